import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { contentStructure } from "../../src/content/contentModel";
import { photoUses } from "../../src/content/photoUses";
import { editorWordsFile } from "../../src/content/editorWords";
import { contentFilePath } from "../../src/lib/contentFile";
import { contentTypeFor } from "../../src/lib/contentPages";
import { yamlFiles } from "./validateContentDir";

/**
 * The photos the content uses, by their path in the repository ("data/photos/home-hero.jpg"), each
 * once, sorted: every photo field of every content file (src/content/photoUses.ts), whatever the
 * page. What a published build serves of data/photos beyond the pages' own sizes (the editor's
 * previews): a photo taken off every page is not published at the next deploy. A file that cannot
 * be read is the content check's to name.
 */
export function usedPhotos(dataDir: string): string[] {
  const found = new Set<string>();
  for (const relative of yamlFiles(dataDir)) {
    const repoPath = `data/${relative}`;
    if (repoPath === editorWordsFile) continue;
    let data: unknown;
    try {
      data = load(fs.readFileSync(path.join(dataDir, relative), "utf8"));
    } catch {
      continue;
    }
    for (const use of photoUses(data, contentTypeFor(contentFilePath(repoPath)), contentStructure(), repoPath)) found.add(use.photo);
  }
  return [...found].sort();
}
