/**
 * An iPhone's HEIC photo, written box by box (ISO/IEC 23008-12), for the tests: sharp's prebuilt
 * libvips cannot encode HEVC, and a phone's photo is megabytes the repository should not hold.
 * As an iPhone writes one: brand `heic`, a `grid` image of 512 x 512 HEVC tiles (8 x 6 for
 * 4032 x 3024), its turn as an `irot` property, and an `Exif` item (camera, time, GPS position)
 * describing it. Every tile is the same small HEVC picture of a flat colour, encoded once with
 * libheif's heif-enc (x265) and stored in the file once: the photo is 4032 x 3024 in a few
 * kilobytes, and libheif with an HEVC decoder (heif-convert) shows it as one.
 */

/** The tile's decoder configuration (`hvcC` body) and its coded picture, from heif-enc -q 50 of 512 x 512 #1f6f8b. */
const tileConfig = "AQNwAAAAAAAAAAAAWvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAWroCQCEAAQApQgEBA3AAAAMAkAAAAwAAAwBaoAQCAIBZbqSSmubAgAAAAwCAAAADAIQiAAEAB0QBwXKwYkA=";
const tilePicture =
  "AAAA1igBrxMQallddZVS5qhw0//9XFFf7c+r/wDitJ5vZDua7O2YEUtpQAACNAADhAAcwAAAAwJyowIpbSgAAEaAAJQABVAAAAMAAAMAAAMAX0CTAADHAAcwAAADAAADAAADAAADAAADAbWHAAADAAADAAADAAADAAADAAADAAADAQ0AAAMAAAMAAAMAAAMAAAMAAAMAAAMB2QAAAwAAAwAAAwAAAwAAAwAAAwAAW8AAAAMAAAMAAAMAAAMAAAMAAAMAA9oAAAMAAAMAAAMAAAMAAAMAAAMADMg=";
const tileSize = 512;

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
};
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const fourCC = (type: string) => Buffer.from(type, "latin1");
const box = (type: string, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), fourCC(type), body]);
};
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) => box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);

/** EXIF orientation (1, 3, 6, 8) as HEIF's `irot`: the turn anticlockwise, in quarters. */
const quarterTurns: Record<number, number> = { 1: 0, 3: 2, 6: 3, 8: 1 };

export interface IphoneHeic {
  /** As the sensor stored it, before the turn (4032 x 3024 on an iPhone). */
  width: number;
  height: number;
  /** The turn it is shown with, as an EXIF orientation would say it: 6 for a photo taken upright. */
  orientation: number;
  /** The EXIF to carry, as sharp's metadata gives it ("Exif\0\0" and the TIFF structure). */
  exif: Buffer;
}

export function iphoneHeic({ width, height, orientation, exif }: IphoneHeic): Buffer {
  const columns = Math.ceil(width / tileSize);
  const rows = Math.ceil(height / tileSize);
  const tiles = Array.from({ length: rows * columns }, (_, index) => index + 2);
  const gridId = 1;
  const exifId = tiles.length + 2;
  const picture = Buffer.from(tilePicture, "base64");
  const gridData = Buffer.concat([u8(0), u8(1), u8(rows - 1), u8(columns - 1), u32(width), u32(height)]);
  // HEIF's Exif item: the offset of the TIFF header within it, then the EXIF as JPEG files hold it.
  const exifData = Buffer.concat([u32(6), exif]);

  const meta = (mdatStart: number) => {
    const at = (offset: number, length: number) => Buffer.concat([u16(0), u16(1), u32(mdatStart + offset), u32(length)]);
    const location = [
      Buffer.concat([u16(gridId), at(0, gridData.length)]),
      ...tiles.map((id) => Buffer.concat([u16(id), at(gridData.length, picture.length)])),
      Buffer.concat([u16(exifId), at(gridData.length + picture.length, exifData.length)]),
    ];
    const item = (id: number, type: string, hidden = false) => fullBox("infe", 2, hidden ? 1 : 0, u16(id), u16(0), fourCC(type), u8(0));
    // Properties: 1 hvcC, 2 the tile's size, 3 the photo's size, 4 its turn.
    const properties = box(
      "ipco",
      box("hvcC", Buffer.from(tileConfig, "base64")),
      fullBox("ispe", 0, 0, u32(tileSize), u32(tileSize)),
      fullBox("ispe", 0, 0, u32(width), u32(height)),
      box("irot", u8(quarterTurns[orientation] ?? 0)),
    );
    const essential = (index: number) => u8(0x80 | index);
    const associations = fullBox(
      "ipma",
      0,
      0,
      u32(tiles.length + 1),
      Buffer.concat([u16(gridId), u8(2), u8(3), essential(4)]),
      ...tiles.map((id) => Buffer.concat([u16(id), u8(2), essential(1), u8(2)])),
    );
    return fullBox(
      "meta",
      0,
      0,
      fullBox("hdlr", 0, 0, u32(0), fourCC("pict"), Buffer.alloc(12), u8(0)),
      fullBox("pitm", 0, 0, u16(gridId)),
      fullBox("iloc", 0, 0, u8(0x44), u8(0x00), u16(location.length), ...location),
      fullBox("iinf", 0, 0, u16(tiles.length + 2), item(gridId, "grid"), ...tiles.map((id) => item(id, "hvc1", true)), item(exifId, "Exif")),
      fullBox(
        "iref",
        0,
        0,
        box("dimg", u16(gridId), u16(tiles.length), ...tiles.map(u16)),
        box("cdsc", u16(exifId), u16(1), u16(gridId)),
      ),
      box("iprp", properties, associations),
    );
  };

  const ftyp = box("ftyp", fourCC("heic"), u32(0), ...["mif1", "MiHE", "miaf", "MiHB", "heic"].map(fourCC));
  // The boxes' sizes do not depend on the offsets written in them: measured once, then written.
  const mdatStart = ftyp.length + meta(0).length + 8;
  return Buffer.concat([ftyp, meta(mdatStart), box("mdat", gridData, picture, exifData)]);
}
