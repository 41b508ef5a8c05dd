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
});
