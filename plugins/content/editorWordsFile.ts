import type { EditorWords } from "../../src/content/editorWords";
import { editorWordsOf, englishHintsOf } from "../../src/content/editorWordsFile";
import type { Locale } from "../../src/lib/locales";
import { readContentTexts } from "./contentTree";

/**
 * The editor's words (data/editor.yaml) of a content folder on disk, for what reads them apart from
 * a build's tree: the editor's build (plugins/editor), the tests. A build and the content check
 * read them from the one tree (src/content/editorWordsFile.ts).
 */
export const readEditorWords = (dataDir: string): Partial<Record<Locale, EditorWords>> => editorWordsOf(readContentTexts(dataDir));

/** The English hints by "Type.field" and "Type" of a content folder on disk: the canonical YAML writer's comments. */
export const englishHints = (dataDir: string): Record<string, string> => englishHintsOf(readContentTexts(dataDir));
