import { CORE_SCHEMA, load } from "js-yaml";
import { contentTypeFor } from "../../lib/contentPages";
import { contentFilePath } from "../../lib/contentFile";
import type { ContentModel } from "../../content/modelTypes";
import type { EditorWords } from "../../content/editorWords";
import { markedToReview } from "../../content/translations";
import { fillTemplate } from "../../lib/template";
import type { ImmutableMap } from "./decap";
import type { CurrentVersion, EntryFile, FileVersions } from "./fileVersions";
import { immutableFrom } from "./immutableValue";
import { placeWords, summaryOf } from "./problemWords";
import { refusal } from "./checkBeforeSave";
import { canonicalData, mergeSave, same, valueKey, type Choice, type Conflict, type Keep, type Kept, type Path } from "./saveMerge";

/**
 * Each save, decided once, before Decap writes it (its public preSave and postSave events):
 *
 *  1. "To review": a text whose words changed in one language since the form opened, while the
 *     other language's stayed as they were, is marked for that other language to review, with
 *     the words as they were when the form opened (src/content/translations.ts markedToReview,
 *     the rule `npm run format:content` applies against Git's last commit). A text written in
 *     both languages in one sitting, or a new item's text, is not marked.
 *  2. A save never undoes a save made elsewhere: when the file changed since the form opened
 *     (./fileVersions.ts), only what this form changed is written on top of the newer file
 *     (./saveMerge.ts), and the editor says what else it kept; when both changed the same field,
 *     the save is refused with both versions in view and a choice for each, and nothing is written.
 *  3. After the save, the form shows the file as written (what was kept from elsewhere, the marks
 *     to review, a date set to today), so that it is again the version the next save starts from.
 */

type Data = Record<string, unknown>;

/** Decap's event registry, as this uses it. */
export interface KeepSavesRegistry {
  registerEventListener(listener: { name: "preSave" | "postSave"; handler: (event: { entry: ImmutableMap }) => unknown }): void;
}

export interface KeepSavesSetup {
  readonly model: ContentModel;
  readonly locales: readonly string[];
  /** The editor's words in its language, and the language (which items are quoted in). */
  readonly words: EditorWords;
  readonly locale: string;
  readonly versions: Pick<FileVersions, "opened" | "current" | "expect">;
}

/** A conflict as the refusal shows it: its sentence, and what choosing does. */
export interface ConflictLine {
  readonly text: string;
  /** Where its field is in the form, to go there (undefined when the form no longer has it). */
  readonly path?: Path;
  readonly chosen?: Keep;
  choose(keep: Keep): void;
}

export interface KeepSavesFeedback {
  /** The save is refused: the same field changed here and elsewhere. */
  conflicts(intro: string, lines: readonly ConflictLine[]): void;
  /** Saved, with what was kept from the save made elsewhere. */
  kept(intro: string, lines: readonly string[]): void;
  /** A form's top field shows `value` (plain data; null for none) as it was written. */
  show(field: string, value: unknown): void;
  /** The form's top fields as it holds them now (plain data), to show what a save wrote differently. */
  form(): Record<string, unknown>;
}

/** When a version was saved, in the editor's words: "at 10:42", "on March 3, 2027 at 10:42". */
export function timeWords(at: Date, now: Date, words: EditorWords, locale: string): string {
  const tag = `${locale}-US`;
  // "7:19 a. m." and "10 a. m.", as the site writes Spanish times (data/spanish-style.md), not "7:19 a.m.", "10:00 a.m.".
  const clock = new Intl.DateTimeFormat(tag, { hour: "numeric", minute: "2-digit" }).format(at);
  const time = locale === "es" ? clock.replace(/\b([ap])\.\s?m\./g, "$1.\u00a0m.").replace(/:00(?=\s)/, "") : clock;
  // "a la 1:05", "a las 10:42": the hour on the clock says which.
  const hour = ((at.getHours() + 11) % 12) + 1;
  const form = new Intl.PluralRules(locale).select(hour) === "one" ? "one" : "other";
  const sameDay = at.toDateString() === now.toDateString();
  if (sameDay) return fillTemplate(words.interface.timeAt[form], { time });
  return fillTemplate(words.interface.timeOnDayAt[form], { time, date: new Intl.DateTimeFormat(tag, { dateStyle: "long" }).format(at) });
}

/** The words of one version's text in a file: a language's words, or a number, a choice… */
function valueWords(value: unknown, words: EditorWords): string {
  if (value === undefined || value === null || value === "") return words.interface.emptyValue;
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

export function keepSaves(cms: KeepSavesRegistry, setup: KeepSavesSetup, feedback: KeepSavesFeedback, now: () => Date = () => new Date()): void {
  const { model, locales, words, locale } = setup;
  /** The choices made for a file's conflicts, until a save of it is written. */
  const choices = new Map<string, Map<string, Choice>>();
  /** The save under way, and what to tell once it is written. */
  let pending: { path: string; kept: string[]; intro: string } | undefined;

  /** A place in one version of the file, in the editor's words; a text's language said after it. */
  function place(path: Path, data: unknown, typeName: string): string {
    const last = path[path.length - 1];
    const language = typeof last === "string" && locales.includes(last) ? last : undefined;
    const where = placeWords(language ? path.slice(0, -1) : path, language, { model, words, typeName, data, locale });
    return language ? fillTemplate(words.messages.inLanguage, { field: where, language: words.messages.languageNames[language] ?? language }) : where;
  }

  /** "Someone else… saved this page at 10:42": the time the backend gives, else the time the form opened. */
  function intro(kind: "kept" | "conflict", current: CurrentVersion, openedAt: Date): string {
    const at = current.savedAt ?? openedAt;
    const when = timeWords(at, now(), words, locale);
    const template = current.savedAt
      ? kind === "kept"
        ? words.interface.keptIntroAt
        : words.interface.conflictIntroAt
      : kind === "kept"
        ? words.interface.keptIntroSince
        : words.interface.conflictIntroSince;
    return fillTemplate(template, { when });
  }

  function conflictText(conflict: Conflict, mine: Data, theirs: Data, typeName: string): string {
    const where = place(conflict.path, conflict.in === "mine" ? mine : theirs, typeName);
    switch (conflict.kind) {
      case "deletedHere":
        return fillTemplate(words.interface.conflictDeletedHere, { place: where });
      case "deletedThere":
        return fillTemplate(words.interface.conflictDeletedThere, { place: where });
      case "order": {
        const order = (items: unknown) => (Array.isArray(items) ? items.map((item) => summaryOf(item, locale, false) ?? "").join(", ") : "");
        return fillTemplate(words.interface.conflictOrder, { place: where, mine: order(conflict.mine), theirs: order(conflict.theirs) });
      }
      default:
        return fillTemplate(words.interface.conflictValue, { place: where, mine: valueWords(conflict.mine, words), theirs: valueWords(conflict.theirs, words) });
    }
  }

  function keptText(kept: Kept, merged: Data, base: Data, typeName: string): string {
    const where = place(kept.path, kept.in === "base" ? base : merged, typeName);
    const template = { value: words.interface.keptValue, added: words.interface.keptAdded, deleted: words.interface.keptDeleted, moved: words.interface.keptMoved }[kept.kind];
    return fillTemplate(template, { place: where });
  }

  cms.registerEventListener({
    name: "preSave",
    handler: async ({ entry }) => {
      pending = undefined;
      const path = String(entry.get("path") ?? "");
      const typeName = contentTypeFor(contentFilePath(path));
      if (!model.types[typeName]) return undefined;
      const data = entry.get("data") as { toJS(): unknown } | undefined;
      const form = canonicalData(data?.toJS(), typeName, model);
      const opened = setup.versions.opened(path);
      const base = opened ? canonicalData(readYaml(opened.text), typeName, model) : undefined;
      // "To review", against the form as it opened: once per save, never per keystroke.
      const mine = base ? (markedToReview(form, base, typeName, model, locales) as Data) : form;
      const file: EntryFile = { path, collection: String(entry.get("collection") ?? ""), slug: String(entry.get("slug") ?? "") };
      const current = await setup.versions.current(file);
      setup.versions.expect(file, current);
      let result = mine;
      let kept: string[] = [];
      let told = "";
      const theirs = current.text === undefined ? undefined : readYaml(current.text);
      if (opened && base && current.text !== undefined && current.text !== opened.text && theirs !== undefined) {
        const newer = canonicalData(theirs, typeName, model);
        if (!same(newer, base)) {
          const fileChoices = choices.get(path) ?? new Map<string, Choice>();
          choices.set(path, fileChoices);
          const merged = mergeSave({ base, mine, theirs: newer, typeName, model, choices: fileChoices });
          if (merged.conflicts.some((conflict) => !conflict.chosen)) {
            const lines = merged.conflicts.map((conflict): ConflictLine => {
              return {
                text: conflictText(conflict, mine, newer, typeName),
                ...(conflict.in === "mine" ? { path: conflict.path } : {}),
                ...(conflict.chosen ? { chosen: conflict.chosen } : {}),
                choose: (keep) => fileChoices.set(conflict.id, { keep, mine: valueKey(conflict.mine), theirs: valueKey(conflict.theirs) }),
              };
            });
            feedback.conflicts(intro("conflict", current, opened.at), lines);
            throw refusal(words.interface.conflictHeading);
          }
          result = merged.data;
          kept = merged.kept.map((change) => keptText(change, merged.data, base, typeName));
          told = intro("kept", current, opened.at);
        }
      }
      pending = { path, kept, intro: told };
      // Decap saves the data returned, else the form's as it is.
      return same(result, form) ? undefined : immutableFrom(result, data);
    },
  });

  cms.registerEventListener({
    name: "postSave",
    handler: ({ entry }) => {
      const saved = pending;
      pending = undefined;
      const path = String(entry.get("path") ?? "");
      if (!saved || saved.path !== path) return undefined;
      choices.delete(path);
      const typeName = contentTypeFor(contentFilePath(path));
      const written = canonicalData((entry.get("data") as { toJS(): unknown } | undefined)?.toJS(), typeName, model);
      // The form shows the file as written (a field kept from elsewhere, a mark to review, a date set
      // to today): the next save starts from it.
      const shown = canonicalData(feedback.form(), typeName, model);
      for (const field of new Set([...Object.keys(shown), ...Object.keys(written)])) {
        if (!same(shown[field], written[field])) feedback.show(field, written[field] ?? null);
      }
      if (saved.kept.length > 0) feedback.kept(saved.intro, saved.kept);
      return undefined;
    },
  });
}

/** A version's text as data; undefined where YAML cannot read it (a save then writes the form's data, as before). */
function readYaml(text: string): unknown {
  try {
    return load(text, { schema: CORE_SCHEMA }) ?? {};
  } catch {
    return undefined;
  }
}
