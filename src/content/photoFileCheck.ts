/**
 * The content check for the photo files in data/photos, as they reach the repository (a phone's
 * JPEG of 3 to 7 MB, 4000 px wide, with its EXIF): what would ship a blurred photo or weigh down
 * every build is a problem, and so is a GPS position: the site never serves it (the build makes
 * every file it serves again, without metadata), but the repository would keep it. The editor
 * writes uploads without it (Decap's media_processing, plugins/editor/cmsConfig.ts). Pure: the
 * files' sizes and headers come in the content tree (./contentTree.ts).
 */
import exifReader from "exif-reader";
import { maximumPhotoBytes, megabytes, minimumPhotoWidth } from "./photoRules";
import type { Problem } from "./problems";
import { treeLabel, type ContentTree, type PhotoHeader } from "./contentTree";

/** Whether a photo's metadata gives the place it was taken: EXIF's GPS position, or XMP's. */
function hasGpsPosition({ exif, xmp }: PhotoHeader): boolean {
  if (xmp && /GPS(Latitude|Longitude)/.test(xmp)) return true;
  if (!exif) return false;
  try {
    const gps = exifReader(Buffer.from(exif.buffer, exif.byteOffset, exif.byteLength)).GPSInfo;
    return Boolean(gps && (gps.GPSLatitude !== undefined || gps.GPSLongitude !== undefined));
  } catch {
    return false;
  }
}

/** Every problem of the tree's photo files, as data; files named as the tree names them ("data/photos/hero.jpg"). */
export function photoFileProblems(tree: Pick<ContentTree, "label" | "photos">): Problem[] {
  const problems: Problem[] = [];
  for (const photo of tree.photos) {
    const report = (code: Problem["code"], params: Problem["params"] = {}) => problems.push({ file: treeLabel(tree, photo.path), path: [], code, params });
    if (photo.bytes > maximumPhotoBytes) report("photoTooLarge", { size: megabytes(photo.bytes), max: maximumPhotoBytes / 1e6 });
    const { header } = photo;
    if (!header) {
      report("photoUnreadable");
      continue;
    }
    // As it is shown: a photo taken with the phone turned says so in its orientation (5 to 8).
    const width = (header.orientation ?? 1) >= 5 ? header.height : header.width;
    if (width !== undefined && width < minimumPhotoWidth) report("photoTooNarrow", { width, min: minimumPhotoWidth });
    // The site never serves it (every size it makes is made again without metadata), but the
    // repository, public for most non-profits, would keep where the photo was taken for good.
    if (hasGpsPosition(header)) report("photoPosition");
  }
  return problems;
}
