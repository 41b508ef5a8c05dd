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
import { defaultLocale, locales } from "../../src/lib/locales";
import { sameInEveryLanguage } from "../../src/content/languageFields";
import { pathOfContentFile } from "../../src/lib/contentPages";
import { siteUrl } from "../../src/lib/siteAddress";
import { internalLinkRule, numberRanges, textRules, type TextRule } from "../../src/content/rules";
import { contentSchema } from "../../src/content/contentSchema";
import { canonicalFormatName } from "../../src/admin/decap/canonicalFormat";
import { backendConfig, editorBackend, type EditorBackend } from "./backend";

/**
 * Decap CMS's configuration (/admin/config.yml), written from the content model
 * (src/content/schema.ts) so the editor always offers exactly the fields the build accepts:
 * required where the schema requires, a select for every fixed list of values, the content check's
 * rules (src/content/rules.ts) as patterns and ranges, so a bad edit is refused before it is
 * saved, an image picker for every photo that opens the folder its photos are in, the schema's
 * descriptions as hints, and each field marked as language (edited per language) or not (copied
 * from the English). The build writes it (./publishEditor.ts), so it always follows the model.
 */

/** One YAML file under data/, as the editor lists it. */
export interface ContentFileEntry {
  /** data/pages/home.yaml → "home-page" (unique name Decap uses). */
  name: string;
  label: string;
  /** The file's path from the repository root, e.g. "data/pages/home.yaml". */
  file: string;
  typeName: string;
  /**
   * The file's current content, one block per language (data/pages/home.yaml's `en` and `es`), to
   * choose a one-line or a multi-line box per field and each photo field's folder: both languages
   * share the field, so the longer text and every photo count.
   */
  data: unknown[];
}

/** How the editor's collections group the files. */
export interface ContentGroup {
  name: string;
  label: string;
  description: string;
  files: ContentFileEntry[];
}

type DecapField = Record<string, unknown>;

/** Text longer than this (or with a line break) in the current content gets a multi-line box. */
const longText = 90;

const humanise = (name: string): string => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]/g, " ").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * Labels that say more than the field's name, where the name alone puzzled an editor (Decap shows
 * labels in capitals: "TO" read as nothing).
 */
const fieldLabels: Record<string, string> = {
  "Link.to": "To (a page of this site)",
  "Link.label": "Label (the words of the link)",
  "Testimonial.name": "Name (or Anonymous)",
  "Testimonial.achievement": "Achievement (shown under the name)",
  "Testimonial.quote": "Quote (their own words)",
  "CountText.one": "When there is one",
  "CountText.other": "When there are more, or none",
};

/** Said under every field that is not language: Decap's Spanish form still lets it be typed inside a list item. */
const sameInBothHint = "The same in both languages: change it in English, and Spanish follows when you save.";

/** The fields an editor recognises an item by, for a list's collapsed summary: the first one present. */
const summaryFields = ["title", "label", "heading", "question", "quote", "name", "role", "value", "number", "slug", "id", "alt"];

function valuesAt(data: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [data];
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, path));
  if (data && typeof data === "object") return valuesAt((data as Record<string, unknown>)[path[0]], path.slice(1));
  return [];
}

const isLong = (values: unknown[]): boolean =>
  values.flat(Infinity).some((value) => typeof value === "string" && (value.length > longText || value.includes("\n")));

interface Context {
  /** The YAML file, from the repository root ("data/pages/home.yaml"), for messages. */
  file: string;
  /** Each language's block of the file. */
  data: unknown[];
  /** What a link to a page of this site must look like. */
  linkRule: TextRule;
}

/**
 * Decap finds a photo as its field's media folder plus the file's base name, and its library
 * lists one folder, without sub-folders: every photo is in data/photos/ itself (the content check
 * holds to it, src/content/validateContent.ts photosFolder), so every photo field and the Media
 * tab show them all. The folder is written relative to the YAML file, as the file refers to its
 * photos (and Gatsby resolves them).
 */
function photoFolder(context: Context): string {
  const depth = context.file.split("/").length - 2; // data/site.yaml → 0, data/pages/home.yaml → 1
  return `${"../".repeat(depth)}photos`;
}

function photoField(name: string, label: string, context: Context, required: boolean, hint?: string): DecapField {
  const folder = photoFolder(context);
  return {
    label,
    name,
    widget: "image",
    required,
    media_folder: folder,
    public_folder: folder,
    choose_url: false,
    ...(hint ? { hint } : {}),
  };
}

/**
 * Decap's `pattern` for a text field: its own rule or the link rule (addresses, ids, times: never
 * language). A text of spaces alone is left to the check before saving (src/admin/checkBeforeSave.ts), which
 * names the language that has it and shows it: Decap's own refusal starts the form again in
 * English, with its message beside a Spanish field no longer in view.
 */
function textPattern(typeName: string, field: GraphQLField<unknown, unknown>, context: Context): DecapField {
  const rule = textRules[`${typeName}.${field.name}`] ?? (typeName === "Link" && field.name === "to" ? context.linkRule : undefined);
  return rule ? { pattern: [rule.pattern, rule.message] } : {};
}

/**
 * Decap's i18n per field, by the content check's rule (src/content/validateContent.ts
 * compareLanguages): text is language (`true`, edited in each language) unless the content model
 * lists it in sameInEveryLanguage; numbers, choices, dates, yes/no and photo files never are
 * (`duplicate`: Decap shows the English value in Spanish, greyed, and copies a change to it).
 * A list or an object is always `true`: Decap's schema allows only a boolean there, and `false`
 * would hide it in Spanish; what is language is decided field by field inside it.
 */
type FieldI18n = true | "duplicate";

function leafI18n(typeName: string, name: string, type: GraphQLOutputType): FieldI18n {
  if (sameInEveryLanguage.has(`${typeName}.${name}`)) return "duplicate";
  return isScalarType(type) && (type.name === "String" || type.name === "ID") ? true : "duplicate";
}

function fieldFor(typeName: string, field: GraphQLField<unknown, unknown>, path: string[], context: Context): DecapField {
  let type: GraphQLOutputType = field.type;
  const required = isNonNullType(type);
  if (isNonNullType(type)) type = type.ofType;
  const name = field.name;
  const label = fieldLabels[`${typeName}.${name}`] ?? humanise(name);
  const i18n: FieldI18n = isListType(type) || (isObjectType(type) && type.name !== "File") ? true : leafI18n(typeName, name, type);
  const hint = [field.description, i18n === "duplicate" ? sameInBothHint : undefined].filter(Boolean).join(" ") || undefined;
  const base: DecapField = { label, name, required, i18n, ...(hint ? { hint } : {}) };

  if (isListType(type)) {
    let item = type.ofType;
    if (isNonNullType(item)) item = item.ofType;
    if (isObjectType(item)) {
      const fields = objectFields(item, path, context);
      // A required field first: an item without its optional name is still summarised by its role.
      const itemFields = item.getFields();
      const present = summaryFields.filter((candidate) => candidate in itemFields);
      const summary = present.find((candidate) => isNonNullType(itemFields[candidate].type)) ?? present[0];
      // "Add program +", not "Add programs +".
      return { ...base, widget: "list", label_singular: humanise(name.replace(/s$/, "")), ...(summary ? { summary: `{{fields.${summary}}}` } : {}), fields };
    }
    const itemRequired = isNonNullType(type.ofType);
    const itemWidget = isEnumType(item)
      ? { widget: "select", options: item.getValues().map((value) => value.name) }
      : { widget: isLong(valuesAt(context.data, path)) ? "text" : "string", ...textPattern(typeName, field, context) };
    // Each collapsed item shows its own text, not the same label on every line.
    const itemField = { label: humanise(name.replace(/s$/, "")), name: "item", required: itemRequired, i18n: leafI18n(typeName, name, item), ...itemWidget };
    return { ...base, widget: "list", summary: "{{fields.item}}", field: itemField };
  }
  if (isEnumType(type)) return { ...base, widget: "select", options: type.getValues().map((value) => value.name) };
  if (isObjectType(type) && type.name === "File") return { ...photoField(name, label, context, required, hint), i18n };
  if (isObjectType(type)) return { ...base, widget: "object", collapsed: false, fields: objectFields(type, path, context) };
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float": {
        const range = numberRanges[`${typeName}.${name}`];
        return { ...base, widget: "number", value_type: type.name === "Int" ? "int" : "float", ...(range ? { min: range[0], max: range[1] } : {}) };
      }
      case "Boolean":
        return { ...base, widget: "boolean" };
      case "Date":
        return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
      default:
        return { ...base, widget: isLong(valuesAt(context.data, path)) ? "text" : "string", ...textPattern(typeName, field, context) };
    }
  }
  return { ...base, widget: "string" };
}

function objectFields(type: GraphQLObjectType, path: string[], context: Context): DecapField[] {
  const isFileType = type.getInterfaces().some((iface) => iface.name === "Node");
  return Object.values(type.getFields())
    .filter((field) => !(isFileType && (field.name === "id" || field.name === "locale")))
    .map((field) => fieldFor(type.name, field, [...path, field.name], context));
}

/** `routes`: the site's pages ("/", "/about", …), which a link to a page of this site must name. */
export function cmsConfig(groups: ContentGroup[], routes: Iterable<string>, backend: EditorBackend = editorBackend) {
  const linkRule = internalLinkRule(routes);
  const schema = contentSchema();
  return {
    backend: backendConfig(backend),
    // Every edit becomes a pull request, with its own Netlify deploy preview, until published.
    publish_mode: "editorial_workflow",
    // `npx decap-server` in the repository lets anyone edit the files on their own machine.
    local_backend: true,
    // "View the page" leads into this site; the top bar names the live site (a "/" alone said nothing).
    site_url: "/",
    display_url: siteUrl,
    logo_url: "/favicon.svg",
    media_folder: "data/photos",
    public_folder: "photos",
    // Every file holds one block per language (`en:`, `es:`), the one structure Decap supports for
    // a files collection; the editor's form starts in English and switches to Spanish above it.
    i18n: { structure: "single_file", locales: [...locales], default_locale: defaultLocale },
    collections: groups.map((group) => ({
      name: group.name,
      label: group.label,
      description: group.description,
      // Needed on the collection and on each file: a file without it drops its fields' i18n.
      i18n: true,
      // Our YAML writer (src/admin/canonicalFormat.ts): a save changes only the changed lines.
      format: canonicalFormatName,
      editor: { preview: true },
      files: group.files.map((entry) => {
        const type = schema.getType(entry.typeName);
        if (!type || !isObjectType(type)) throw new Error(`${entry.file}: no content type ${entry.typeName} in src/content/schema.ts`);
        const context: Context = { file: entry.file, data: entry.data, linkRule };
        // "View the page" (Decap's deploy link) opens the page that shows this file, not Home.
        const page = pathOfContentFile(entry.file, (entry.data[0] as { slug?: unknown } | undefined)?.slug);
        return {
          name: entry.name,
          label: entry.label,
          file: entry.file,
          ...(page ? { preview_path: page.replace(/^\//, "") } : {}),
          i18n: true,
          fields: objectFields(type, [], context),
        };
      }),
    })),
  };
}
