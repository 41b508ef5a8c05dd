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
import { contentSchema } from "../content/validateContent";

/**
 * Decap CMS's configuration (static/admin/config.yml), written from the content model
 * (build/content/schema.ts) so the editor always offers exactly the fields the build accepts:
 * required where the schema requires, a select for every fixed list of values, an image picker
 * for every photo, the schema's descriptions as hints. `npm run cms:config` writes it; a unit
 * test fails when it is out of date.
 */

/** One YAML file under data/, as the editor lists it. */
export interface ContentFileEntry {
  /** data/pages/home.yaml → "home-page" (unique name Decap uses). */
  name: string;
  label: string;
  /** The file's path from the repository root, e.g. "data/pages/home.yaml". */
  file: string;
  typeName: string;
  /** The file's current content, to choose a one-line or a multi-line box per field. */
  data: unknown;
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

/** The first field an editor recognises an item by, for a list's collapsed summary. */
const summaryFields = ["title", "label", "heading", "name", "question", "quote", "role", "value", "number", "slug", "id"];

function valuesAt(data: unknown, path: string[]): unknown[] {
  if (path.length === 0) return [data];
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, path));
  if (data && typeof data === "object") return valuesAt((data as Record<string, unknown>)[path[0]], path.slice(1));
  return [];
}

const isLong = (values: unknown[]): boolean =>
  values.flat(Infinity).some((value) => typeof value === "string" && (value.length > longText || value.includes("\n")));

interface Context {
  /** Where new photos are uploaded, and how the YAML file refers to them. */
  mediaFolder: string;
  publicFolder: string;
  data: unknown;
}

function photoField(name: string, label: string, context: Context, required: boolean, hint?: string): DecapField {
  return {
    label,
    name,
    widget: "image",
    required,
    media_folder: context.mediaFolder,
    public_folder: context.publicFolder,
    choose_url: false,
    ...(hint ? { hint } : {}),
  };
}

function fieldFor(field: GraphQLField<unknown, unknown>, path: string[], context: Context): DecapField {
  let type: GraphQLOutputType = field.type;
  const required = isNonNullType(type);
  if (isNonNullType(type)) type = type.ofType;
  const name = field.name;
  const label = humanise(name);
  const hint = field.description ?? undefined;
  const base: DecapField = { label, name, required, ...(hint ? { hint } : {}) };

  if (isListType(type)) {
    let item = type.ofType;
    if (isNonNullType(item)) item = item.ofType;
    if (isObjectType(item)) {
      const fields = objectFields(item, path, context);
      const summary = summaryFields.find((candidate) => candidate in item.getFields());
      return { ...base, widget: "list", ...(summary ? { summary: `{{fields.${summary}}}` } : {}), fields };
    }
    const itemWidget = isEnumType(item)
      ? { widget: "select", options: item.getValues().map((value) => value.name) }
      : { widget: isLong(valuesAt(context.data, path)) ? "text" : "string" };
    return { ...base, widget: "list", field: { label: humanise(name.replace(/s$/, "")), name: "item", ...itemWidget } };
  }
  if (isEnumType(type)) return { ...base, widget: "select", options: type.getValues().map((value) => value.name) };
  if (isObjectType(type) && type.name === "File") return photoField(name, label, context, required, hint);
  if (isObjectType(type)) return { ...base, widget: "object", collapsed: false, fields: objectFields(type, path, context) };
  if (isScalarType(type)) {
    switch (type.name) {
      case "Int":
        return { ...base, widget: "number", value_type: "int" };
      case "Float":
        return { ...base, widget: "number", value_type: "float" };
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
    .filter((field) => !(isFileType && field.name === "id"))
    .map((field) => fieldFor(field, [...path, field.name], context));
}

/** Photos live in data/photos; a YAML file refers to them relative to itself. */
function mediaFor(file: string): Pick<Context, "mediaFolder" | "publicFolder"> {
  const depth = file.split("/").length - 2; // data/site.yaml → 0, data/pages/home.yaml → 1
  return { mediaFolder: "/data/photos", publicFolder: `${"../".repeat(depth)}photos` };
}

export function cmsConfig(groups: ContentGroup[]) {
  const schema = contentSchema();
  return {
    backend: { name: "git-gateway", branch: "main" },
    // Every edit becomes a pull request, with its own Netlify deploy preview, until published.
    publish_mode: "editorial_workflow",
    // `npx decap-server` in the repository lets anyone edit the files on their own machine.
    local_backend: true,
    site_url: "/",
    display_url: "/",
    logo_url: "/favicon.svg",
    media_folder: "data/photos",
    public_folder: "photos",
    collections: groups.map((group) => ({
      name: group.name,
      label: group.label,
      description: group.description,
      editor: { preview: true },
      files: group.files.map((entry) => {
        const type = schema.getType(entry.typeName);
        if (!type || !isObjectType(type)) throw new Error(`${entry.file}: no content type ${entry.typeName} in build/content/schema.ts`);
        const context = { ...mediaFor(entry.file), data: entry.data };
        return { name: entry.name, label: entry.label, file: entry.file, fields: objectFields(type, [], context) };
      }),
    })),
  };
}
