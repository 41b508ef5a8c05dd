/**
 * The one place the content folder (data/) meets the disk: read into one tree (src/content/contentTree.ts)
 * at the build's edge, and written back in the canonical form. It also reads the list of the sample
 * photos' hashes kept beside the build code (sample-photos.sha256, ./samplePhotoFiles.ts). The build reads it once, at its first
 * step (./gatsby-node.ts onPreBootstrap), and `npm run check:content` reads it the same way; every
 * check after that is a pure function of the tree. tests/unit/architecture.test.ts holds that no
 * other module of plugins/content touches the disk, and plugins/content/gatsby-node.test.ts that a
 * build reads the folder once.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { photoFileName } from "../../src/content/photoRules";
import type { ContentTexts, ContentTree, TreePhoto } from "../../src/content/contentTree";
import { parseSampleHashes, type SampleHash } from "../../src/content/samplePhotos";

/** Every file below `dir`, sorted, as paths relative to it with forward slashes ("pages/home.yaml"). */
function filesUnder(dir: string, prefix = ""): string[] {
  if (!fs.existsSync(path.join(dir, prefix))) return [];
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesUnder(dir, relative);
      return entry.isFile() ? [relative] : [];
    });
}

const isYaml = (file: string): boolean => /\.ya?ml$/i.test(file);

/** Every .yaml/.yml file below `dir`, sorted, as paths relative to it ("pages/home.yaml"). */
export const yamlFiles = (dir: string): string[] => filesUnder(dir).filter(isYaml);

/** The folder as problems name it, from `labelRoot` ("data" from the project). */
const folderLabel = (dir: string, labelRoot: string): string => path.relative(labelRoot, dir).split(path.sep).join("/");

/**
 * The texts of a content folder: every YAML file as written, and every file's path. What needs no
 * photo's bytes (the editor's words, the canonical form, the launch list) reads only this.
 */
export function readContentTexts(dataDir: string, labelRoot: string = path.dirname(dataDir)): ContentTexts {
  const paths = filesUnder(dataDir);
  return {
    label: folderLabel(dataDir, labelRoot),
    files: paths.filter(isYaml).map((file) => ({ path: file, text: fs.readFileSync(path.join(dataDir, file), "utf8") })),
    paths,
  };
}

/** A photo file's size, hash and header: its bytes read once. */
async function readPhoto(dataDir: string, file: string): Promise<TreePhoto> {
  const bytes = fs.readFileSync(path.join(dataDir, file));
  const photo = { path: file, bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
  try {
    const { width, height, orientation, exif, xmp } = await sharp(bytes).metadata();
    return { ...photo, header: { width, height, orientation, exif, xmp: xmp?.toString("utf8") } };
  } catch {
    return { ...photo, header: null };
  }
}

/** The whole content folder: its texts (readContentTexts) and every photo file under photos/. */
export async function readContentTree(dataDir: string, labelRoot: string = path.dirname(dataDir)): Promise<ContentTree> {
  const texts = readContentTexts(dataDir, labelRoot);
  const photoFiles = texts.paths.filter((file) => file.startsWith("photos/") && photoFileName.test(file));
  const photos: TreePhoto[] = [];
  // One at a time: a phone's photo is several megabytes, and only its header is kept.
  for (const file of photoFiles) photos.push(await readPhoto(dataDir, file));
  return { ...texts, photos };
}

/** Writes files of a content folder, each given by its path in the folder (the canonical form's rewrite). */
export function writeContentFiles(dataDir: string, files: readonly { path: string; text: string }[]): void {
  for (const file of files) fs.writeFileSync(path.join(dataDir, file.path), file.text);
}

/** Every file under `dir` with its size and time: a change to any of them changes it (`gatsby develop`'s watch, ./developProblems.ts). */
export function folderFingerprint(dir: string): string {
  return filesUnder(dir)
    .map((relative) => {
      const stat = fs.statSync(path.join(dir, relative), { throwIfNoEntry: false });
      return stat ? `${relative} ${stat.size} ${stat.mtimeMs}` : "";
    })
    .join("\n");
}

/** The samples' hashes (./samplePhotoFiles.ts), resolved from the project folder as ./paths.ts is (gatsby-node.ts is compiled into .cache/). */
export const sampleHashesFile = path.resolve(process.cwd(), "plugins", "content", "sample-photos.sha256");

/** The samples' hashes as listed; none when the list is missing (the tests hold it to the files). */
export function readSampleHashes(file: string = sampleHashesFile): SampleHash[] {
  return fs.existsSync(file) ? parseSampleHashes(fs.readFileSync(file, "utf8")) : [];
}

/** A file's SHA-256, in hex, as `sha256sum` gives it (and as the tree holds each photo's). */
export const fileSha256 = (file: string): string => createHash("sha256").update(fs.readFileSync(file)).digest("hex");
