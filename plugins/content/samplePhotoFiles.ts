import type { SamplePhotoTest } from "../../src/content/launchCheck";
import type { SampleHash } from "../../src/content/samplePhotos";
import type { ContentTree } from "../../src/content/contentTree";
import { readSampleHashes } from "./contentTree";

/**
 * The sample photos as the build recognises them: by their bytes (src/content/samplePhotos.ts).
 * The list of their hashes is written by `npm run photos -- --hashes` (scripts/make-placeholder-photos.ts)
 * and kept beside the build code that reads it (plugins/content/sample-photos.sha256, read by
 * ./contentTree.ts, the one module of plugins/content that touches the disk): the launch gate finds
 * each photo a page uses there by its hash in the content tree, whatever its name, mark or
 * description say.
 */
export { fileSha256, readSampleHashes, sampleHashesFile } from "./contentTree";

/**
 * Whether a photo of the content tree, by its path in the repository ("data/photos/home-hero.jpg"),
 * holds a sample's bytes: its hash as the tree read it (./contentTree.ts, each file read once).
 */
export function samplePhotoTest(tree: Pick<ContentTree, "photos">, hashes: readonly SampleHash[] = readSampleHashes()): SamplePhotoTest {
  const samples = new Set(hashes.map((sample) => sample.sha256));
  const byPath = new Map(tree.photos.map((photo) => [`data/${photo.path}`, photo.sha256]));
  // A photo outside data/ is none the content can use.
  return (repoPath) => samples.has(byPath.get(repoPath) ?? "");
}
