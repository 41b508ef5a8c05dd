import { maximumPhotoBytes, megabytes, minimumPhotoWidth, photoFileName } from "../../content/photoRules";
import type { Problem } from "../../content/problems";

/**
 * A photo chosen for upload, checked in the browser before Decap adds it (./uploadGuard.ts) and
 * again before a save (./checkBeforeSave.ts), by the rules the build holds the photos in data/ to
 * (src/content/photoRules.ts): readable, at most 10 MB, at least 1,200 px wide as it is shown
 * (createImageBitmap turns a phone's photo upright from its orientation, as the site does).
 */
export async function photoProblems(file: Blob & { name?: string }, label: string = file.name ?? ""): Promise<Problem[]> {
  const { problems, bitmap } = await readPhoto(file, label);
  bitmap?.close();
  return problems;
}

/** An iPhone's photo (HEIC), or another HEIF file: most browsers cannot read one. */
const heifFileName = /\.(heic|heif)$/i;
const heifType = /^image\/hei[cf](-sequence)?$/i;

/**
 * The files Decap itself draws again before writing them, upright and without metadata (its
 * media_processing, plugins/editor/cmsConfig.ts; decap-cms-core lib/imageTransformations.ts). Any
 * other photo, a phone's AVIF say, it would write as chosen, with its GPS position.
 */
const redrawnByDecap = /^image\/(jpeg|png|webp)$/i;

async function readPhoto(file: Blob & { name?: string }, label: string): Promise<{ problems: Problem[]; bitmap?: ImageBitmap }> {
  const problems: Problem[] = [];
  const report = (code: Problem["code"], params: Problem["params"] = {}) => problems.push({ file: label, path: [], code, params });
  if (file.size > maximumPhotoBytes) report("photoTooLarge", { size: megabytes(file.size), max: maximumPhotoBytes / 1e6 });
  const heif = heifFileName.test(label) || heifType.test(file.type);
  if (label && !photoFileName.test(label) && !heif) {
    report("photoUnreadable");
    return { problems };
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // A HEIC this browser cannot open is not a broken file: it needs exporting as JPEG.
    report(heif ? "photoHeic" : "photoUnreadable");
    return { problems };
  }
  if (bitmap.width < minimumPhotoWidth) report("photoTooNarrow", { width: bitmap.width, min: minimumPhotoWidth });
  return { problems, bitmap };
}

/**
 * A photo drawn, upright, into a JPEG with no metadata, at full quality: Decap draws it again at
 * the site's quality, as every JPEG, so the photo is compressed once.
 */
async function drawJpeg(bitmap: ImageBitmap): Promise<Blob> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2d context");
  context.drawImage(bitmap, 0, 0);
  return canvas.convertToBlob({ type: "image/jpeg", quality: 1 });
}

export interface UploadPhoto {
  readonly problems: Problem[];
  /** The file to hand to Decap: the one chosen, or a JPEG drawn from it. */
  readonly file: File;
  /** The name it had, when it was drawn again as a JPEG. */
  readonly convertedFrom?: string;
}

/**
 * A photo chosen for upload, checked, and made one Decap writes upright and without metadata: a
 * JPEG, PNG or WebP as chosen; a photo in any other format this browser reads (a phone's AVIF, an
 * iPhone's HEIC in Safari) drawn again here as a JPEG of the same name.
 */
export async function photoForUpload(file: File): Promise<UploadPhoto> {
  const { problems, bitmap } = await readPhoto(file, file.name);
  if (!bitmap || problems.length > 0 || redrawnByDecap.test(file.type)) {
    bitmap?.close();
    return { problems, file };
  }
  try {
    const jpeg = await drawJpeg(bitmap);
    const name = `${file.name.replace(/\.[^.]*$/, "")}.jpg`;
    return { problems, file: new File([jpeg], name, { type: "image/jpeg", lastModified: file.lastModified }), convertedFrom: file.name };
  } catch {
    // Read but not drawn (no canvas): refused rather than written as it is.
    return { problems: [{ file: file.name, path: [], code: "photoUnreadable", params: {} }], file };
  } finally {
    bitmap.close();
  }
}
