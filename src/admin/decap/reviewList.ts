import type { EditorWords } from "../../content/editorWords";
import type { ContentModel } from "../../content/modelTypes";
import { textsToReview, type TextToReview } from "../../content/translations";
import { contentFilePath } from "../../lib/contentFile";
import { contentTypeFor } from "../../lib/contentPages";
import { capitalised, fillTemplate } from "../../lib/template";
import { load, CORE_SCHEMA } from "js-yaml";
import { placeWords } from "./problemWords";

/**
 * What is left to translate, for the coordinator: every text whose words in one language changed
 * after the other language's were written (src/content/translations.ts `outdated`), read from the
 * backend now (a save since counts), each named by its file, field and item in the editor's
 * language, with the words it was written for and the other language's now, and a way to the field,
 * where it is marked reviewed (./fieldWidgets.ts). Decap has no view of this (decap-cms#5229).
 */

export interface ReviewSetup {
  /** Every content file, as the repository names it ("data/curriculum.yaml"). */
  readonly contentFiles: readonly string[];
  readonly model: ContentModel;
  readonly locales: readonly string[];
  /** The editor's words in its language, and that language. */
  readonly words: EditorWords;
  readonly locale: string;
  /** A file as the backend has it now; undefined when it cannot be read. */
  readonly read: (path: string) => Promise<string | undefined>;
  /** A content file as the editor lists it ("Programs"). */
  readonly fileLabel: (path: string) => string;
}

/** A text to review in a file, and its line in the editor's words. */
export interface ReviewItem extends TextToReview {
  readonly file: string;
  readonly line: string;
}

/** Every text to review, file by file in the editor's order of files. */
export async function findToReview(setup: ReviewSetup): Promise<ReviewItem[]> {
  const { words, model, locale } = setup;
  const languageName = (code: string) => words.messages.languageNames[code] ?? code;
  const found: ReviewItem[] = [];
  for (const file of setup.contentFiles) {
    const text = await setup.read(file);
    if (text === undefined) continue;
    let data: unknown;
    try {
      data = load(text, { schema: CORE_SCHEMA });
    } catch {
      continue; // The content check names a file that cannot be read.
    }
    const typeName = contentTypeFor(contentFilePath(file));
    for (const item of textsToReview(data, typeName, model, setup.locales)) {
      const field = [setup.fileLabel(file), placeWords(item.path, item.locale, { model, words, typeName, data, locale })].join(` ${words.messages.separator} `);
      const line = fillTemplate(words.interface.toReviewLine, { field: capitalised(field, locale), language: languageName(item.locale), before: item.before, source: languageName(item.source), now: item.now });
      found.push({ ...item, file, line });
    }
  }
  return found;
}
