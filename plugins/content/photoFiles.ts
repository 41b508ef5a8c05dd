/**
 * The content check for the photo files in data/photos, as an editor uploads them (a phone's JPEG
 * of 3 to 7 MB, 4000 px wide, with its EXIF): what would ship a blurred photo or weigh down every
 * build is a problem; a GPS position in a file is a warning, since the site never serves it (the
 * build makes every file it serves again, without metadata) but the repository keeps the original.
 */
import fs from "node:fs";
import path from "node:path";
import exifReader from "exif-reader";
import sharp from "sharp";

/**
 * The widest file the site makes of a photo: the picture a shared link shows (1200 px,
 * src/hooks/useShareImage.ts), the home page's photo and the full-width banners on a sharp screen
 * (1152 px, src/components/home/Hero.tsx, src/components/ui/Photo.tsx). A narrower photo would be
 * enlarged, and blurred, wherever it is used.
 */
export const minimumPhotoWidth = 1200;

/**
 * A phone's photo is 2 to 7 MB; a larger file is usually an uncompressed export or a panorama,
 * which slows every save in the editor and every build, and stays in the repository's history.
 */
export const maximumPhotoBytes = 10_000_000;

const photoFile = /\.(jpe?g|png|webp|avif)$/i;

export interface PhotoFindings {
  readonly problems: string[];
  readonly warnings: string[];
}

/** Whether a photo's metadata gives the place it was taken: EXIF's GPS position, or XMP's. */
function hasGpsPosition({ exif, xmp }: sharp.Metadata): boolean {
  if (xmp && /GPS(Latitude|Longitude)/.test(xmp.toString("utf8"))) return true;
  if (!exif) return false;
  try {
    const gps = exifReader(exif).GPSInfo;
    return Boolean(gps && (gps.GPSLatitude !== undefined || gps.GPSLongitude !== undefined));
  } catch {
    return false;
  }
}

/** Checks every photo file under `dataDir`/photos; messages name it from `labelRoot` ("data/photos/hero.jpg"). */
export async function checkPhotoFiles(dataDir: string, labelRoot: string = path.dirname(dataDir)): Promise<PhotoFindings> {
  const photosDir = path.join(dataDir, "photos");
  const files = fs.existsSync(photosDir)
    ? fs
        .readdirSync(photosDir, { recursive: true })
        .map(String)
        .filter((file) => photoFile.test(file))
        .sort()
    : [];
  const problems: string[] = [];
  const warnings: string[] = [];
  for (const file of files) {
    const absolute = path.join(photosDir, file);
    const label = path.relative(labelRoot, absolute).split(path.sep).join("/");
    const bytes = fs.statSync(absolute).size;
    if (bytes > maximumPhotoBytes) {
      problems.push(
        `${label} is ${(bytes / 1e6).toFixed(1)} MB: a photo may be at most ${maximumPhotoBytes / 1e6} MB (a phone's photo is 2 to 7 MB); save it again as a JPEG at about 85% quality`,
      );
    }
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(absolute).metadata();
    } catch {
      problems.push(`${label} cannot be read as a photo: save it again as a JPEG`);
      continue;
    }
    // As it is shown: a photo taken with the phone turned says so in its orientation (5 to 8).
    const width = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
    if (width !== undefined && width < minimumPhotoWidth) {
      problems.push(`${label} is ${width} px wide: a photo must be at least ${minimumPhotoWidth} px wide, or it shows blurred on large screens and in shared links`);
    }
    if (hasGpsPosition(metadata)) {
      warnings.push(
        `${label} holds the GPS position where it was taken: the site never serves it, but the repository keeps it. Remove it with \`exiftool -gps:all= -xmp:all= -overwrite_original ${label}\` (docs/editing.md, "Photos")`,
      );
    }
  }
  return { problems, warnings };
}
