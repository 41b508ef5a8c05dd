import { contentTypeFor } from "../../lib/contentPages";
import { checkContentFile } from "../../content/validateContent";
import { formatContent } from "../../content/canonicalYaml";
import { normaliseTexts } from "../../content/normaliseTexts";
import { photoInRepository } from "../../content/photoUses";
import type { ContentModel } from "../../content/modelTypes";
import type { EditorWords } from "../../content/editorWords";
import { describeProblem, type Problem } from "../../content/problems";
import { contentFilePath } from "../../lib/contentFile";
import { todayInSiteTimeZone } from "../../lib/siteTime";
import { load, CORE_SCHEMA } from "js-yaml";
import type { ImmutableMap } from "./decap";
import { photoProblems } from "./photoChecks";
import type { PhotoLibrary } from "./photoLibrary";
import { placeWords, problemWords, readabilityWords } from "./problemWords";
import { fillTemplate } from "../../lib/template";
import { formatDate } from "../../lib/siteTime";
import { defaultLocale, isLocale } from "../../lib/locales";
import { checkReadability } from "../../content/readabilityCheck";
import { factContext, factFindings } from "../../content/factCheck";

/** Decap's event registry, as the check uses it. */
export interface SaveEventRegistry {
  registerEventListener(listener: { name: "preSave" | "postSave"; handler: (event: { entry: ImmutableMap }) => unknown }): void;
}

/** A line of a refused save, and where its field is (the file's place, and the language of its words). */
export interface RefusedLine {
  readonly text: string;
  readonly path: Problem["path"];
  readonly locale?: string;
}

/** What a refused or a finished save does in the editor's page (./notices.ts, ./fieldRegistry.ts). */
export interface SaveFeedback {
  /** The check's sentences, each with its field's place to go to. */
  refused(lines: readonly RefusedLine[]): void;
  /**
   * Saved; `suggestions`: where a text passes the plain-language limits, in the editor's words;
   * `stamped`: the dates set to today because the file's text changed ("Last updated").
   */
  saved(suggestions: readonly string[], stamped: readonly string[]): void;
}

export interface CheckSetup {
  readonly model: ContentModel;
  readonly routes: readonly string[];
  /** The editor's words in its language. */
  readonly words: EditorWords;
  readonly photos: PhotoLibrary;
  /** The file as it is saved now (the backend's), to tell whether its text changed; undefined for a new one. */
  readonly savedFile: (path: string) => Promise<string | undefined>;
  /** The editor's language, which a list's item is quoted in. */
  readonly locale?: string;
  /** Today, in the organisation's time zone (src/lib/siteTime.ts). */
  readonly today?: () => string;
}

type Data = Record<string, unknown>;
type ImmutableData = { toJS(): unknown; set(key: string, value: unknown): unknown } | undefined;

/**
 * The file an entry would be saved as: its data (the whole file, every language in it:
 * src/content/translations.ts) as the editor's format writes it (src/content/canonicalYaml.ts
 * decapYamlFormat), its texts as the page shows them.
 */
function entryFile(entry: ImmutableMap, model: ContentModel): { path: string; typeName: string; data: Data; text: string } {
  const path = String(entry.get("path") ?? "");
  const typeName = contentTypeFor(contentFilePath(path));
  const data = normaliseTexts(((entry.get("data") as ImmutableData)?.toJS() ?? {}) as Data, typeName, model) as Data;
  return { path, typeName, data, text: formatContent(data, typeName, model) };
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

/** The top fields of a file's type that say when its other fields last changed (@stamp). */
const stampFields = (typeName: string, model: ContentModel): string[] => (model.types[typeName]?.fields ?? []).filter((field) => field.rules?.stamp).map((field) => field.name);

/**
 * A form's top fields that mark its photo a sample photo (`@beforeLaunch(check: "samplePhoto", at:)`,
 * the share photo's) and are ticked while that photo is no longer the one saved: the mark goes with
 * the photo it was for (a photo inside a Photo object loses it as it is chosen: ./fieldWidgets.ts).
 */
function staleSampleMarks(typeName: string, model: ContentModel, data: Data, saved: unknown): string[] {
  const before = typeof saved === "object" && saved !== null ? (saved as Data) : {};
  return (model.types[typeName]?.fields ?? [])
    .filter((field) => field.rules?.beforeLaunch?.check === "samplePhoto" && field.rules.beforeLaunch.at && data[field.name] === true)
    .filter((field) => data[field.rules!.beforeLaunch!.at!] !== before[field.rules!.beforeLaunch!.at!])
    .map((field) => field.name);
}

/** The files the organisation's facts are read from (src/content/facts.ts). */
const factFiles = { site: "data/site.yaml", curriculum: "data/curriculum.yaml" } as const;

/**
 * The organisation's facts in the entry's texts (src/content/factCheck.ts), the facts read from the
 * saved site.yaml and curriculum.yaml, or from the entry when it is one of them.
 */
async function factsOfEntry(path: string, typeName: string, data: Data, setup: CheckSetup) {
  const read = async (file: string): Promise<unknown> => {
    if (file === path) return data;
    const text = await setup.savedFile(file);
    try {
      return text === undefined ? undefined : load(text, { schema: CORE_SCHEMA });
    } catch {
      return undefined;
    }
  };
  const context = factContext(await read(factFiles.site), await read(factFiles.curriculum), setup.model);
  return factFindings({ file: path, typeName, data }, context, setup.model);
}

/** A file's content without its stamps, to compare: the same text read back the same way. */
function withoutStamps(data: unknown, stamps: readonly string[], typeName: string, model: ContentModel): string {
  if (typeof data !== "object" || data === null) return "";
  const rest = Object.fromEntries(Object.entries(data as Data).filter(([key]) => !stamps.includes(key)));
  return formatContent(normaliseTexts(rest, typeName, model), typeName, model);
}

/**
 * The build's content check on the whole entry, every language, photos and the organisation's
 * facts included (a fact written by hand in a sentence about it: src/content/factCheck.ts), before
 * Decap saves it: what the build would refuse is never "Saved", and nothing is refused with nothing in
 * view. Its problems are told in the editor's language, by field label, list item and language,
 * in a notice kept in view while they are fixed, each with a way to its field (./fieldRegistry.ts).
 * A date that says when the file last changed (a legal page's "Last updated", @stamp) is set to
 * today when its other fields changed, and the notice after the save says so; a form's photo
 * marked a sample photo (the share photo) loses the mark when another photo was chosen.
 */
export function checkBeforeSave(cms: SaveEventRegistry, setup: CheckSetup, feedback?: SaveFeedback): void {
  // What to say once the save is written (a save may still be refused after this check: ./keepSaves.ts).
  let told: { suggestions: string[]; stamped: string[] } | undefined;
  cms.registerEventListener({
    name: "postSave",
    handler: () => {
      if (told) feedback?.saved(told.suggestions, told.stamped);
      told = undefined;
      return undefined;
    },
  });
  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      told = undefined;
      const { path, typeName, data, text } = entryFile(entry, setup.model);
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
      const facts = await factsOfEntry(path, typeName, data, setup);
      problems.push(...facts.problems);
      const context = { model: setup.model, words: setup.words, typeName, data, locale: setup.locale };
      if (problems.length > 0) {
        feedback?.refused(problems.map((problem) => ({ text: problemWords(problem, context, describeProblem(problem)), path: problem.path, ...(problem.locale ? { locale: problem.locale } : {}) })));
        throw refusal(setup.words.interface.problemsHeading);
      }
      // The text changed since it was saved: its "last updated" date is today.
      const stamps = stampFields(typeName, setup.model);
      let stamped: string[] = [];
      let result: unknown;
      if (stamps.length > 0) {
        const before = await setup.savedFile(path);
        const today = (setup.today ?? todayInSiteTimeZone)();
        const changed = before === undefined || withoutStamps(load(before, { schema: CORE_SCHEMA }), stamps, typeName, setup.model) !== withoutStamps(data, stamps, typeName, setup.model);
        const due = stamps.filter((name) => String(data[name] ?? "").slice(0, 10) !== today);
        if (changed && due.length > 0) {
          result = due.reduce<unknown>((value, name) => (value as { set(key: string, value: unknown): unknown }).set(name, today), entry.get("data"));
          stamped = due.map((name) => fillTemplate(setup.words.interface.stamped, { field: placeWords([name], undefined, context), date: formatDate(today, isLocale(setup.locale) ? setup.locale : defaultLocale) }));
        }
      }
      // A sample photo replaced at a form's top (the share photo): no longer marked a sample.
      const marked = (setup.model.types[typeName]?.fields ?? []).some((field) => field.rules?.beforeLaunch?.check === "samplePhoto" && field.rules.beforeLaunch.at && data[field.name] === true);
      if (marked) {
        const before = await setup.savedFile(path);
        const stale = staleSampleMarks(typeName, setup.model, data, before === undefined ? undefined : load(before, { schema: CORE_SCHEMA }));
        if (stale.length > 0) result = stale.reduce<unknown>((value, name) => (value as { delete(key: string): unknown }).delete(name), result ?? entry.get("data"));
      }
      // Plain language is asked for, not required: the entry is saved, with a note of what to shorten.
      const { warnings } = checkReadability({ label: path, typeName, text });
      told = {
        suggestions: [...facts.warnings.map((warning) => problemWords(warning, context, describeProblem(warning))), ...warnings.map((warning) => readabilityWords(warning, context))],
        stamped,
      };
      // Decap saves the data returned (a stamp set), else the entry's data as it is (its format writes it as checked).
      return result;
    },
  });
}
