import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { editorWordsFile, withSharedPageWords, type EditorWords } from "../../src/content/editorWords";
import { contentFilePath, languageBlocks } from "../../src/lib/contentFile";
import { contentStructure } from "../../src/content/contentModel";
import { contentTypeFor } from "../../src/lib/contentPages";
import type { Locale } from "../../src/lib/locales";
import { sitePages } from "../../src/lib/contentPages";
import { pagesGroupId } from "../../src/content/editorGroups";

/**
 * The editor's words (data/editor.yaml) in each language, read from a content folder; a language
 * the file lacks, or a file that cannot be read, is left out (the content check names it).
 */
export function readEditorWords(dataDir: string): Partial<Record<Locale, EditorWords>> {
  const file = path.join(dataDir, path.relative("data", editorWordsFile));
  if (!fs.existsSync(file)) return {};
  let blocks: Partial<Record<Locale, EditorWords>>;
  try {
    blocks = languageBlocks(load(fs.readFileSync(file, "utf8")), "EditorYaml", contentStructure()) as unknown as Partial<Record<Locale, EditorWords>>;
  } catch {
    return {};
  }
  // A page type's title, description, heading and introduction worded once for every page (`Page.<field>`).
  return Object.fromEntries(Object.entries(blocks).map(([locale, words]) => [locale, withPageTitles(dataDir, locale as Locale, words && withSharedPageWords(words, contentStructure()))]));
}

/** A page of sections' title in a language, from its own file; none when it cannot be read (the content check names why). */
function pageTitle(dataDir: string, dataFile: string, locale: Locale): string | undefined {
  try {
    const title = languageBlocks(load(fs.readFileSync(path.join(dataDir, dataFile), "utf8")), contentTypeFor(contentFilePath(dataFile)), contentStructure())[locale]?.title;
    return typeof title === "string" && title.trim() ? title.trim() : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The words with each page of sections named by its own title in the editor's Pages group (a
 * page of sections has no words of its own in data/editor.yaml: src/lib/contentPages.ts).
 */
function withPageTitles(dataDir: string, locale: Locale, words: EditorWords | undefined): EditorWords | undefined {
  if (!words || !Array.isArray(words.groups)) return words;
  const titled = sitePages
    .filter((page) => page.model === "sections")
    .flatMap((page) => {
      const label = pageTitle(dataDir, page.dataFile, locale);
      return label ? [{ file: page.dataFile, label }] : [];
    });
  if (titled.length === 0) return words;
  return { ...words, groups: words.groups.map((group) => (group.id === pagesGroupId ? { ...group, files: [...(group.files ?? []), ...titled] } : group)) };
}

/** The English hints by "Type.field" and "Type": the canonical YAML writer's comments (src/content/contentModel.ts). */
export function englishHints(dataDir: string): Record<string, string> {
  const english = readEditorWords(dataDir).en;
  return Object.fromEntries((english?.fields ?? []).filter((entry) => entry.hint).map((entry) => [entry.field, String(entry.hint)]));
}
