import { contentStructure } from "../../src/content/contentModel";
import { photoUses } from "../../src/content/photoUses";
import { editorWordsFile } from "../../src/content/editorWords";
import { treeData, treeFileType, type ContentTexts } from "../../src/content/contentTree";

/**
 * The photos the content uses, by their path in the repository ("data/photos/home-hero.jpg"), each
 * once, sorted: every photo field of every content file of the tree (src/content/photoUses.ts),
 * whatever the page. What a published build serves of data/photos beyond the pages' own sizes (the
 * editor's previews): a photo taken off every page is not published at the next deploy. A file that
 * cannot be read is the content check's to name.
 */
export function usedPhotos(tree: ContentTexts): string[] {
  const found = new Set<string>();
  for (const file of tree.files) {
    const repoPath = `data/${file.path}`;
    if (repoPath === editorWordsFile) continue;
    const data = treeData(tree, file.path);
    if (data === null) continue;
    for (const use of photoUses(data, treeFileType(file.path), contentStructure(), repoPath)) found.add(use.photo);
  }
  return [...found].sort();
}
