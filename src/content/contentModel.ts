import {
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLOutputType,
} from "graphql";
import type { ContentModel, FieldKind, ModelField, ModelType } from "./modelTypes";
import { contentSchema } from "./contentSchema";
import { sameInEveryLanguage } from "./languageFields";

/**
 * The content model as plain JSON, for what cannot load graphql-js: the canonical YAML form
 * (src/admin/canonicalYaml.ts), which also runs in the content editor's page.
 */

const scalarKinds: Record<string, FieldKind> = {
  Int: { kind: "int" },
  Float: { kind: "float" },
  Boolean: { kind: "boolean" },
  Date: { kind: "date" },
};

function kindOf(type: GraphQLOutputType): FieldKind {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return { kind: "list", of: kindOf(inner.ofType) };
  if (isEnumType(inner)) return { kind: "enum", values: inner.getValues().map((value) => value.name) };
  if (isObjectType(inner)) return inner.name === "File" ? { kind: "file" } : { kind: "object", type: inner.name };
  return scalarKinds[inner.name] ?? { kind: "string" };
}

function modelField(typeName: string, field: GraphQLField<unknown, unknown>): ModelField {
  return {
    name: field.name,
    ...(field.description ? { description: field.description } : {}),
    required: isNonNullType(field.type),
    type: kindOf(field.type),
    ...(sameInEveryLanguage.has(`${typeName}.${field.name}`) ? { sameInEveryLanguage: true } : {}),
  };
}

let cached: ContentModel | undefined;
export function contentModel(): ContentModel {
  if (cached) return cached;
  const types: Record<string, ModelType> = {};
  for (const type of Object.values(contentSchema().getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || type.name === "File") continue;
    // A file's own type implements Node, whose `id` Gatsby fills in: it is never written.
    const file = type.getInterfaces().some((iface) => iface.name === "Node");
    types[type.name] = {
      ...(type.description ? { description: type.description } : {}),
      file,
      fields: Object.values(type.getFields())
        .filter((field) => !(file && (field.name === "id" || field.name === "locale")))
        .map((field) => modelField(type.name, field)),
    };
  }
  cached = { types };
  return cached;
}
