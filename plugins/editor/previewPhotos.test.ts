/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import { writePhonePhoto } from "../../tests/support/phonePhoto";
import { previewPhotoWidth, writePreviewPhotos } from "./previewPhotos";

describe("the editor's preview copies of data/photos (plugins/editor/previewPhotos.ts)", () => {
  let folder: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "previews-"));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("writes each photo upright, at most the preview size on its longer side, with no camera, GPS position or other metadata", async () => {
    const photos = path.join(folder, "photos");
    fs.mkdirSync(path.join(photos, "team"), { recursive: true });
    // A phone photo taken turned (orientation 6: stored 4000 x 3000, shown 3000 x 4000), red on its stored top.
    await writePhonePhoto(path.join(photos, "team", "founder.jpg"), { width: 4000, height: 3000, orientation: 6 });
    fs.writeFileSync(path.join(photos, "notes.txt"), "not a photo");

    const target = path.join(folder, "admin", "photos");
    expect(await writePreviewPhotos(photos, target)).toBe(1);
    expect(fs.readdirSync(target, { recursive: true }).map(String).sort()).toEqual(["team", path.join("team", "founder.jpg")]);
    const preview = sharp(path.join(target, "team", "founder.jpg"));
    const metadata = await preview.metadata();
    expect({ width: metadata.width, height: metadata.height, format: metadata.format }).toEqual({ width: 1200, height: 1600, format: "jpeg" });
    expect(metadata.height).toBe(previewPhotoWidth);
    expect({ exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc, orientation: metadata.orientation }).toEqual({ exif: undefined, xmp: undefined, iptc: undefined, orientation: undefined });
    // Turned upright: the stored top (red) is now the right-hand edge.
    const { data } = await preview.clone().extract({ left: 1190, top: 800, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it("makes a photo's copy once: a later build copies it from the cache, and forgets photos no longer there", async () => {
    const photos = path.join(folder, "photos");
    fs.mkdirSync(photos, { recursive: true });
    await writePhonePhoto(path.join(photos, "a.jpg"), { width: 2000, height: 1500, orientation: 1 });
    await writePhonePhoto(path.join(photos, "b.jpg"), { width: 1800, height: 1200, orientation: 1 });
    const cache = path.join(folder, "cache");
    const target = path.join(folder, "admin", "photos");
    expect(await writePreviewPhotos(photos, target, cache)).toBe(2);
    const first = fs.readFileSync(path.join(target, "a.jpg"));
    expect(fs.readdirSync(cache)).toHaveLength(2);

    // The cached copy is what the next build serves: mark it, and see the mark come back.
    const [cachedA] = fs.readdirSync(cache).filter((name) => fs.readFileSync(path.join(cache, name)).equals(first));
    fs.appendFileSync(path.join(cache, cachedA), "from the cache");
    fs.rmSync(path.join(photos, "b.jpg"));
    expect(await writePreviewPhotos(photos, target, cache)).toBe(1);
    expect(fs.readFileSync(path.join(target, "a.jpg")).toString("latin1")).toMatch(/from the cache$/);
    expect(fs.readdirSync(cache)).toEqual([cachedA]);
    expect(fs.existsSync(path.join(target, "b.jpg"))).toBe(false);
  });

  it("copies only the photos it is given, when not every one: a photo no page uses is not published", async () => {
    const photos = path.join(folder, "photos");
    fs.mkdirSync(path.join(photos, "team"), { recursive: true });
    await writePhonePhoto(path.join(photos, "used.jpg"), { width: 2000, height: 1500, orientation: 1 });
    await writePhonePhoto(path.join(photos, "team", "used.jpg"), { width: 2000, height: 1500, orientation: 1 });
    await writePhonePhoto(path.join(photos, "taken-off.jpg"), { width: 2000, height: 1500, orientation: 1 });
    const target = path.join(folder, "admin", "photos");
    expect(await writePreviewPhotos(photos, target, undefined, ["used.jpg", "team/used.jpg"])).toBe(2);
    expect(fs.readdirSync(target, { recursive: true }).map(String).sort()).toEqual(["team", path.join("team", "used.jpg"), "used.jpg"]);
  });
});
