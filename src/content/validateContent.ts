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
import { mailSubjects, sameInEveryLanguage } from "./languageFields";
import { numberRanges, textRules } from "./rules";
import { contentSchema } from "./contentSchema";

/**
 * Checks an editor's YAML against the content model before Gatsby sees it, and says what is wrong
 * in words an editor can act on, one line per problem:
 *
 *   data/programs.yaml: programs[2].title is missing
 *   data/stats.yaml: home[0].icon must be one of: users, trophy, …
 *   data/pages/home.yaml: hero.photo.file: no photo at data/photos/hero.jpg
 *
 * Pure: the caller reads files and says whether a photo exists, so this runs in tests and in
 * gatsby-node alike.
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
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

const describeList = (values: readonly string[]): string => values.join(", ");

/** A language as an editor calls it, in the check's messages. */
const languageName = (locale: string): string => ({ en: "English", es: "Spanish" })[locale] ?? locale;

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

function checkValue(
  value: unknown,
  type: GraphQLOutputType,
  path: string,
  field: GraphQLField<unknown, unknown> | undefined,
  context: FileContext,
  problems: string[],
): void {
  if (isNonNullType(type)) {
    if (isMissing(value)) {
      problems.push(typeof value === "string" && value !== "" ? `${path} is only spaces: it needs some text` : `${path} is missing`);
      return;
    }
    checkValue(value, type.ofType, path, field, context, problems);
    return;
  }
  if (value === undefined || value === null) return;

  if (isListType(type)) {
    if (!Array.isArray(value)) {
      problems.push(`${path} must be a list`);
      return;
    }
    value.forEach((item, index) =>
      checkValue(item, type.ofType, `${path}[${index}]`, field, context, problems),
    );
    checkUnique(value, path, problems);
    return;
  }

  if (isEnumType(type)) {
    const allowed = type.getValues().map((enumValue) => enumValue.name);
    if (typeof value !== "string" || !allowed.includes(value)) {
      problems.push(`${path} must be one of: ${describeList(allowed)} (found "${String(value)}")`);
    }
    return;
  }

  if (isObjectType(type) && type.name === "File") {
    if (typeof value !== "string") {
      problems.push(`${path} must be the path of a photo file`);
    } else if (field && hasDirective(field, "fileByRelativePath")) {
      const where = context.describePhoto ? context.describePhoto(value) : value;
      if (!context.photoExists(value)) problems.push(`${path}: no photo at ${where}`);
      else if (!(context.inPhotosFolder ?? ((photo) => photoFolderOf(context.fileLabel, photo) === photosFolder))(value)) {
        problems.push(`${path}: ${where} is in a folder of its own; keep every photo in ${photosFolder}/ itself, the one folder the editor's photo library shows`);
      }
    }
    return;
  }

  if (isObjectType(type)) {
    checkObject(value, type, path, context, problems);
    return;
  }

  if (isScalarType(type)) {
    checkScalar(value, type.name, path, problems);
  }
}

/** The same id twice in one list would make two items share an address or a key. */
function checkUnique(items: unknown[], path: string, problems: string[]): void {
  for (const key of uniqueKeys) {
    const seen = new Map<unknown, number>();
    items.forEach((item, index) => {
      if (!item || typeof item !== "object" || !(key in item)) return;
      const value = (item as Record<string, unknown>)[key];
      if (value === undefined || value === null || value === "") return;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else problems.push(`${path}[${index}].${key} "${String(value)}" is used twice (also ${path}[${first}])`);
    });
  }
}

function checkScalar(value: unknown, scalar: string, path: string, problems: string[]): void {
  switch (scalar) {
    case "String":
      // YAML reads 92083 as a number; as text it means the same, so numbers are accepted here.
      if (typeof value !== "string" && typeof value !== "number") problems.push(`${path} must be text`);
      break;
    case "Int":
      if (typeof value !== "number" || !Number.isInteger(value)) problems.push(`${path} must be a whole number`);
      break;
    case "Float":
      if (typeof value !== "number") problems.push(`${path} must be a number`);
      break;
    case "Boolean":
      if (typeof value !== "boolean") problems.push(`${path} must be true or false`);
      break;
    case "Date": {
      const valid =
        (value instanceof Date && !Number.isNaN(value.getTime())) ||
        (typeof value === "string" && /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(Date.parse(value)));
      if (!valid) problems.push(`${path} must be a date written as YYYY-MM-DD`);
      break;
    }
    default:
      break;
  }
}

function checkObject(
  value: unknown,
  type: GraphQLObjectType,
  path: string,
  context: FileContext,
  problems: string[],
): void {
  if (typeof value !== "object" || value === null || Array.isArray(value) || value instanceof Date) {
    problems.push(`${path || "the file"} must be a set of named fields (${Object.keys(type.getFields()).join(", ")})`);
    return;
  }
  const fields = type.getFields();
  // A file's own type implements Node, whose `id` Gatsby fills in; nested types' ids are the editor's.
  const isFileType = type.getInterfaces().some((iface) => iface.name === "Node");
  const known = Object.keys(fields).filter((name) => !(isFileType && (name === "id" || name === "locale")));
  const record = value as Record<string, unknown>;

  for (const key of Object.keys(record)) {
    if (!known.includes(key)) {
      const suggestion = closest(key, known);
      problems.push(
        `${path ? `${path}.` : ""}${key} is not a known field${suggestion ? ` (did you mean "${suggestion}"?)` : ""}`,
      );
    }
  }
  for (const name of known) {
    const fieldPath = path ? `${path}.${name}` : name;
    checkValue(record[name], fields[name].type, fieldPath, fields[name], context, problems);
    const range = numberRanges[`${type.name}.${name}`];
    const value = record[name];
    if (range && typeof value === "number" && (value < range[0] || value > range[1])) {
      problems.push(`${fieldPath} must be between ${range[0]} and ${range[1]} (found ${value})`);
    }
    const rule = textRules[`${type.name}.${name}`];
    if (rule && typeof value === "string" && value.trim() !== "" && !new RegExp(rule.pattern).test(value)) {
      problems.push(`${fieldPath} must be ${rule.message} (found "${value}")`);
    }
  }
  // A link to a page of this site must lead to one.
  if (type.name === "Link" && context.routes && typeof record.to === "string" && record.to.trim() !== "") {
    const to = record.to.trim();
    if (!to.startsWith("/")) problems.push(`${path}.to must start with / (a page of this site, e.g. /contact)`);
    else if (!context.routes.has(normalisePath(to))) problems.push(`${path}.to: no page at ${normalisePath(to)} (pages: ${[...context.routes].join(", ")})`);
  }
}

/** Every problem in one YAML file, each line starting with the file's label. */
export function validateContentFile(file: ContentFile, context: ValidationContext): string[] {
  let data: unknown;
  try {
    data = load(file.text, { filename: file.label });
  } catch (error) {
    if (error instanceof YAMLException) {
      const mark = error.mark;
      const where = mark ? `line ${mark.line + 1}, column ${mark.column + 1}: ` : "";
      return [`${file.label}: ${where}${error.reason} (the YAML cannot be read)`];
    }
    throw error;
  }

  const type = contentSchema().getType(file.typeName);
  if (!type || !isObjectType(type)) {
    return [`${file.label}: no content type ${file.typeName} is declared for this file in src/content/schema.ts`];
  }
  if (data === undefined || data === null) return [`${file.label}: the file is empty`];

  const problems: string[] = [];
  if (typeof data !== "object" || Array.isArray(data) || data instanceof Date) {
    return [`${file.label}: the file must hold one block per language (${locales.map((locale) => `${locale}:`).join(", ")})`];
  }
  const blocks = data as Record<string, unknown>;
  for (const key of Object.keys(blocks)) {
    if (!(locales as readonly string[]).includes(key)) problems.push(`${key} is not a language of the site (${locales.join(", ")}); every field belongs inside one of them`);
  }
  for (const locale of locales) {
    if (blocks[locale] === undefined || blocks[locale] === null) problems.push(`${locale} is missing: the ${locale === "es" ? "Spanish" : "English"} text of this file`);
    else checkObject(blocks[locale], type, locale, { ...context, fileLabel: file.label }, problems);
  }
  for (const locale of locales) {
    if (locale !== defaultLocale && isRecord(blocks[defaultLocale]) && isRecord(blocks[locale])) {
      compareLanguages(blocks[defaultLocale], blocks[locale], type, { from: defaultLocale, to: locale }, "", problems);
      problems.push(...copiedLanguage(blocks[defaultLocale], blocks[locale], type, { from: defaultLocale, to: locale }));
    }
  }
  return problems.map((problem) => `${file.label}: ${problem}`);
}

/** Every text of a block that is words of its language, by its place ("hero.title", "values[2]"). */
function languageTexts(value: unknown, type: GraphQLObjectType, path: string, found: Map<string, string>): Map<string, string> {
  if (!isRecord(value)) return found;
  for (const field of Object.values(type.getFields())) {
    const where = path ? `${path}.${field.name}` : field.name;
    const unwrapped: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
    const list = isListType(unwrapped);
    const fieldType: GraphQLOutputType = isListType(unwrapped) ? (isNonNullType(unwrapped.ofType) ? unwrapped.ofType.ofType : unwrapped.ofType) : unwrapped;
    const inner = value[field.name];
    const items: [string, unknown][] = list ? (Array.isArray(inner) ? inner.map((item, index) => [`${where}[${index}]`, item]) : []) : [[where, inner]];
    for (const [at, item] of items) {
      if (isObjectType(fieldType) && fieldType.name !== "File") languageTexts(item, fieldType, at, found);
      else if (isLanguage(fieldType) && !sameInEveryLanguage.has(`${type.name}.${field.name}`) && typeof item === "string" && item.trim()) found.set(at, item.trim());
    }
  }
  return found;
}

/**
 * A block whose texts are mostly the other language's, word for word (Decap's "Fill in from
 * another locale" does that in one click): named, so an untranslated page never goes live.
 * A few shared words (a platform's name, a program's name) are not enough to be named.
 */
function copiedLanguage(first: Record<string, unknown>, second: Record<string, unknown>, type: GraphQLObjectType, languages: { from: string; to: string }): string[] {
  const original = languageTexts(first, type, "", new Map());
  const translated = languageTexts(second, type, "", new Map());
  const same = [...translated].filter(([at, text]) => original.get(at) === text).map(([at]) => at);
  if (translated.size < 3 || same.length * 2 <= translated.size) return [];
  const shown = same.slice(0, 5).map((at) => `${languages.to}.${at}`);
  return [
    `${languages.to}: ${same.length} of its ${translated.size} texts are the ${languageName(languages.from)} ones, word for word (${shown.join(", ")}${same.length > shown.length ? ", …" : ""}); write them in ${languageName(languages.to)}`,
  ];
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
  languages: { from: string; to: string },
  path: string,
  problems: string[],
): void {
  for (const field of Object.values(type.getFields())) {
    const where = path ? `${path}.${field.name}` : field.name;
    const a = first[field.name];
    const b = second[field.name];
    if (isMissing(a)) {
      // A value that is not language, left out in the first language, is left out in every one:
      // otherwise the languages' pages differ (a donate link, a story video the first language's
      // security headers do not allow). A required one is reported by the first block's own check.
      if (!isMissing(b) && !isNonNullType(field.type) && isNotLanguage(type, field)) {
        problems.push(`${languages.to}.${where} must be the same as ${languages.from}.${where} (found ${JSON.stringify(b)}, but ${languages.from}.${where} is empty)`);
      }
      continue;
    }
    if (isMissing(b)) {
      // A required field is already reported as missing by the block's own check.
      if (!isNonNullType(field.type)) problems.push(`${languages.to}.${where} is missing (${languages.from}.${where} has it)`);
      continue;
    }
    let fieldType: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
    const sameEverywhere = sameInEveryLanguage.has(`${type.name}.${field.name}`);
    if (isListType(fieldType)) {
      let item: GraphQLOutputType = fieldType.ofType;
      if (isNonNullType(item)) item = item.ofType;
      if (!Array.isArray(a) || !Array.isArray(b)) continue;
      if (a.length !== b.length) {
        const items = where.replace(/^.*\./, "").replace(/\[\d+\]$/, "");
        problems.push(
          `${languages.to}.${where}: ${languageName(languages.to)} has ${b.length} ${items}, ${languageName(languages.from)} ${a.length}; add or remove the same item in both languages`,
        );
        continue;
      }
      if (isObjectType(item) && item.name !== "File") {
        const itemType = item;
        a.forEach((entry, index) => {
          if (isRecord(entry) && isRecord(b[index])) compareLanguages(entry, b[index] as Record<string, unknown>, itemType, languages, `${where}[${index}]`, problems);
        });
      } else if ((sameEverywhere || !isLanguage(item)) && !sameValue(a, b)) {
        problems.push(`${languages.to}.${where} must be the same as ${languages.from}.${where} (it is not language)`);
      }
      continue;
    }
    fieldType = fieldType as GraphQLOutputType;
    if (isObjectType(fieldType) && fieldType.name !== "File") {
      if (isRecord(a) && isRecord(b)) compareLanguages(a, b, fieldType, languages, where, problems);
      continue;
    }
    if (mailSubjects.has(`${type.name}.${field.name}`) && typeof b === "string" && !b.trim().endsWith(`(${String(a).trim()})`)) {
      problems.push(`${languages.to}.${where} must end with the English subject in parentheses, "(${String(a).trim()})", so mail filters still match`);
    }
    if ((sameEverywhere || !isLanguage(fieldType)) && !sameValue(a, b)) {
      problems.push(`${languages.to}.${where} must be the same as ${languages.from}.${where} (found "${String(b)}", not "${String(a)}")`);
    }
  }
}

/** A field whose value is the same in every language: listed in sameInEveryLanguage, or not text (a photo file included). */
function isNotLanguage(type: GraphQLObjectType, field: GraphQLField<unknown, unknown>): boolean {
  let fieldType: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
  if (isListType(fieldType)) fieldType = isNonNullType(fieldType.ofType) ? fieldType.ofType.ofType : fieldType.ofType;
  if (isObjectType(fieldType)) return fieldType.name === "File";
  return sameInEveryLanguage.has(`${type.name}.${field.name}`) || !isLanguage(fieldType);
}

/** Text can be language; numbers, choices, dates, yes/no and photo files never are. */
const isLanguage = (type: GraphQLOutputType): boolean => isScalarType(type) && (type.name === "String" || type.name === "ID");
