import type { ContentModel, FieldKind, ModelField } from "../../content/modelTypes";
import { isLanguageField, outdatedKey } from "../../content/translations";
import { locales } from "../../lib/locales";
import type { EditorWords } from "../../content/editorWords";
import type { Problem } from "../../content/problems";
import { readabilityLimits } from "../../content/readability";
import type { ReadabilityWarning } from "../../content/readabilityCheck";
import { fillTemplate as fillIn } from "../../lib/template";
import { factFields, type FactName } from "../../content/facts";
import { editorFileLabel } from "../../content/editorGroups";

/**
 * A problem of the content check (src/content/problems.ts) as the editor says it, in the
 * editor's language, to a person with a browser: the field by its label, a list's item by its
 * number from 1 and its own words, the language it is in, and what to do; never a YAML path.
 *
 *   Testimonial 2, “I learned to speak up…” › Age (Spanish) is empty: fill it in.
 */

/** The fields an item is recognised by, in this order (the editor's list summaries use the same). */
export const summaryFields = ["title", "label", "heading", "question", "quote", "name", "role", "value", "number", "slug", "id", "alt"];

const summaryLength = 30;

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * An item's own words, cut to a short quotation: "I learned to speak up…"; a text's in `locale`
 * (src/content/translations.ts). `isText`: the item is a text of a list of texts (a page's
 * paragraphs), its own words, quoted as briefly.
 */
export function summaryOf(item: unknown, locale: string | undefined, isText: boolean): string | undefined {
  const words = (value: unknown): unknown => (isRecord(value) && locale ? value[locale] : value);
  const found = isRecord(item) && !isText
    ? summaryFields
        .map((name) => words(item[name]))
        .find((value) => (typeof value === "string" && value.trim()) || typeof value === "number")
    : typeof words(item) === "string" && String(words(item)).trim()
      ? words(item)
      : undefined;
  if (found === undefined) return undefined;
  const text = String(found).trim().replace(/\s+/g, " ");
  return text.length > summaryLength ? `${text.slice(0, summaryLength).trimEnd()}…` : text;
}

/** A language's key in a text, or the key of what a language to review was written for. */
const isLanguageKey = (step: string): boolean => (locales as readonly string[]).includes(step) || step === outdatedKey;

export interface PlaceContext {
  readonly model: ContentModel;
  readonly words: EditorWords;
  /** The file's type ("TestimonialsYaml"). */
  readonly typeName: string;
  /** The file's data (every language in it: src/content/translations.ts), to name a list's items by their own words. */
  readonly data?: unknown;
  /** The language an item is quoted in where the problem is in none: the editor's. */
  readonly locale?: string;
}

/**
 * The place of a problem, in words: "Testimonial 2, “I learned to…” › Age". The path is the
 * file's (./problems.ts): a text's language key at its end is said by the message, not here.
 */
export function placeWords(path: Problem["path"], locale: string | undefined, context: PlaceContext): string {
  const labels = new Map(context.words.fields.map((entry) => [entry.field, entry]));
  const { messages } = context.words;
  const quoteIn = locale ?? context.locale;
  const parts: string[] = [];
  let typeName: string | undefined = context.typeName;
  let kind: FieldKind | undefined;
  let field: ModelField | undefined;
  let value: unknown = context.data;
  let listLabel: string | undefined;
  for (let index = 0; index < path.length; index += 1) {
    const step = path[index];
    if (typeof step === "number") {
      // A list's item: its number from 1 and its own words, in place of the list's label.
      if (listLabel !== undefined) parts.pop();
      const item = Array.isArray(value) ? value[step] : undefined;
      const summary = summaryOf(item, quoteIn, kind?.kind === "list" && kind.of.kind === "string");
      const name = listLabel ?? "";
      parts.push(summary ? fillIn(messages.itemWithSummary, { item: name, number: step + 1, summary }) : fillIn(messages.item, { item: name, number: step + 1 }));
      value = item;
      kind = kind?.kind === "list" ? kind.of : kind;
      typeName = kind?.kind === "object" ? kind.type : undefined;
      listLabel = undefined;
      continue;
    }
    // A text's words in a language, or a list each language has its own of: the language is the
    // message's to say. Skipped by its key, so a language with no words yet is said too.
    if (field && (field.rules?.perLanguage || (kind?.kind !== "object" && kind?.kind !== "list" && isLanguageField(field))) && isLanguageKey(step) && !typeName) {
      value = isRecord(value) ? value[step] : undefined;
      continue;
    }
    field = typeName ? context.model.types[typeName]?.fields.find((candidate) => candidate.name === step) : undefined;
    const words = typeName ? labels.get(`${typeName}.${step}`) : undefined;
    parts.push(words?.label ?? step);
    kind = field?.type;
    listLabel = kind?.kind === "list" ? (words?.item ?? words?.label ?? step) : undefined;
    typeName = kind?.kind === "object" ? kind.type : undefined;
    value = isRecord(value) ? value[step] : undefined;
  }
  // "Photo › Photo" (a photo field's object and its file) reads as one.
  return parts.filter((part, index) => part !== parts[index - 1]).join(` ${messages.separator} `);
}

/** The message's words for a problem's code, and what fills them in. */
function template(problem: Problem, words: EditorWords): { text: string; hasLanguage: boolean } {
  const { messages } = words;
  switch (problem.code) {
    case "missing":
    case "notText":
    case "notList":
    case "notObject":
      return { text: messages.missing, hasLanguage: false };
    case "onlySpaces":
      return { text: messages.onlySpaces, hasLanguage: false };
    case "tooLong":
      return { text: messages.tooLong, hasLanguage: false };
    case "format":
      return { text: messages[String(problem.params.format)] ?? messages.other, hasLanguage: false };
    case "pageSlash":
    case "noPage":
      return { text: messages.page, hasLanguage: false };
    case "range":
    case "notWholeNumber":
    case "notNumber":
      return { text: messages.range, hasLanguage: false };
    case "notOneOf":
    case "notBoolean":
    case "notDate":
      return { text: messages.choice, hasLanguage: false };
    case "noPhoto":
    case "notPhotoPath":
      return { text: messages.noPhoto, hasLanguage: false };
    case "photoInFolder":
      return { text: messages.photoInFolder, hasLanguage: false };
    case "usedTwice":
      return { text: messages.usedTwice, hasLanguage: false };
    case "missingInLanguage":
      return { text: messages.missingInLanguage, hasLanguage: true };
    case "notTranslated":
    case "notOutdated":
    case "unknownLanguage":
      return { text: messages.other, hasLanguage: false };
    case "mailSubject":
      return { text: messages.mailSubject, hasLanguage: true };
    case "copied":
      return { text: messages.copied, hasLanguage: true };
    case "photoTooNarrow":
      return { text: messages.photoTooNarrow, hasLanguage: false };
    case "photoTooLarge":
      return { text: messages.photoTooLarge, hasLanguage: false };
    case "photoUnreadable":
      return { text: messages.photoUnreadable, hasLanguage: false };
    case "photoHeic":
      return { text: messages.photoHeic, hasLanguage: false };
    case "photoPosition":
      return { text: messages.photoPosition, hasLanguage: false };
    case "photoInUse":
      return { text: messages.photoInUse, hasLanguage: false };
    case "factEmpty":
    case "factByHand":
    case "factContradicted":
    case "factUnsaid":
    case "factMisplaced":
    case "factMaybeByHand":
      return { text: messages[problem.code] ?? messages.other, hasLanguage: false };
    default:
      return { text: messages.other, hasLanguage: false };
  }
}

/** Where a fact is held, as the editor names it: "Organization › Hours to answer a message". */
function factPlace(fact: unknown, context: PlaceContext): string {
  const held = factFields[fact as FactName];
  if (!held) return String(fact ?? "");
  const field = placeWords(held.path, undefined, { model: context.model, words: context.words, typeName: held.typeName });
  return [editorFileLabel(context.words, held.file), field].filter(Boolean).join(` ${context.words.messages.separator} `);
}

/** A photo's file as an editor knows it: its name alone ("team-founder.jpg"). */
const photoName = (photo: unknown): string => String(photo ?? "").replace(/^.*\//, "");

/**
 * The sentence for one problem. `detail` is the build's own line, for the rare problem an editor's
 * form cannot cause (a file of the wrong shape), so it is never unexplained.
 */
export function problemWords(problem: Problem, context: PlaceContext, detail?: string): string {
  const { words } = context;
  const { text, hasLanguage } = template(problem, words);
  const language = problem.locale ? (words.messages.languageNames[problem.locale] ?? problem.locale) : "";
  const place = placeWords(problem.path, problem.locale, context);
  const field = problem.locale && !hasLanguage && place ? fillIn(words.messages.inLanguage, { field: place, language }) : place;
  const p = problem.params;
  const places = problem.code === "copied" ? (JSON.parse(String(p.places)) as Problem["path"][]) : [];
  const shown = places.slice(0, 3).map((at) => placeWords(at, problem.locale, context));
  const values: Record<string, string | number> = {
    ...p,
    field,
    language,
    photo: photoName(p.photo ?? problem.file),
    found: String(p.found ?? ""),
    english: p.defaultCount ?? "",
    other: typeof p.other === "number" ? placeWords([...problem.path.slice(0, -2), p.other], problem.locale, context) : String(p.other ?? ""),
    fields: `${shown.join("; ")}${places.length > shown.length ? "; …" : ""}`,
    detail: detail ?? problem.code,
    ...(problem.code.startsWith("fact") ? { source: factPlace(p.fact, context), otherSource: factPlace(p.other, context) } : {}),
  };
  // A problem of the file as a whole, or of a language block, has no field to name: its words
  // start with what is wrong, not with an empty name and its colon (": the file is empty"); the
  // editor puts the file's label before them ("Testimonials: is empty in Spanish, …").
  const sentence = place ? text : text.replace(/^\{field\}[\s:›]*/, "");
  return fillIn(sentence, values).trim();
}

/** A quoted sentence cut to what a notice line holds: its first words and "…". */
const sentenceLength = 80;
const quoted = (sentence: string): string => (sentence.length > sentenceLength ? `${sentence.slice(0, sentenceLength).replace(/\s+\S*$/, "")}…` : sentence);

/**
 * A plain-language warning (src/content/readabilityCheck.ts) as the editor says it after a save:
 * the field by its label and item, the figure and the aim, the sentence quoted. A suggestion, not
 * a refusal: the entry is saved.
 */
export function readabilityWords(warning: ReadabilityWarning, context: PlaceContext): string {
  const { messages } = context.words;
  const language = messages.languageNames[warning.locale] ?? warning.locale;
  const place = placeWords(warning.path, warning.locale, context);
  const field = fillIn(messages.inLanguage, { field: place, language });
  const values = { field, language, sentence: quoted(warning.sentence), words: warning.words };
  switch (warning.kind) {
    case "longSentence":
      return fillIn(messages.longSentence, { ...values, limit: readabilityLimits.maxSentenceWords });
    case "grade":
      return fillIn(messages.readingGrade, { ...values, field: place, score: warning.score.toFixed(1), limit: readabilityLimits.maxGrade });
    default:
      return fillIn(messages.readingEase, { ...values, field: place, score: warning.score.toFixed(1), limit: readabilityLimits.minInflesz });
  }
}
