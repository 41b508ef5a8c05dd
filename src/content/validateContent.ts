import {
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { load, YAMLException } from "js-yaml";
import { normalisePath } from "../lib/routes";
import { defaultLocale, locales } from "../lib/locales";
import { contentSchema } from "./contentSchema";
import { fieldRules, formatRules, isLanguageField, leafType, trimText } from "./fieldRules";
import { describeProblem, type Problem, type ProblemCode, type ProblemPath } from "./problems";
import { isFilledByBuild } from "./filledByBuild";

/**
 * Checks an editor's YAML against the content model before Gatsby sees it, and says what is wrong
 * in words an editor can act on. Each problem is data (./problems.ts: the file, the language,
 * the place, what is wrong), which the build writes as one line,
 *
 *   data/programs.yaml: en.programs[2].title is missing
 *   data/stats.yaml: en.home[0].icon must be one of: users, trophy, …
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
  locale: string;
  report(code: ProblemCode, path: ProblemPath, params?: Problem["params"]): void;
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

function checkValue(value: unknown, type: GraphQLOutputType, path: ProblemPath, field: GraphQLField<unknown, unknown> | undefined, context: FileContext): void {
  if (isNonNullType(type)) {
    if (isMissing(value)) {
      context.report(typeof value === "string" && value !== "" ? "onlySpaces" : "missing", path);
      return;
    }
    checkValue(value, type.ofType, path, field, context);
    return;
  }
  if (value === undefined || value === null) return;

  if (isListType(type)) {
    if (!Array.isArray(value)) {
      context.report("notList", path);
      return;
    }
    value.forEach((item, index) => checkValue(item, type.ofType, [...path, index], field, context));
    checkUnique(value, path, context);
    return;
  }

  if (isEnumType(type)) {
    const allowed = type.getValues().map((enumValue) => enumValue.name);
    if (typeof value !== "string" || !allowed.includes(value)) context.report("notOneOf", path, { allowed: allowed.join(", "), found: String(value) });
    return;
  }

  if (isObjectType(type) && type.name === "File") {
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

  if (isObjectType(type)) {
    checkObject(value, type, path, context);
    return;
  }

  if (isScalarType(type)) checkScalar(value, type.name, path, context);
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
    checkValue(record[name], fields[name].type, [...path, name], fields[name], context);
    if (!isMissing(record[name])) checkRules(record[name], fields[name], [...path, name], context);
  }
}

/** Every problem in one YAML file, as data (./problems.ts). */
export function checkContentFile(file: ContentFile, context: ValidationContext): Problem[] {
  const problems: Problem[] = [];
  const fileProblem = (code: ProblemCode, params: Problem["params"] = {}, locale?: string) => problems.push({ file: file.label, locale, path: [], code, params });
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
  if (!type || !isObjectType(type)) {
    fileProblem("noType", { typeName: file.typeName });
    return problems;
  }
  if (data === undefined || data === null) {
    fileProblem("empty");
    return problems;
  }
  if (typeof data !== "object" || Array.isArray(data) || data instanceof Date) {
    fileProblem("notBlocks", { locales: locales.join(", ") });
    return problems;
  }
  const blocks = data as Record<string, unknown>;
  for (const key of Object.keys(blocks)) {
    if (!(locales as readonly string[]).includes(key)) fileProblem("unknownLanguage", { key, locales: locales.join(", ") });
  }
  for (const locale of locales) {
    if (blocks[locale] === undefined || blocks[locale] === null) {
      fileProblem("missingBlock", {}, locale);
      continue;
    }
    const report: FileContext["report"] = (code, path, params = {}) => problems.push({ file: file.label, locale, path, code, params });
    checkObject(blocks[locale], type, [], { ...context, fileLabel: file.label, locale, report });
  }
  for (const locale of locales) {
    if (locale !== defaultLocale && isRecord(blocks[defaultLocale]) && isRecord(blocks[locale])) {
      const report = (code: ProblemCode, path: ProblemPath, params: Problem["params"] = {}) => problems.push({ file: file.label, locale, path, code, params });
      compareLanguages(blocks[defaultLocale], blocks[locale], type, [], report);
      copiedLanguage(blocks[defaultLocale], blocks[locale], type, report);
    }
  }
  return problems;
}

/** Every problem in one YAML file, each line starting with the file's label, as the build writes them. */
export function validateContentFile(file: ContentFile, context: ValidationContext): string[] {
  return checkContentFile(file, context).map(describeProblem);
}

/** Every text of a block that is words of its language, by its place. */
function languageTexts(value: unknown, type: GraphQLObjectType, path: ProblemPath, found: Map<string, { at: ProblemPath; text: string }>): typeof found {
  if (!isRecord(value)) return found;
  for (const field of Object.values(type.getFields())) {
    const unwrapped: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
    const list = isListType(unwrapped);
    const fieldType: GraphQLOutputType = isListType(unwrapped) ? (isNonNullType(unwrapped.ofType) ? unwrapped.ofType.ofType : unwrapped.ofType) : unwrapped;
    const inner = value[field.name];
    const items: [ProblemPath, unknown][] = list
      ? Array.isArray(inner)
        ? inner.map((item, index) => [[...path, field.name, index], item])
        : []
      : [[[...path, field.name], inner]];
    for (const [at, item] of items) {
      if (isObjectType(fieldType) && fieldType.name !== "File") languageTexts(item, fieldType, at, found);
      else if (isLanguageField(field) && typeof item === "string" && trimText(item)) found.set(JSON.stringify(at), { at, text: trimText(item) });
    }
  }
  return found;
}

/**
 * A block whose texts are mostly the other language's, word for word (Decap's "Fill in from
 * another locale" did that in one click): named, so an untranslated page never goes live. A few
 * shared words (a platform's name, a program's name) are not enough to be named.
 */
function copiedLanguage(first: Record<string, unknown>, second: Record<string, unknown>, type: GraphQLObjectType, report: (code: ProblemCode, path: ProblemPath, params?: Problem["params"]) => void): void {
  const original = languageTexts(first, type, [], new Map());
  const translated = languageTexts(second, type, [], new Map());
  const same = [...translated].filter(([key, { text }]) => original.get(key)?.text === text).map(([, { at }]) => at);
  if (translated.size < 3 || same.length * 2 <= translated.size) return;
  report("copied", [], { count: same.length, total: translated.size, places: JSON.stringify(same) });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The second language mirrors the first: the same items in every list, the same values where a
 * value is not language (an id, an address, a number, a choice, a photo), and a text wherever the
 * first language has one.
 */
function compareLanguages(
  first: Record<string, unknown>,
  second: Record<string, unknown>,
  type: GraphQLObjectType,
  path: ProblemPath,
  report: (code: ProblemCode, path: ProblemPath, params?: Problem["params"]) => void,
): void {
  for (const field of Object.values(type.getFields())) {
    const where = [...path, field.name];
    const a = first[field.name];
    const b = second[field.name];
    if (isMissing(a)) {
      // A value that is not language, left out in the first language, is left out in every one:
      // otherwise the languages' pages differ (a donate link, a story video the first language's
      // security headers do not allow). A required one is reported by the first block's own check.
      if (!isMissing(b) && !isNonNullType(field.type) && isNotLanguage(field)) report("extraInLanguage", where, { found: JSON.stringify(b) });
      continue;
    }
    if (isMissing(b)) {
      // A required field is already reported as missing by the block's own check.
      if (!isNonNullType(field.type)) report("missingInLanguage", where);
      continue;
    }
    let fieldType: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
    if (fieldRules(field).perLanguage) continue;
    if (isListType(fieldType)) {
      let item: GraphQLOutputType = fieldType.ofType;
      if (isNonNullType(item)) item = item.ofType;
      if (!Array.isArray(a) || !Array.isArray(b)) continue;
      if (a.length !== b.length) {
        report("listLength", where, { count: b.length, defaultCount: a.length });
        continue;
      }
      if (isObjectType(item) && item.name !== "File") {
        const itemType = item;
        a.forEach((entry, index) => {
          if (isRecord(entry) && isRecord(b[index])) compareLanguages(entry, b[index] as Record<string, unknown>, itemType, [...where, index], report);
        });
      } else if (!isLanguageField(field) && !sameValue(a, b)) {
        report("differsList", where);
      }
      continue;
    }
    fieldType = fieldType as GraphQLOutputType;
    if (isObjectType(fieldType) && fieldType.name !== "File") {
      if (isRecord(a) && isRecord(b)) compareLanguages(a, b, fieldType, where, report);
      continue;
    }
    if (fieldRules(field).mailSubject && typeof b === "string" && !trimText(b).endsWith(`(${trimText(String(a))})`)) {
      report("mailSubject", where, { subject: trimText(String(a)) });
    }
    if (!isLanguageField(field) && !sameValue(a, b)) report("differs", where, { found: String(b), expected: String(a) });
  }
}

/** A value the same in every language: a photo file, a number, a choice, a date, a text marked @same (an object holds fields of both kinds). */
function isNotLanguage(field: GraphQLField<unknown, unknown>): boolean {
  const leaf = leafType(field.type);
  if (isObjectType(leaf)) return leaf.name === "File";
  return !isLanguageField(field);
}
