import type { ContentModel, FieldKind, ModelField } from "./modelTypes";

/**
 * How a file of data/ holds its languages (issue #43): its structure once (every list, every item,
 * every value that is not language), and only its words per language, beside each other:
 *
 *   sessions:
 *     - title:
 *         en: Respect and Diversity
 *         es: Respeto y diversidad
 *
 * so an item added, deleted or moved is added, deleted or moved in every language at once, and a
 * value that is not language (a photo, a number, a link's page) exists once. A language's copy of
 * the file, as a page's query reads it, is a projection (`languageBlock`): the build makes a node of
 * each (plugins/content/gatsby-node.ts), the editor's preview shows one, the tests read one.
 *
 * A text whose words in one language changed after the other's were written keeps, under
 * `outdated`, what the other language's words were written for, until someone reviews them:
 *
 *   title:
 *     en: Self-Control and Managing Impulses
 *     es: Autocontrol y manejo de los impulsos
 *     outdated:
 *       es: Self-Control and Impulse Management
 *
 * (the Spanish was written for the English "Self-Control and Impulse Management"). Pure and
 * model-driven (the content model as JSON, ./contentModel.ts), for the build, the editor and tests.
 */

/** The key beside a text's languages that holds, per language to review, what its words were written for. */
export const outdatedKey = "outdated";

type Data = Record<string, unknown>;
export const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The innermost kind of a field: past its lists. */
export const leafKind = (kind: FieldKind): FieldKind => (kind.kind === "list" ? leafKind(kind.of) : kind);

/** Whether a field holds words of a language (one text per language), as opposed to one value for all of them. */
export function isLanguageField(field: Pick<ModelField, "type" | "rules">): boolean {
  return leafKind(field.type).kind === "string" && !field.rules?.same;
}

/**
 * A text of a language field, as the file holds it: its words in each language, and what a language
 * to review was written for.
 */
export interface Translation {
  readonly [locale: string]: unknown;
}

/** The words of one language in a text as the file holds it (a plain text, written by mistake, counts for every language). */
export function wordsIn(value: unknown, locale: string): unknown {
  return isRecord(value) ? value[locale] : value;
}

/** What a language's words were written for, where they are to review: `outdated.<locale>`. */
export function outdatedSource(value: unknown, locale: string): string | undefined {
  const outdated = isRecord(value) ? value[outdatedKey] : undefined;
  const source = isRecord(outdated) ? outdated[locale] : undefined;
  return typeof source === "string" ? source : undefined;
}

function project(value: unknown, field: Pick<ModelField, "type" | "rules">, kind: FieldKind, model: ContentModel, locale: string): unknown {
  if (value === undefined || value === null) return value;
  if (kind.kind === "list") return Array.isArray(value) ? value.map((item) => project(item, field, kind.of, model, locale)) : value;
  if (kind.kind === "object") return languageBlock(value, kind.type, model, locale);
  if (kind.kind === "string" && isLanguageField(field)) return wordsIn(value, locale);
  return value;
}

/**
 * One language's copy of a value of the type `typeName` as the file holds it (the whole file, or
 * any object in it): each text in that language, everything else as it is. A field the model does
 * not know is left out (the content check names it).
 */
export function languageBlock(value: unknown, typeName: string, model: ContentModel, locale: string): unknown {
  const type = model.types[typeName];
  if (!type || !isRecord(value)) return value;
  const block: Data = {};
  for (const field of type.fields) {
    if (!(field.name in value)) continue;
    const inner = value[field.name];
    // A list each language has its own of: the file holds one per language.
    block[field.name] = field.rules?.perLanguage ? wordsIn(inner, locale) : project(inner, field, field.type, model, locale);
  }
  return block;
}

/** Every language's copy of a file, by language. */
export function languageBlocks<L extends string>(value: unknown, typeName: string, model: ContentModel, locales: readonly L[]): Record<L, Data> {
  return Object.fromEntries(locales.map((locale) => [locale, (isRecord(value) ? languageBlock(value, typeName, model, locale) : {}) as Data])) as Record<L, Data>;
}

/** A place in a file as it holds its content: keys and list positions, a language's key last for a text. */
export type StoragePath = readonly (string | number)[];

/** A text of a language field, found in a file: where it is, and the text as the file holds it. */
export interface FoundText {
  readonly path: StoragePath;
  readonly field: ModelField;
  /** The type the field belongs to. */
  readonly typeName: string;
  readonly value: unknown;
}

/** Every text of a language field in a file, in the file's order (a list each language has its own of is not walked). */
export function languageTexts(value: unknown, typeName: string, model: ContentModel, path: StoragePath = []): FoundText[] {
  const type = model.types[typeName];
  if (!type || !isRecord(value)) return [];
  const found: FoundText[] = [];
  const walk = (inner: unknown, field: ModelField, kind: FieldKind, at: StoragePath): void => {
    if (inner === undefined || inner === null) return;
    if (kind.kind === "list") {
      if (Array.isArray(inner)) inner.forEach((item, index) => walk(item, field, kind.of, [...at, index]));
    } else if (kind.kind === "object") found.push(...languageTexts(inner, kind.type, model, at));
    else if (kind.kind === "string" && isLanguageField(field)) found.push({ path: at, field, typeName, value: inner });
  };
  for (const field of type.fields) {
    if (field.rules?.perLanguage || !(field.name in value)) continue;
    walk(value[field.name], field, field.type, [...path, field.name]);
  }
  return found;
}

/** A language's words to review: the other language changed since they were written. */
export interface TextToReview {
  /** Where the text is; its language key is `locale`. */
  readonly path: StoragePath;
  /** The language whose words are to review. */
  readonly locale: string;
  /** The language that changed, and its words before (what `locale`'s were written for) and now. */
  readonly source: string;
  readonly before: string;
  readonly now: string;
}

/** Every language's words to review in a file, in the file's order (./translations.ts `outdated`). */
export function textsToReview(value: unknown, typeName: string, model: ContentModel, locales: readonly string[]): TextToReview[] {
  return languageTexts(value, typeName, model).flatMap((text) => {
    if (!isRecord(text.value)) return [];
    const words = text.value;
    return locales.flatMap((locale) => {
      const before = outdatedSource(words, locale);
      if (before === undefined) return [];
      const source = locales.find((other) => other !== locale && typeof words[other] === "string" && String(words[other]).trim()) ?? locales.find((other) => other !== locale) ?? locale;
      return [{ path: text.path, locale, source, before, now: String(words[source] ?? "") }];
    });
  });
}

/**
 * A file with its texts marked to review where one language's words changed since `before` while
 * another language's stayed the same, with the changed language's words as they were in `before`.
 * One rule, applied once per change: `npm run format:content` against Git's last commit (an edit
 * made by hand), the editor against the form as it opened, once per save (src/admin/decap/keepSaves.ts).
 * A text is found in `before` by the words that did not change, wherever it was (a list reordered
 * since), where those words are found once, or else at the same place outside lists: a text
 * written in both languages since, or a new item's text, is found nowhere and marked for nothing.
 * Words that were themselves to review (being brought up to date) mark nothing; a mark whose words
 * the other language is back to exactly is taken off (there is nothing left to review).
 */
export function markedToReview(after: unknown, before: unknown, typeName: string, model: ContentModel, locales: readonly string[]): unknown {
  const old = languageTexts(before, typeName, model).filter((text) => isRecord(text.value));
  const marks = new Map<string, { add: Record<string, string>; remove: string[] }>();
  for (const text of languageTexts(after, typeName, model)) {
    if (!isRecord(text.value)) continue;
    const words = text.value;
    const outdated: Record<string, string> = {};
    for (const kept of locales) {
      const same = typeof words[kept] === "string" ? old.filter((candidate) => (candidate.value as Record<string, unknown>)[kept] === words[kept]) : [];
      // Words found in several texts (a page's title and heading both "Contacto"): the one at the same
      // place, outside lists (an item deleted or moved puts another item at its place).
      const found = same.length === 1 ? same[0] : text.path.every((step) => typeof step === "string") ? same.find((candidate) => JSON.stringify(candidate.path) === JSON.stringify(text.path)) : undefined;
      if (!found) continue;
      const was = found.value as Record<string, unknown>;
      for (const changed of locales) {
        if (changed === kept || outdatedSource(words, kept) !== undefined) continue;
        // The changed words were to review themselves: brought up to date, which is no change to review in `kept`.
        if (outdatedSource(was, changed) !== undefined || outdatedSource(words, changed) !== undefined) continue;
        if (typeof was[changed] === "string" && typeof words[changed] === "string" && was[changed] !== words[changed]) outdated[kept] = String(was[changed]);
      }
    }
    const remove = locales.filter((locale) => {
      const source = outdatedSource(words, locale);
      return source !== undefined && locales.some((other) => other !== locale && words[other] === source);
    });
    if (Object.keys(outdated).length > 0 || remove.length > 0) marks.set(JSON.stringify(text.path), { add: outdated, remove });
  }
  if (marks.size === 0) return after;
  const mark = (value: unknown, path: StoragePath): unknown => {
    const change = marks.get(JSON.stringify(path));
    if (change && isRecord(value)) {
      const outdated: Data = { ...(isRecord(value[outdatedKey]) ? value[outdatedKey] : {}), ...change.add };
      for (const locale of change.remove) delete outdated[locale];
      const words = Object.fromEntries(Object.entries(value).filter(([key]) => key !== outdatedKey));
      return Object.keys(outdated).length > 0 ? { ...words, [outdatedKey]: outdated } : words;
    }
    if (Array.isArray(value)) return value.map((item, index) => mark(item, [...path, index]));
    if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mark(inner, [...path, key])]));
    return value;
  };
  return mark(after, []);
}
