import { withSharedPageWords, editorWordsFile, type EditorWords } from "./editorWords";
import { languageBlocks } from "../lib/contentFile";
import { contentStructure } from "./contentModel";
import { sitePages } from "../lib/contentPages";
import type { Locale } from "../lib/locales";
import { pagesGroupId } from "./editorGroups";
import { treeData, treeFile, treeFileType, type ContentTexts } from "./contentTree";
import { deepFreeze } from "./deepFreeze";

/** data/editor.yaml's place in its folder: "editor.yaml". */
const wordsPath = editorWordsFile.replace(/^data\//, "");

/**
 * The editor's words (data/editor.yaml) in each language, from a content folder's tree; a language
 * the file lacks, or a file that cannot be read, is left out (the content check names it).
 */
export function editorWordsOf(tree: ContentTexts): Readonly<Partial<Record<Locale, EditorWords>>> {
  let words = wordsOfTree.get(tree);
  if (!words) {
    words = deepFreeze(readWords(tree));
    wordsOfTree.set(tree, words);
  }
  return words;
}

/** Each tree's words, made once (frozen, as they are shared): the check, its canonical form, the launch gate and the build's nodes all ask. */
const wordsOfTree = new WeakMap<ContentTexts, Partial<Record<Locale, EditorWords>>>();

function readWords(tree: ContentTexts): Partial<Record<Locale, EditorWords>> {
  if (!treeFile(tree, wordsPath)) return {};
  const blocks = languageBlocks(treeData(tree, wordsPath), "EditorYaml", contentStructure()) as unknown as Partial<Record<Locale, EditorWords>>;
  // A page type's title, description, heading and introduction worded once for every page (`Page.<field>`).
  return Object.fromEntries(Object.entries(blocks).map(([locale, words]) => [locale, withPageTitles(tree, locale as Locale, words && withSharedPageWords(words, contentStructure()))]));
}

/** A page of sections' title in a language, from its own file; none when it cannot be read (the content check names why). */
function pageTitle(tree: ContentTexts, dataFile: string, locale: Locale): string | undefined {
  const title = languageBlocks(treeData(tree, dataFile), treeFileType(dataFile), contentStructure())[locale]?.title;
  return typeof title === "string" && title.trim() ? title.trim() : undefined;
}

/**
 * The words with each page of sections named by its own title in the editor's Pages group (a
 * page of sections has no words of its own in data/editor.yaml: src/lib/contentPages.ts).
 */
function withPageTitles(tree: ContentTexts, locale: Locale, words: EditorWords | undefined): EditorWords | undefined {
  if (!words || !Array.isArray(words.groups)) return words;
  const titled = sitePages
    .filter((page) => page.model === "sections")
    .flatMap((page) => {
      const label = pageTitle(tree, page.dataFile, locale);
      return label ? [{ file: page.dataFile, label }] : [];
    });
  if (titled.length === 0) return words;
  return { ...words, groups: words.groups.map((group) => (group.id === pagesGroupId ? { ...group, files: [...(group.files ?? []), ...titled] } : group)) };
}

/** The English hints by "Type.field" and "Type": the canonical YAML writer's comments (./contentModel.ts). */
export function englishHintsOf(tree: ContentTexts): Record<string, string> {
  const english = editorWordsOf(tree).en;
  return Object.fromEntries((english?.fields ?? []).filter((entry) => entry.hint).map((entry) => [entry.field, String(entry.hint)]));
}
