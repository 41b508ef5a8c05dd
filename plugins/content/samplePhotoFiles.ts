import crypto from "crypto";
import fs from "fs";
import path from "path";
import { parseSampleHashes, type SampleHash } from "../../src/content/samplePhotos";
import type { SamplePhotoTest } from "../../src/content/launchCheck";

/**
 * The sample photos as the build recognises them: by their bytes (src/content/samplePhotos.ts).
 * The list of their hashes is written by `npm run photos -- --hashes` (scripts/make-placeholder-photos.ts)
 * and kept here, beside the build code that reads it: the launch gate hashes each photo a page uses
 * and finds it there, whatever its name, mark or description say.
 */

/** Resolved from the project folder, as ./paths.ts is (gatsby-node.ts is compiled into .cache/). */
export const sampleHashesFile = path.resolve(process.cwd(), "plugins", "content", "sample-photos.sha256");

/** The samples' hashes as listed; none when the list is missing (the tests hold it to the files). */
export function readSampleHashes(file: string = sampleHashesFile): SampleHash[] {
  return fs.existsSync(file) ? parseSampleHashes(fs.readFileSync(file, "utf8")) : [];
}

/** A file's SHA-256, in hex, as `sha256sum` gives it. */
export const fileSha256 = (file: string): string => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex");

/**
 * Whether a photo of the content folder `dataDir`, by its path in the repository
 * ("data/photos/home-hero.jpg"), holds a sample's bytes; each file read once.
 */
export function samplePhotoTest(dataDir: string, hashes: readonly SampleHash[] = readSampleHashes()): SamplePhotoTest {
  const samples = new Set(hashes.map((sample) => sample.sha256));
  const known = new Map<string, boolean>();
  return (repoPath) => {
    const cached = known.get(repoPath);
    if (cached !== undefined) return cached;
    // A photo outside data/ is none the content can use.
    const absolute = repoPath.startsWith("data/") ? path.join(dataDir, ...repoPath.slice("data/".length).split("/")) : undefined;
    const isSample = absolute !== undefined && fs.existsSync(absolute) && fs.statSync(absolute).isFile() && samples.has(fileSha256(absolute));
    known.set(repoPath, isSample);
    return isSample;
  };
}
