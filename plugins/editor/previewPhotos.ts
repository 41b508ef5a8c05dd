/**
 * The editor's copies of data/photos for its previews (public/admin/photos/, at the addresses the
 * previews' snapshot resolves photo paths to), not the files themselves: each turned upright, at
 * most `previewPhotoWidth` on its longer side and written again by sharp without its metadata (EXIF, XMP, IPTC:
 * a phone photo's GPS position and camera among them), so no address of the site ever serves an
 * original as an editor uploaded it. (The site's own photos are made by gatsby-plugin-sharp, which
 * strips metadata too.)
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

/** Large enough for the preview pane at any size; small enough for the editor to load quickly. */
export const previewPhotoWidth = 1600;

const photoFile = /\.(jpe?g|png|webp|avif)$/i;

/**
 * Writes the preview copy of every photo under `photosDir` into `targetDir`, same paths and formats;
 * returns how many. `only`: the photos to copy (paths under `photosDir`, "/"-separated), when not
 * every one: a published build copies only the photos pages use, so a photo taken off every page
 * is not served at a guessable address (the editor reads the others through its backend). With a
 * `cacheDir` (the build's: .cache/, which Netlify keeps between builds), a copy made before for the
 * same file (by its content's hash) is copied again rather than made anew, so a build after an edit
 * makes only the new photos' copies, and copies no longer used are removed.
 */
export async function writePreviewPhotos(photosDir: string, targetDir: string, cacheDir?: string, only?: readonly string[]): Promise<number> {
  fs.rmSync(targetDir, { recursive: true, force: true });
  const wanted = only && new Set(only);
  const files = fs
    .readdirSync(photosDir, { recursive: true })
    .map(String)
    .filter((file) => photoFile.test(file) && (!wanted || wanted.has(file.split(path.sep).join("/"))));
  if (cacheDir) fs.mkdirSync(cacheDir, { recursive: true });
  const used = new Set<string>();
  await Promise.all(
    files.map(async (file) => {
      const source = path.join(photosDir, file);
      const destination = path.join(targetDir, file);
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      const cached = cacheDir && path.join(cacheDir, `${createHash("sha256").update(fs.readFileSync(source)).digest("hex")}-${previewPhotoWidth}${path.extname(file).toLowerCase()}`);
      if (cached) used.add(path.basename(cached));
      if (cached && fs.existsSync(cached)) {
        fs.copyFileSync(cached, destination);
        return;
      }
      // rotate() applies the EXIF orientation first; sharp writes no metadata unless told to.
      await sharp(source)
        .rotate()
        .resize({ width: previewPhotoWidth, height: previewPhotoWidth, fit: "inside", withoutEnlargement: true })
        .toFile(destination);
      if (cached) fs.copyFileSync(destination, cached);
    }),
  );
  if (cacheDir) for (const name of fs.readdirSync(cacheDir)) if (!used.has(name)) fs.rmSync(path.join(cacheDir, name), { force: true });
  return files.length;
}
