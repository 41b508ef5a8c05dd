import { contentTypeFor } from "../../lib/contentPages";
import { checkContentFile } from "../../content/validateContent";
import { formatContent } from "../../content/canonicalYaml";
import { followDefaultLanguage } from "../../content/followDefaultLanguage";
import { normaliseBlocks } from "../../content/normaliseTexts";
import { photoInRepository } from "../../content/photoUses";
import type { ContentModel } from "../../content/modelTypes";
import type { EditorWords } from "../../content/editorWords";
import { describeProblem, type Problem } from "../../content/problems";
import { contentFilePath } from "../../lib/contentFile";
import { defaultLocale, locales } from "../../lib/locales";
import type { ImmutableMap } from "./decap";
import { photoProblems } from "./photoChecks";
import type { PhotoLibrary } from "./photoLibrary";
import { problemWords, readabilityWords } from "./problemWords";
import { checkReadability } from "../../content/readabilityCheck";

/** Decap's event registry, as the check uses it. */
export interface SaveEventRegistry {
  registerEventListener(listener: { name: "preSave"; handler: (event: { entry: ImmutableMap }) => unknown }): void;
}

/** What a refused or a finished save does in the editor's page (./notices.ts, ./formLanguage.ts). */
export interface SaveFeedback {
  /** The check's sentences, and the language of the first problem in a language. */
  refused(lines: readonly string[], locale: string | null): void;
  /** Saved; `suggestions`: where a text passes the plain-language limits, in the editor's words. */
  saved(suggestions: readonly string[]): void;
}

export interface CheckSetup {
  readonly model: ContentModel;
  readonly routes: readonly string[];
  /** The editor's words in its language. */
  readonly words: EditorWords;
  readonly photos: PhotoLibrary;
}

type ImmutableData = { toJS(): unknown } | undefined;
type Blocks = Record<string, unknown>;

/**
 * The file an entry would be saved as: every language's block (Decap keeps the default language's
 * data in `data`, the others' under `i18n.<locale>.data`), as the editor's format writes it
 * (src/content/canonicalYaml.ts decapYamlFormat): what is not language following English, texts
 * as the page shows them.
 */
function entryFile(entry: ImmutableMap, model: ContentModel): { path: string; typeName: string; blocks: Blocks; text: string } {
  const path = String(entry.get("path") ?? "");
  const typeName = contentTypeFor(contentFilePath(path));
  const read = Object.fromEntries(
    locales.map((locale) => [locale, ((locale === defaultLocale ? entry.get("data") : entry.getIn(["i18n", locale, "data"])) as ImmutableData)?.toJS()]),
  );
  const blocks = normaliseBlocks(followDefaultLanguage(read, typeName, model, locales, defaultLocale), typeName, model, locales) as Blocks;
  return { path, typeName, blocks, text: formatContent(blocks, typeName, model, { locales: [...locales] }) };
}

/** The photos just uploaded into this entry (Decap's draft media files): checked like the library's. */
function draftPhotos(entry: ImmutableMap): { path: string; file: Blob & { name?: string } }[] {
  const files = (entry.get("mediaFiles") as { toJS?: () => unknown } | undefined)?.toJS?.() as { path?: string; file?: Blob; draft?: boolean }[] | undefined;
  return (files ?? []).flatMap((media) => (media.draft && media.file && media.path ? [{ path: media.path, file: media.file }] : []));
}

/** A refusal Decap shows in its toast as it is (its phrase for it is "%{details}"), without "Error:". */
export function refusal(summary: string): Error {
  const error = new Error(summary);
  error.toString = () => summary;
  return error;
}

/**
 * The build's content check on the whole entry, every language, photos included, before Decap
 * saves it: what the build would refuse is never "Saved". Its problems are told in the editor's
 * language, by field label and list item, in a notice kept in view while they are fixed
 * (./notices.ts), and the form turns to the language of the first one.
 */
export function checkBeforeSave(cms: SaveEventRegistry, setup: CheckSetup, feedback?: SaveFeedback): void {
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      const { path, typeName, blocks, text } = entryFile(entry, setup.model);
      const drafts = draftPhotos(entry);
      const problems: Problem[] = checkContentFile(
        { label: path, typeName, text },
        {
          photoExists: (photo) => {
            const inRepository = photoInRepository(path, photo);
            return setup.photos.has(inRepository) || drafts.some((draft) => draft.path === inRepository);
          },
          routes: new Set(setup.routes),
        },
      );
      for (const draft of drafts) problems.push(...(await photoProblems(draft.file, draft.path)));
      if (problems.length > 0) {
        const context = { model: setup.model, words: setup.words, typeName, data: blocks };
        feedback?.refused(
          problems.map((problem) => problemWords(problem, context, describeProblem(problem))),
          problems.find((problem) => problem.locale)?.locale ?? null,
        );
        throw refusal(setup.words.interface.problemsHeading);
      }
      // Plain language is asked for, not required: the entry is saved, with a note of what to shorten.
      const { warnings } = checkReadability({ label: path, typeName, text });
      const context = { model: setup.model, words: setup.words, typeName, data: blocks };
      feedback?.saved(warnings.map((warning) => readabilityWords(warning, context)));
      // Nothing returned: Decap saves the entry's data as it is (its format writes it as checked).
      return undefined;
    },
  });
}
