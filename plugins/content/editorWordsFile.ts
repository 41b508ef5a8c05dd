import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { editorWordsFile, type EditorWords } from "../../src/content/editorWords";
import { languageBlocks } from "../../src/lib/contentFile";
import type { Locale } from "../../src/lib/locales";

/**
 * The editor's words (data/editor.yaml) in each language, read from a content folder; a language
 * the file lacks, or a file that cannot be read, is left out (the content check names it).
 */
export function readEditorWords(dataDir: string): Partial<Record<Locale, EditorWords>> {
  const file = path.join(dataDir, path.relative("data", editorWordsFile));
  if (!fs.existsSync(file)) return {};
  try {
    return languageBlocks(load(fs.readFileSync(file, "utf8"))) as Partial<Record<Locale, EditorWords>>;
  } catch {
    return {};
  }
}

/** The English hints by "Type.field" and "Type": the canonical YAML writer's comments (src/content/contentModel.ts). */
export function englishHints(dataDir: string): Record<string, string> {
  const english = readEditorWords(dataDir).en;
  return Object.fromEntries((english?.fields ?? []).filter((entry) => entry.hint).map((entry) => [entry.field, String(entry.hint)]));
}
