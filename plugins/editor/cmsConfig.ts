import {
  type GraphQLEnumType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { pathOfContentFile } from "../../src/lib/contentPages";
import { siteAddress } from "../../src/lib/siteAddress";
import { fieldRules, isLanguageField, leafType } from "../../src/content/fieldRules";
import { contentSchema } from "../../src/content/contentSchema";
import { wordsByField, type EditorWords, type FieldWords } from "../../src/content/editorWords";
import { canonicalFormatName } from "../../src/admin/decap/canonicalFormat";
import { backendConfig, editorBackend, type EditorBackend } from "./backend";
import { isFilledByBuild } from "../../src/content/filledByBuild";

/**
 * Decap CMS's configuration (/admin/config.<language>.yml), written from the content model
 * (src/content/schema.ts) and the editor's words (data/editor.yaml) in one interface language, so
 * the editor always offers exactly the fields the build accepts: required where the schema
 * requires, a select for every fixed list of values, an image picker on the photo library for
 * every photo, each field's label and hint in the editor's language, each field marked as language
 * (its words per language) or not (one value for every language), and the field's rules (src/content/fieldRules.ts)
 * in `content_rules`, which our widgets (src/admin/decap/fieldWidgets.ts) check as the editor types,
 * in the editor's language. The build writes it (./publishEditor.ts), so it always follows the model.
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
  /** Each field's label and hint in the editor's language, by "Type.field". */
  words: ReadonlyMap<string, FieldWords>;
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

/** A choice's options, each with its words in the editor's language (data/editor.yaml, "Weekday.friday"). */
function choices(type: GraphQLEnumType, context: Context): { value: string; label: string }[] {
  return type.getValues().map((value) => {
    const words = context.words.get(`${type.name}.${value.name}`);
    if (!words) throw new Error(`${context.file}: data/editor.yaml has no label for the choice ${type.name}.${value.name}`);
    return { value: value.name, label: words.label };
  });
}

/**
 * What our widgets (src/admin/decap/fieldWidgets.ts) read of a field: its rules, whether it holds
 * words of a language (one text per language: src/content/translations.ts), the type it holds,
 * a list's summary field and a choice's options in the editor's language.
 */
function contentRules(typeName: string, field: GraphQLField<unknown, unknown>, context: Context, extra: Record<string, unknown> = {}): DecapField {
  const leaf = leafType(field.type);
  const rules = {
    ...fieldRules(field),
    language: isLanguageField(field),
    // An object's type, or a list's item type: what our widgets check inside it.
    ...(isObjectType(leaf) && leaf.name !== "File" ? { type: leaf.name } : {}),
    ...(isEnumType(leaf) ? { choices: choices(leaf, context) } : {}),
    ...(typeName === "Photo" && field.name === "alt" ? { describes: "photo" as const } : {}),
    ...extra,
  };
  return { content_rules: rules };
}

function fieldFor(typeName: string, field: GraphQLField<unknown, unknown>, path: string[], context: Context): DecapField {
  let type: GraphQLOutputType = field.type;
  const required = isNonNullType(type);
  if (isNonNullType(type)) type = type.ofType;
  const name = field.name;
  const words = context.words.get(`${typeName}.${name}`);
  if (!words) throw new Error(`${context.file}: data/editor.yaml has no label for ${typeName}.${name}`);
  const label = words.label;
  const hint = words.hint || undefined;
  const base: DecapField = { label, name, required, ...(hint ? { hint } : {}), ...contentRules(typeName, field, context) };

  if (isListType(type)) {
    // "4 items" where the list's label does not read as its items after a count ("4 what it includes").
    const counted = words.items ? { items: words.items } : {};
    let item = type.ofType;
    if (isNonNullType(item)) item = item.ofType;
    if (isObjectType(item)) {
      const fields = objectFields(item, path, context);
      // A required field first: an item without its optional name is still summarised by its role.
      const itemFields = item.getFields();
      const present = summaryFields.filter((candidate) => candidate in itemFields);
      const summary = present.find((candidate) => isNonNullType(itemFields[candidate].type)) ?? present[0];
      // "Add program +", not "Add programs +"; the summary in the form's language (our list control).
      const summaryRule = { ...(summary ? { summary: { field: summary, language: isLanguageField(itemFields[summary]) } } : {}), ...counted };
      return { ...base, ...contentRules(typeName, field, context, summaryRule), widget: "list", label_singular: words.item || label, ...(summary ? { summary: `{{fields.${summary}}}` } : {}), fields };
    }
    // Several choices of a list (the weeks of the month): one field of boxes to tick, in the choices' order.
    if (isEnumType(item)) return { ...base, widget: "select", multiple: true, options: item.getValues().map((value) => value.name) };
    const itemRequired = isNonNullType(type.ofType);
    const itemWidget = { widget: isLong(valuesAt(context.data, path)) ? "text" : "string" };
    // Each collapsed item shows its own text, not the same label on every line; "1 paragraph", not "1 paragraphs".
    const itemField = { label: words.item || label, name: "item", required: itemRequired, ...contentRules(typeName, field, context), ...itemWidget };
    const summaryRule = { summary: { field: "item", language: isLanguageField(field) }, ...counted };
    return { ...base, ...contentRules(typeName, field, context, summaryRule), widget: "list", label_singular: words.item || label, summary: "{{fields.item}}", field: itemField };
  }
  if (isEnumType(type)) return { ...base, widget: "select", options: type.getValues().map((value) => value.name) };
  if (isObjectType(type) && type.name === "File") return photoField(name, label, context, required, hint);
  if (isObjectType(type)) return { ...base, widget: "object", collapsed: false, fields: objectFields(type, path, context) };
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
      case "Float": {
        const range = fieldRules(field).range;
        return { ...base, widget: "number", value_type: type.name === "Int" ? "int" : "float", ...(range ? { min: range.min, max: range.max } : {}) };
      }
      case "Boolean":
        return { ...base, widget: "boolean" };
      case "Date":
        return { ...base, widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false };
      default:
        return { ...base, widget: isLong(valuesAt(context.data, path)) ? "text" : "string" };
    }
  }
  return { ...base, widget: "string" };
}

function objectFields(type: GraphQLObjectType, path: string[], context: Context): DecapField[] {
  const isFileType = type.getInterfaces().some((iface) => iface.name === "Node");
  return Object.values(type.getFields())
    .filter((field) => !(isFileType && isFilledByBuild(type.name, field.name)))
    .map((field) => fieldFor(type.name, field, [...path, field.name], context));
}

/** The configuration in one interface language: `words` are the editor's words in it (data/editor.yaml). */
export function cmsConfig(groups: ContentGroup[], words: Pick<EditorWords, "fields">, locale: string, backend: EditorBackend = editorBackend) {
  const schema = contentSchema();
  const fieldWords = wordsByField(words);
  return {
    backend: backendConfig(backend),
    // Every edit becomes a pull request, with its own Netlify deploy preview, until published.
    publish_mode: "editorial_workflow",
    // No `local_backend` here: published, it would let the editor page talk to a server on the
    // computer of whoever opens it. `npm run edit` adds it to its own copy (./editPorts.ts withLocalBackend).
    // "View the page" leads into this site; the top bar names the live site (a "/" alone said nothing).
    site_url: "/",
    display_url: siteAddress().url,
    logo_url: "/favicon.svg",
    // Decap's own interface in the editor's language (its Spanish completed from data/editor.yaml).
    locale,
    media_folder: "data/photos",
    // A photo is written upright and without its location and camera details (re-drawn in the
    // browser before it is uploaded: decap-cms-core lib/imageTransformations.ts), at a quality the
    // site's own sizes are made from.
    media_processing: { enabled: true, strip_metadata: true, quality: 92 },
    public_folder: "photos",
    // No Decap i18n, which keeps a copy of every list per language: a file holds its structure once
    // and its words per language (src/content/translations.ts); our fields show the language the
    // form is written in (src/admin/decap/formLanguage.ts).
    collections: groups.map((group) => ({
      name: group.name,
      label: group.label,
      description: group.description,
      // Our YAML writer (src/admin/canonicalFormat.ts): a save changes only the changed lines.
      format: canonicalFormatName,
      editor: { preview: true },
      files: group.files.map((entry) => {
        const type = schema.getType(entry.typeName);
        if (!type || !isObjectType(type)) throw new Error(`${entry.file}: no content type ${entry.typeName} in src/content/schema.ts`);
        const context: Context = { file: entry.file, data: entry.data, words: fieldWords };
        // "View the page" (Decap's deploy link) opens the page that shows this file, not Home.
        const page = pathOfContentFile(entry.file, (entry.data[0] as { slug?: unknown } | undefined)?.slug);
        return {
          name: entry.name,
          label: entry.label,
          file: entry.file,
          ...(page ? { preview_path: page.replace(/^\//, "") } : {}),
          fields: objectFields(type, [], context),
        };
      }),
    })),
  };
}
