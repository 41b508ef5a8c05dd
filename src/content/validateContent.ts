import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  type GraphQLField,
  type GraphQLOutputType,
} from "graphql";
import { load, YAMLException } from "js-yaml";
import { normalisePath } from "../lib/routes";
import { defaultLocale, locales } from "../lib/locales";
import { contentSchema } from "./contentSchema";
import { fieldRules, formatRules, isLanguageField, trimText } from "./fieldRules";
import { describeProblem, type Problem, type ProblemCode, type ProblemPath } from "./problems";
import { isFilledByBuild } from "./filledByBuild";
import { contentStructure } from "./contentModel";
import { languageTexts, outdatedKey, type FoundText } from "./translations";

/**
 * Checks an editor's YAML against the content model before Gatsby sees it, and says what is wrong
 * in words an editor can act on. Each problem is data (./problems.ts: the file, the language,
 * the place, what is wrong), which the build writes as one line,
 *
 *   data/programs.yaml: programs[2].title.es is missing (the Spanish words)
 *   data/stats.yaml: home[0].icon must be one of: users, trophy, …
 *
 * and the editor as a sentence in its own language with the field's label and the item's name
 * (src/admin/decap/problemWords.ts). Pure: the caller reads files and says whether a photo exists,
 * so this runs in tests, in gatsby-node and in the editor's page alike.
 */

export interface ContentFile {
  /** Shown in messages, e.g. "data/programs.yaml". */
  label: string;
  /** The GraphQL type the file must match, e.g. "ProgramsYaml". */
  typeName: string;
  /** The file's text. */
  text: string;
}

export interface ValidationContext {
  /** Does this photo path (as written in the YAML, relative to the YAML file) exist? */
  photoExists: (relativePath: string) => boolean;
  /** The site's routes ("/", "/about", …); when given, every internal link must lead to one. */
  routes?: ReadonlySet<string>;
  /** How to name a photo path in a message, e.g. "data/photos/hero.jpg". */
  describePhoto?: (relativePath: string) => string;
  /**
   * Is this photo path (relative to the YAML file) in the photos folder itself? Without it, the
   * file's label is taken as its path in the repository ("data/pages/home.yaml").
   */
  inPhotosFolder?: (relativePath: string) => boolean;
}

/** The check's context inside one file: the file's label, which photo paths are relative to. */
interface FileContext extends ValidationContext {
  fileLabel: string;
  /** The language whose words are being checked; none for the file's structure and its values that are not language. */
  locale?: string;
  report(code: ProblemCode, path: ProblemPath, params?: Problem["params"], locale?: string): void;
}

/**
 * Every photo sits in data/photos/ itself: the editor's photo library lists that one folder
 * (Decap 3 shows no sub-folders, decap-cms#3240), so a photo in a sub-folder could be neither
 * seen nor picked there.
 */
export const photosFolder = "data/photos";

/** The folder a photo path written in `fileLabel` leads to ("data/photos"). */
function photoFolderOf(fileLabel: string, relativePath: string): string {
  const resolved = new URL(relativePath, `https://content.invalid/${fileLabel}`).pathname.slice(1);
  return resolved.slice(0, resolved.lastIndexOf("/"));
}

const isMissing = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === "string" && trimText(value) === "");

/** Field names the editor may have meant, for "titel" → "title". */
function closest(name: string, candidates: string[]): string | undefined {
  const distance = (a: string, b: string): number => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i += 1) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j += 1) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  const best = candidates
    .map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .sort((x, y) => x.d - y.d)[0];
  return best && best.d <= 2 ? best.candidate : undefined;
}

/** Fields that tell the items of a list apart, so each value may appear once per list. */
const uniqueKeys = ["id", "slug", "number"];

const hasDirective = (field: GraphQLField<unknown, unknown>, name: string): boolean =>
  Boolean(field.astNode?.directives?.some((directive) => directive.name.value === name));

// The type tests are instanceof, as graphql-js's isNonNullType and the rest are when NODE_ENV is
// "production": otherwise (the tests, and the editor's browser, which has no process) they check
// each failed test for a second copy of graphql-js, a cost on every value the check reads.
function checkValue(value: unknown, type: GraphQLOutputType, path: ProblemPath, field: GraphQLField<unknown, unknown> | undefined, context: FileContext): void {
  // A text of a language field: the file holds its words per language (./translations.ts).
  if (field && context.locale === undefined && isLanguageField(field) && isTextLeaf(type)) {
    checkTranslation(value, type, path, field, context);
    return;
  }
  if (type instanceof GraphQLNonNull) {
    if (isMissing(value)) {
      context.report(typeof value === "string" && value !== "" ? "onlySpaces" : "missing", path);
      return;
    }
    checkValue(value, type.ofType, path, field, context);
    return;
  }
  if (value === undefined || value === null) return;

  if (type instanceof GraphQLList) {
    if (!Array.isArray(value)) {
      context.report("notList", path);
      return;
    }
    value.forEach((item, index) => checkValue(item, type.ofType, [...path, index], field, context));
    checkUnique(value, path, context);
    return;
  }

  if (type instanceof GraphQLEnumType) {
    const allowed = type.getValues().map((enumValue) => enumValue.name);
    if (typeof value !== "string" || !allowed.includes(value)) context.report("notOneOf", path, { allowed: allowed.join(", "), found: String(value) });
    return;
  }

  if (type instanceof GraphQLObjectType && type.name === "File") {
    if (typeof value !== "string") {
      context.report("notPhotoPath", path);
    } else if (field && hasDirective(field, "fileByRelativePath")) {
      const where = context.describePhoto ? context.describePhoto(value) : value;
      if (!context.photoExists(value)) context.report("noPhoto", path, { photo: where });
      else if (!(context.inPhotosFolder ?? ((photo) => photoFolderOf(context.fileLabel, photo) === photosFolder))(value)) {
        context.report("photoInFolder", path, { photo: where, folder: photosFolder });
      }
    }
    return;
  }

  if (type instanceof GraphQLObjectType) {
    checkObject(value, type, path, context);
    return;
  }

  if (type instanceof GraphQLScalarType) checkScalar(value, type.name, path, context);
}

/** A text's place (a String, maybe required), not a list of them: where a language field holds its words per language. */
function isTextLeaf(type: GraphQLOutputType): boolean {
  const inner = type instanceof GraphQLNonNull ? type.ofType : type;
  return inner instanceof GraphQLScalarType && (inner.name === "String" || inner.name === "ID");
}

const isLocaleKey = (key: string): boolean => (locales as readonly string[]).includes(key);

/**
 * A text of a language field: one text per language (`en:`, `es:`), each held to the field's
 * rules, and under `outdated` what a language to review was written for. A required text needs
 * every language; an optional one, every language or none.
 */
function checkTranslation(value: unknown, type: GraphQLOutputType, path: ProblemPath, field: GraphQLField<unknown, unknown>, context: FileContext): void {
  if (value === undefined || value === null) {
    if (type instanceof GraphQLNonNull) context.report("missing", path);
    return;
  }
  if (!isRecord(value)) {
    context.report("notTranslated", path, { locales: locales.join(", "), found: String(value) });
    return;
  }
  for (const key of Object.keys(value)) {
    if (key === outdatedKey) {
      const outdated = value[key];
      if (!isRecord(outdated) || !Object.entries(outdated).every(([locale, source]) => isLocaleKey(locale) && typeof source === "string")) context.report("notOutdated", [...path, key], { locales: locales.join(", ") });
    } else if (!isLocaleKey(key)) context.report("unknownLanguage", [...path, key], { key, locales: locales.join(", ") });
  }
  const present = locales.filter((locale) => !isMissing(value[locale]));
  for (const locale of locales) {
    const inLanguage: FileContext = { ...context, locale, report: (code, at, params) => context.report(code, at, params, locale) };
    const words = value[locale];
    const at = [...path, locale];
    if (isMissing(words)) {
      // Every language or none: an optional text written in one language only shows in that one.
      if (type instanceof GraphQLNonNull || present.length > 0) inLanguage.report(typeof words === "string" && words !== "" ? "onlySpaces" : type instanceof GraphQLNonNull ? "missing" : "missingInLanguage", at);
      continue;
    }
    checkValue(words, type, at, field, inLanguage);
    checkRules(words, field, at, inLanguage);
    if (fieldRules(field).mailSubject && locale !== defaultLocale && typeof words === "string" && typeof value[defaultLocale] === "string") {
      const subject = trimText(String(value[defaultLocale]));
      if (!trimText(words).endsWith(`(${subject})`)) inLanguage.report("mailSubject", at, { subject });
    }
  }
}

/** The same id twice in one list would make two items share an address or a key. */
function checkUnique(items: unknown[], path: ProblemPath, context: FileContext): void {
  for (const key of uniqueKeys) {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      if (!item || typeof item !== "object" || !(key in item)) return;
      const value = (item as Record<string, unknown>)[key];
      if (value === undefined || value === null || value === "") return;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else context.report("usedTwice", [...path, index, key], { value: String(value), other: first });
    });
  }
}

function checkScalar(value: unknown, scalar: string, path: ProblemPath, context: FileContext): void {
  switch (scalar) {
    case "String":
      // YAML reads 92083 as a number; as text it means the same, so numbers are accepted here.
      if (typeof value !== "string" && typeof value !== "number") context.report("notText", path);
      break;
    case "Int":
      if (typeof value !== "number" || !Number.isInteger(value)) context.report("notWholeNumber", path);
      break;
    case "Float":
      if (typeof value !== "number") context.report("notNumber", path);
      break;
    case "Boolean":
      if (typeof value !== "boolean") context.report("notBoolean", path);
      break;
    case "Date": {
      const valid =
        (value instanceof Date && !Number.isNaN(value.getTime())) ||
        (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)));
      if (!valid) context.report("notDate", path);
      break;
    }
    default:
      break;
  }
}

/** A field's own rules (./fieldRules.ts) on a value that is there. */
function checkRules(value: unknown, field: GraphQLField<unknown, unknown>, path: ProblemPath, context: FileContext): void {
  const rules = fieldRules(field);
  if (rules.range && typeof value === "number" && (value < rules.range.min || value > rules.range.max)) {
    context.report("range", path, { min: rules.range.min, max: rules.range.max, found: value });
  }
  const texts = Array.isArray(value) ? value.map((item, index) => [item, [...path, index]] as const) : [[value, path] as const];
  for (const [text, at] of texts) {
    if (typeof text !== "string" || trimText(text) === "") continue;
    const trimmed = trimText(text);
    if (rules.maxLength !== undefined && [...trimmed].length > rules.maxLength) {
      context.report("tooLong", at, { length: [...trimmed].length, max: rules.maxLength });
    }
    if (rules.format && rules.format !== "page" && !new RegExp(formatRules[rules.format].pattern).test(trimmed)) {
      context.report("format", at, { format: rules.format, found: text });
    }
    if (rules.format === "page" && context.routes) {
      if (!trimmed.startsWith("/")) context.report("pageSlash", at, { found: trimmed });
      else if (!context.routes.has(normalisePath(trimmed))) context.report("noPage", at, { found: normalisePath(trimmed), pages: [...context.routes].join(", ") });
    }
  }
}

function checkObject(value: unknown, type: GraphQLObjectType, path: ProblemPath, context: FileContext): void {
  const fields = type.getFields();
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Date) {
    context.report("notObject", path, { fields: Object.keys(fields).join(", ") });
    return;
  }
  // A file's own type implements Node, whose `id` Gatsby fills in; nested types' ids are the editor's.
  const isFileType = type.getInterfaces().some((iface) => iface.name === "Node");
  const known = Object.keys(fields).filter((name) => !(isFileType && isFilledByBuild(type.name, name)));
  const record = value as Record<string, unknown>;

  for (const key of Object.keys(record)) {
    if (!known.includes(key)) {
      const suggestion = closest(key, known);
      context.report("unknownField", [...path, key], suggestion ? { suggestion } : {});
    }
  }
  for (const name of known) {
    const field = fields[name];
    if (fieldRules(field).perLanguage && context.locale === undefined) {
      checkPerLanguage(record[name], field, [...path, name], context);
      continue;
    }
    checkValue(record[name], field.type, [...path, name], field, context);
    // A language field's texts are held to its rules language by language (checkTranslation).
    if (!isMissing(record[name]) && (context.locale !== undefined || !isLanguageField(field))) checkRules(record[name], field, [...path, name], context);
  }
}

/** A list each language has its own of (@perLanguage): the file holds one per language (`en:`, `es:`). */
function checkPerLanguage(value: unknown, field: GraphQLField<unknown, unknown>, path: ProblemPath, context: FileContext): void {
  if (value === undefined || value === null) {
    if (field.type instanceof GraphQLNonNull) context.report("missing", path);
    return;
  }
  if (!isRecord(value)) {
    context.report("notTranslated", path, { locales: locales.join(", "), found: Array.isArray(value) ? "a list" : String(value) });
    return;
  }
  for (const key of Object.keys(value)) if (!isLocaleKey(key)) context.report("unknownLanguage", [...path, key], { key, locales: locales.join(", ") });
  for (const locale of locales) {
    const inLanguage: FileContext = { ...context, locale, report: (code, at, params) => context.report(code, at, params, locale) };
    checkValue(value[locale], field.type, [...path, locale], field, inLanguage);
    if (!isMissing(value[locale])) checkRules(value[locale], field, [...path, locale], inLanguage);
  }
}

/** Every problem in one YAML file, as data (./problems.ts). */
export function checkContentFile(file: ContentFile, context: ValidationContext): Problem[] {
  const problems: Problem[] = [];
  const fileProblem = (code: ProblemCode, params: Problem["params"] = {}) => problems.push({ file: file.label, path: [], code, params });
  let data: unknown;
  try {
    data = load(file.text, { filename: file.label });
  } catch (error) {
    if (error instanceof YAMLException) {
      const mark = error.mark;
      fileProblem("yaml", { reason: error.reason, ...(mark ? { line: mark.line + 1, column: mark.column + 1 } : {}) });
      return problems;
    }
    throw error;
  }

  const type = contentSchema().getType(file.typeName);
  if (!type || !(type instanceof GraphQLObjectType)) {
    fileProblem("noType", { typeName: file.typeName });
    return problems;
  }
  if (data === undefined || data === null) {
    fileProblem("empty");
    return problems;
  }
  const report: FileContext["report"] = (code, path, params = {}, locale) => problems.push({ file: file.label, ...(locale ? { locale } : {}), path, code, params });
  checkObject(data, type, [], { ...context, fileLabel: file.label, report });
  const model = contentStructure();
  if (model.types[file.typeName]) copiedLanguage(languageTexts(data, file.typeName, model), report);
  return problems;
}

/** Every problem in one YAML file, each line starting with the file's label, as the build writes them. */
export function validateContentFile(file: ContentFile, context: ValidationContext): string[] {
  return checkContentFile(file, context).map(describeProblem);
}

/**
 * A file whose texts are mostly another language's, word for word (Decap's "Fill in from another
 * locale" once did that in one click): named, so an untranslated page never goes live. A few shared
 * words (a platform's name, a program's name) are not enough to be named.
 */
function copiedLanguage(texts: readonly FoundText[], report: FileContext["report"]): void {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    const written = texts.filter((text) => isRecord(text.value) && typeof text.value[locale] === "string" && trimText(String(text.value[locale])));
    const same = written.filter((text) => trimText(String((text.value as Record<string, unknown>)[locale])) === trimText(String((text.value as Record<string, unknown>)[defaultLocale] ?? "")));
    if (written.length < 3 || same.length * 2 <= written.length) continue;
    report("copied", [], { count: same.length, total: written.length, places: JSON.stringify(same.map((text) => [...text.path, locale])) }, locale);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);
