import { CORE_SCHEMA, dump, load } from "js-yaml";
import { locales } from "../lib/locales";
import { normaliseTexts } from "./normaliseTexts";
import type { ContentModel, FieldKind, ModelField } from "./modelTypes";
import { isLanguageField, isRecord, outdatedKey } from "./translations";

/**
 * The one written form of every YAML file in data/, used by the content editor (as Decap's custom
 * format) and by `npm run format:content` alike, so a save in the editor and an edit in Git produce
 * the same text and a diff shows only what changed.
 *
 * Pure (no fs, no graphql) because it runs in the editor's page as well as in Node: it reads the
 * content model as plain JSON, which src/content/contentModel.ts writes from the GraphQL schema.
 */

const width = 100;

type Data = Record<string, unknown>;

const spaces = (count: number): string => " ".repeat(count);
const dumpOptions = { lineWidth: -1, quotingType: '"' as const };
const quoted = (text: string): string => dump(text, { ...dumpOptions, forceQuotes: true }).trimEnd();

/** Words joined into lines of at most `room` characters; a longer word keeps a line of its own. */
function wrap(text: string, room: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line === "") line = word;
    else if (line.length + 1 + word.length <= room) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  return lines;
}

/** `# ` lines at `indent`, wrapped at the page width; `hanging` indents every line after the first. */
function commentLines(text: string, indent: number, hanging = 0): string[] {
  const room = width - indent - 2;
  // A blank line in a description starts a new paragraph; single line breaks are spaces.
  return text.split(/\n\s*\n/).flatMap((paragraph) => {
    const [first, ...rest] = wrap(paragraph.trim().replace(/\s+/g, " "), room);
    const continued = rest.length > 0 ? wrap(rest.join(" "), room - hanging).map((line) => spaces(hanging) + line) : [];
    return [first, ...continued].map((line) => `${spaces(indent)}#${line ? ` ${line}` : ""}`);
  });
}

/** How many fields of the model hold each type: a type held in many places (a photo, a link) gets no comments. */
const usesCache = new WeakMap<ContentModel, Map<string, number>>();
function usesOf(model: ContentModel, typeName: string | undefined): number {
  let uses = usesCache.get(model);
  if (!uses) {
    uses = new Map();
    for (const type of Object.values(model.types)) for (const field of type.fields) {
      const held = objectTypeOf(field.type);
      if (held) uses.set(held, (uses.get(held) ?? 0) + 1);
    }
    usesCache.set(model, uses);
  }
  return typeName ? (uses.get(typeName) ?? 0) : 0;
}

/**
 * A field's comment: its description, and the allowed values of an enum so a Git editor sees them;
 * none for the fields of a type used in several places (a photo's, a link's), which would repeat
 * at every use.
 */
function fieldNote(field: ModelField, typeName: string | undefined, model: ContentModel): string | undefined {
  if (usesOf(model, typeName) > 1) return undefined;
  const kind = field.type.kind === "list" ? field.type.of : field.type;
  const values = kind.kind === "enum" ? `One of: ${kind.values.join(", ")}.` : undefined;
  const note = [field.description?.trim(), values].filter(Boolean).join(" ");
  return note || undefined;
}

const objectTypeOf = (kind: FieldKind): string | undefined => {
  const inner = kind.kind === "list" ? kind.of : kind;
  return inner.kind === "object" ? inner.type : undefined;
};

/** The notes of a list item's fields (and their nested fields), written once above the list. */
function itemNotes(typeName: string, model: ContentModel, prefix: string, seen: Set<string>): string[] {
  const type = model.types[typeName];
  if (!type || seen.has(typeName)) return [];
  const inner = new Set(seen).add(typeName);
  return type.fields.flatMap((field) => {
    const note = fieldNote(field, typeName, model);
    const nested = objectTypeOf(field.type);
    return [
      ...(note ? [`\`${prefix}${field.name}\`: ${note}`] : []),
      ...(nested ? itemNotes(nested, model, `${prefix}${field.name}.`, inner) : []),
    ];
  });
}

/** Does YAML read `text` back as this very string when written plain after `key: ` or `- `? */
function readsBackPlain(text: string, inList: boolean): boolean {
  if (text === "" || /[\n\r]/.test(text) || dump(text, dumpOptions) !== `${text}\n`) return false;
  try {
    const read = load(inList ? `- ${text}` : `k: ${text}`);
    return inList ? Array.isArray(read) && read[0] === text : isRecord(read) && read.k === text;
  } catch {
    return false;
  }
}

/** Does a block scalar (`>-`, `|-`, `|`) with these lines read back as `text`? */
function blockReadsBack(header: string, lines: string[], text: string): boolean {
  try {
    const read = load(`k: ${header}\n${lines.map((line) => (line ? `  ${line}` : "")).join("\n")}\n`);
    return isRecord(read) && read.k === text;
  } catch {
    return false;
  }
}

/**
 * A string after `prefix` (`  key: ` or `  - `): plain when it fits and reads back, folded (`>-`)
 * when long, literal (`|-`) when it has line breaks, quoted when nothing else is lossless.
 */
function stringLines(prefix: string, bodyIndent: number, text: string, inList: boolean): string[] {
  const multiline = /[\n\r]/.test(text);
  if (!multiline) {
    const inline = readsBackPlain(text, inList) ? text : quoted(text);
    if (prefix.length + inline.length <= width) return [prefix + inline];
    // Folding turns each line break back into one space, so only text whose spaces are all single
    // (none at either end, no tabs) folds without loss; the check below makes sure.
    if (/^\S/.test(text) && /\S$/.test(text) && !/\s\s|[\t\u0085\u2028\u2029]/.test(text)) {
      const lines = wrap(text, width - bodyIndent);
      if (blockReadsBack(">-", lines, text)) return [`${prefix}>-`, ...lines.map((line) => spaces(bodyIndent) + line)];
    }
    return [prefix + quoted(text)];
  }
  const trailing = /\n$/.test(text) && !/\n\n$/.test(text);
  const header = trailing ? "|" : "|-";
  const lines = (trailing ? text.slice(0, -1) : text).split("\n");
  if (!/^[ \t]/.test(text) && !text.includes("\r") && blockReadsBack(header, lines, text)) {
    return [`${prefix}${header}`, ...lines.map((line) => (line ? spaces(bodyIndent) + line : ""))];
  }
  return [prefix + quoted(text)];
}

const pad2 = (value: number): string => String(value).padStart(2, "0");
/** A date as YAML writes one: YYYY-MM-DD at midnight (UTC, as js-yaml reads it), else the full instant. */
function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return quoted(String(date));
  const day = `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())}`;
  return date.toISOString().endsWith("T00:00:00.000Z") ? day : date.toISOString();
}

/** A key as YAML needs it: plain when it can be, quoted otherwise (only unknown keys ever are). */
function keyText(key: string): string {
  const written = dump({ [key]: 0 }, dumpOptions);
  return written.startsWith("? ") ? quoted(key) : written.slice(0, -": 0\n".length);
}

interface Context {
  model: ContentModel;
  /** False inside list items: notes are written once, above the list. */
  comments: boolean;
}

/** How a value is held: `language`, one text per language (./translations.ts); `perLanguage`, one list per language. */
type Holding = "one" | "language" | "perLanguage";

/** An empty value an optional field may leave out: it reads as absent to the check and the site. */
const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  value === "" ||
  (Array.isArray(value) && value.length === 0) ||
  // A text with no words in any language.
  (isRecord(value) && Object.keys(value).length > 0 && Object.entries(value).every(([key, inner]) => key === outdatedKey || isEmpty(inner)));

/**
 * A text's languages, in the site's order, then what a language to review was written for
 * (./translations.ts): `en: …`, `es: …`, `outdated: { es: … }`. A language with no words is left out.
 */
function translationLines(value: Data, indent: number, kind: FieldKind | undefined, context: Context): string[] {
  const pad = spaces(indent);
  const lines: string[] = [];
  for (const locale of locales) {
    if (!isEmpty(value[locale])) lines.push(...valueLines(`${pad}${locale}: `, indent + 2, value[locale], kind, context, false));
  }
  const outdated = value[outdatedKey];
  if (isRecord(outdated) && !isEmpty(outdated)) {
    lines.push(`${pad}${outdatedKey}:`);
    for (const locale of locales) {
      if (!isEmpty(outdated[locale])) lines.push(...valueLines(`${pad}  ${locale}: `, indent + 4, outdated[locale], kind, context, false));
    }
    for (const [key, inner] of Object.entries(outdated)) {
      if (!(locales as readonly string[]).includes(key) && inner !== undefined) lines.push(...valueLines(`${pad}  ${keyText(key)}: `, indent + 4, inner, undefined, context, false));
    }
  }
  // Keys that are no language stay, so nothing is lost and the check names them.
  for (const [key, inner] of Object.entries(value)) {
    if ((locales as readonly string[]).includes(key) || key === outdatedKey || inner === undefined) continue;
    lines.push(...valueLines(`${pad}${keyText(key)}: `, indent + 2, inner, undefined, context, false));
  }
  return lines;
}

/** A value held per language: a text's languages, or a list each language has its own of. */
function perLanguageLines(prefix: string, indent: number, value: Data, kind: FieldKind | undefined, holding: Exclude<Holding, "one">, context: Context, inList: boolean): string[] {
  const lines = holding === "language" ? translationLines(value, indent, kind, context) : translationLines(value, indent, kind, { ...context, comments: false });
  if (lines.length === 0) return [`${prefix}{}`];
  return inList && prefix.endsWith("- ") ? joinFirst(prefix, lines, indent) : [prefix.trimEnd(), ...lines];
}

/** A value after `prefix` (`key: ` or `- `), whose further lines are indented `indent`. */
function valueLines(prefix: string, indent: number, value: unknown, kind: FieldKind | undefined, context: Context, inList: boolean, holding: Holding = "one"): string[] {
  const head = prefix.trimEnd();
  if (value === null || value === undefined) return [head];
  if (holding === "perLanguage" && isRecord(value)) return perLanguageLines(prefix, indent, value, kind, holding, context, inList);
  if (holding === "language" && isRecord(value) && kind?.kind !== "list") return perLanguageLines(prefix, indent, value, kind, holding, context, inList);
  if (typeof value === "string") {
    if (kind?.kind === "date" && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))) return [prefix + value];
    return stringLines(prefix, indent, value, inList);
  }
  if (typeof value === "number" || typeof value === "boolean") {
    return [prefix + dump(value).trim()];
  }
  if (value instanceof Date) return [prefix + dateText(value)];
  if (Array.isArray(value)) {
    if (value.length === 0) return [`${prefix}[]`];
    const itemKind = kind?.kind === "list" ? kind.of : undefined;
    const items = value.flatMap((item) => itemLines(indent, item, itemKind, context, holding === "language" ? "language" : "one"));
    // A list inside a list item starts on the item's line: `- - first`.
    return inList && prefix.endsWith("- ") ? joinFirst(prefix, items, indent) : [head, ...items];
  }
  if (isRecord(value)) {
    const typeName = kind?.kind === "object" ? kind.type : undefined;
    const lines = mappingLines(value, typeName, indent, context);
    if (lines.length === 0) return [`${prefix}{}`];
    return inList && prefix.endsWith("- ") ? joinFirst(prefix, lines, indent) : [head, ...lines];
  }
  return [prefix + quoted(String(value))];
}

/** `- ` followed by the item's first line, the rest as they are. */
function joinFirst(prefix: string, lines: string[], indent: number): string[] {
  return [prefix + lines[0].slice(indent), ...lines.slice(1)];
}

/** A list item: its dash at `dashIndent`, its content two further in. */
function itemLines(dashIndent: number, item: unknown, kind: FieldKind | undefined, context: Context, holding: Holding): string[] {
  const inner: Context = { ...context, comments: false };
  return valueLines(`${spaces(dashIndent)}- `, dashIndent + 2, item, kind, inner, true, holding);
}

/** `top`: the file's own fields (or a locale block's), the only ones whose absence is shown. */
function mappingLines(record: Data, typeName: string | undefined, indent: number, context: Context, top = false): string[] {
  const type = typeName ? context.model.types[typeName] : undefined;
  const fields = type?.fields ?? [];
  const known = new Set(fields.map((field) => field.name));
  const pad = spaces(indent);
  const lines: string[] = [];
  for (const field of fields) {
    const value = record[field.name];
    const present = field.name in record && value !== undefined && !(isEmpty(value) && !field.required);
    const note = context.comments ? fieldNote(field, typeName, context.model) : undefined;
    if (!present) {
      // An optional setting of the file left out keeps its place as a comment, so a Git editor
      // finds it (nested types are shared, e.g. both forms', where it may not apply).
      if (top && note && field.description) lines.push(...commentLines(note, indent), `${pad}# ${field.name}:`);
      continue;
    }
    if (note) lines.push(...commentLines(note, indent));
    const nested = field.type.kind === "list" ? objectTypeOf(field.type) : undefined;
    if (context.comments && nested) {
      lines.push(...itemNotes(nested, context.model, "", new Set()).flatMap((line) => commentLines(line, indent, 2)));
    }
    const holding: Holding = field.rules?.perLanguage ? "perLanguage" : isLanguageField(field) ? "language" : "one";
    lines.push(...valueLines(`${pad}${field.name}: `, indent + 2, value, field.type, context, false, holding));
  }
  // Keys the model does not know stay, in their order, so nothing is lost and the check names them.
  for (const [key, value] of Object.entries(record)) {
    if (known.has(key) || value === undefined) continue;
    lines.push(...valueLines(`${pad}${keyText(key)}: `, indent + 2, value, undefined, context, false));
  }
  return lines;
}

/**
 * The canonical text of one content file: `data` (as js-yaml or the editor gives it, every language
 * in it: ./translations.ts) of the type `typeName`. Deterministic: the same data gives the same
 * text, byte for byte.
 */
export function formatContent(data: unknown, typeName: string, model: ContentModel): string {
  const type = model.types[typeName];
  if (!type) throw new Error(`No content type ${typeName} in the content model`);
  if (!isRecord(data)) throw new Error(`A ${typeName} file must be a set of named fields, not ${Array.isArray(data) ? "a list" : String(data)}`);
  const header = type.description ? commentLines(type.description, 0) : [];
  const body = mappingLines(data, typeName, 0, { model, comments: true }, true);
  // A blank line keeps the file's description apart from the first field's.
  const gap = header.length > 0 && body[0]?.startsWith("#") ? [""] : [];
  return `${[...header, ...gap, ...body].join("\n")}\n`;
}

/**
 * The file type whose fields are Decap's `fieldsOrder` (the top-level field names of the file
 * being saved, in the editor configuration's order), so the editor can format it.
 */
export function typeForFields(fieldsOrder: readonly string[], model: ContentModel): string {
  const wanted = [...fieldsOrder].sort().join(",");
  const matches = Object.entries(model.types)
    .filter(([, type]) => type.file && type.fields.map((field) => field.name).sort().join(",") === wanted)
    .map(([name]) => name);
  if (matches.length === 1) return matches[0];
  if (matches.length === 0) {
    throw new Error(`No content type has exactly the fields ${fieldsOrder.join(", ")}: the editor's config.yml and its content model come from different builds`);
  }
  throw new Error(`Several content types have the fields ${fieldsOrder.join(", ")} (${matches.join(", ")}): give one of them another field`);
}

/**
 * The pair Decap's `CMS.registerCustomFormat(name, "yml", …)` takes. Reading uses YAML's core
 * schema, which leaves `2025-01-15` a string, as Decap's own YAML format does and its date widget
 * expects. The entry's data is the whole file, every language in it (./translations.ts): the
 * editor's fields show and change one language's words of each text (src/admin/decap/fieldWidgets.ts).
 */
export function decapYamlFormat(model: ContentModel) {
  return {
    fromFile: (text: string): unknown => load(text, { schema: CORE_SCHEMA }) ?? {},
    // Texts as the page shows them (./normaliseTexts.ts).
    toFile: (data: unknown, fieldsOrder: string[] = []): string => {
      const typeName = typeForFields(fieldsOrder, model);
      return formatContent(normaliseTexts(data, typeName, model), typeName, model);
    },
  };
}
