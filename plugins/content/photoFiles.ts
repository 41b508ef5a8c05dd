/**
 * The content check for the photo files in data/photos, as they reach the repository (a phone's
 * JPEG of 3 to 7 MB, 4000 px wide, with its EXIF): what would ship a blurred photo or weigh down
 * every build is a problem, and so is a GPS position: the site never serves it (the build makes
 * every file it serves again, without metadata), but the repository would keep it. The editor
 * writes uploads without it (Decap's media_processing, plugins/editor/cmsConfig.ts).
 */
import fs from "node:fs";
import path from "node:path";
import exifReader from "exif-reader";
import sharp, { type Metadata } from "sharp";
import { maximumPhotoBytes, megabytes, minimumPhotoWidth, photoFileName } from "../../src/content/photoRules";
import { describeProblem, type Problem } from "../../src/content/problems";

export { minimumPhotoWidth, maximumPhotoBytes } from "../../src/content/photoRules";

export interface PhotoFindings {
  readonly problems: string[];
  readonly warnings: string[];
}

/** Whether a photo's metadata gives the place it was taken: EXIF's GPS position, or XMP's. */
function hasGpsPosition({ exif, xmp }: Metadata): boolean {
  if (xmp && /GPS(Latitude|Longitude)/.test(xmp.toString("utf8"))) return true;
  if (!exif) return false;
  try {
    const gps = exifReader(exif).GPSInfo;
    return Boolean(gps && (gps.GPSLatitude !== undefined || gps.GPSLongitude !== undefined));
  } catch {
    return false;
  }
}

/** Every problem of the photo files under `dataDir`/photos, as data; files named from `labelRoot` ("data/photos/hero.jpg"). */
export async function photoFileProblems(dataDir: string, labelRoot: string = path.dirname(dataDir)): Promise<Problem[]> {
  const photosDir = path.join(dataDir, "photos");
  const files = fs.existsSync(photosDir)
    ? fs
        .readdirSync(photosDir, { recursive: true })
        .map(String)
        .filter((file) => photoFileName.test(file))
        .sort()
    : [];
  const problems: Problem[] = [];
  for (const file of files) {
    const absolute = path.join(photosDir, file);
    const label = path.relative(labelRoot, absolute).split(path.sep).join("/");
    const report = (code: Problem["code"], params: Problem["params"] = {}) => problems.push({ file: label, path: [], code, params });
    const bytes = fs.statSync(absolute).size;
    if (bytes > maximumPhotoBytes) report("photoTooLarge", { size: megabytes(bytes), max: maximumPhotoBytes / 1e6 });
    let metadata: Metadata;
    try {
      metadata = await sharp(absolute).metadata();
    } catch {
      report("photoUnreadable");
      continue;
    }
    // As it is shown: a photo taken with the phone turned says so in its orientation (5 to 8).
    const width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
    if (width !== undefined && width < minimumPhotoWidth) report("photoTooNarrow", { width, min: minimumPhotoWidth });
    // The site never serves it (every size it makes is made again without metadata), but the
    // repository, public for most non-profits, would keep where the photo was taken for good.
    if (hasGpsPosition(metadata)) report("photoPosition");
  }
  return problems;
}

/**
 * Checks every photo file under `dataDir`/photos, one line per problem: too large, unreadable,
 * too narrow, or holding the place it was taken. (`warnings` is kept for callers: there are none.)
 */
export async function checkPhotoFiles(dataDir: string, labelRoot: string = path.dirname(dataDir)): Promise<PhotoFindings> {
  return { problems: (await photoFileProblems(dataDir, labelRoot)).map(describeProblem), warnings: [] };
}
