import path from "path";
import { execFileSync } from "child_process";
import { load } from "js-yaml";
import { canonicalRewrite } from "../../src/content/canonicalFiles";
import { readContentTexts, writeContentFiles } from "./contentTree";

/**
 * `npm run format:content`: every YAML file of a content folder rewritten in its one canonical form
 * (src/content/canonicalFiles.ts), the form the content editor also saves, so an edit in Git and a
 * save in the editor never fight over layout. Read and written through the folder's one reader
 * (./contentTree.ts); Git gives each file as last committed, to mark a translation to review.
 */

/**
 * Each file as Git's last commit has it, parsed, by its path in the folder; a file is absent
 * outside a repository, when new, or when Git cannot give it. One `git cat-file --batch` reads them
 * all: a Git process per file made formatting a folder take a second.
 */
function committedVersions(dataDir: string, files: readonly string[]): Map<string, unknown> {
  const versions = new Map<string, unknown>();
  let output: Buffer;
  try {
    const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dataDir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const names = files.map((file) => `HEAD:${path.relative(top, path.join(dataDir, file)).split(path.sep).join("/")}`);
    output = execFileSync("git", ["cat-file", "--batch"], { cwd: top, input: `${names.join("\n")}\n`, stdio: ["pipe", "pipe", "ignore"], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return versions;
  }
  // Per file asked, in order: "<object> blob <size>\n<content>\n", or "<name> missing\n" (or "ambiguous").
  let at = 0;
  for (const file of files) {
    const end = output.indexOf(0x0a, at);
    if (end === -1) break;
    const header = /^[0-9a-f]+ (\w+) (\d+)$/.exec(output.toString("utf8", at, end));
    at = end + 1;
    if (!header) continue;
    const size = Number(header[2]);
    const text = output.toString("utf8", at, at + size);
    at += size + 1;
    if (header[1] !== "blob") continue;
    try {
      versions.set(file, load(text));
    } catch {
      // A committed version YAML cannot read marks nothing, as before a first commit.
    }
  }
  return versions;
}

/**
 * Rewrites every file of `dataDir` in the canonical form and returns the labels of those it
 * changed (named from `labelRoot`). Nothing is written unless every formatted file reads back as
 * the same content. A text whose words changed in one language since Git's last commit while
 * another language's stayed the same is marked for that language to review (src/content/translations.ts
 * markedToReview), as the editor marks it when the change is made in its form. The comments come
 * from `wordsDir`'s editor.yaml (a folder without one, such as the unit tests' copy, takes data/'s).
 */
export function formatContentDir(dataDir: string, labelRoot = path.dirname(dataDir), wordsDir = dataDir): string[] {
  const tree = readContentTexts(dataDir, labelRoot);
  const wordsTree = path.resolve(wordsDir) === path.resolve(dataDir) ? tree : readContentTexts(wordsDir);
  const changes = canonicalRewrite(tree, committedVersions(dataDir, tree.files.map((file) => file.path)), wordsTree);
  writeContentFiles(dataDir, changes);
  return changes.map((change) => change.label);
}
