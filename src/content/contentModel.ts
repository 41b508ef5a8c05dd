import { isEnumType, isListType, isNonNullType, isObjectType, type GraphQLField, type GraphQLOutputType } from "graphql";
import type { ContentModel, FieldKind, ModelField, ModelType } from "./modelTypes";
import { contentSchema } from "./contentSchema";
import { fieldRules } from "./fieldRules";
import { isFilledByBuild } from "./filledByBuild";
import { deepFreeze } from "./deepFreeze";

/**
 * The content model as plain JSON, for what cannot load graphql-js: the canonical YAML form
 * (./canonicalYaml.ts) and the editor's page, which read each field's kind and rules from it.
 * `hints`, by "Type.field" and "Type", are the editor's English hints (data/editor.yaml): the
 * canonical form writes them as comments, for whoever edits the files in Git.
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

function modelField(typeName: string, field: GraphQLField<unknown, unknown>, hints: Readonly<Record<string, string>>): ModelField {
  const description = hints[`${typeName}.${field.name}`];
  const rules = fieldRules(field);
  return {
    name: field.name,
    ...(description ? { description } : {}),
    required: isNonNullType(field.type),
    type: kindOf(field.type),
    ...(Object.keys(rules).length > 0 ? { rules } : {}),
  };
}

let structure: ContentModel | undefined;

/** The content model without the editor's hints: what reading a file's languages needs (./translations.ts). */
export function contentStructure(): ContentModel {
  structure ??= contentModel();
  return structure;
}

export function contentModel(hints: Readonly<Record<string, string>> = {}): ContentModel {
  // The same hints give the same model (frozen, as it is shared): the content check asks for it on every check of a folder.
  const key = JSON.stringify(hints);
  let model = models.get(key);
  if (!model) {
    model = deepFreeze(buildModel(hints));
    models.set(key, model);
    if (models.size > keptModels) models.delete(models.keys().next().value!);
  }
  return model;
}

/** The models made, by their hints (data/editor.yaml's, as a folder has them): the last few kept. */
const models = new Map<string, ContentModel>();
const keptModels = 8;

function buildModel(hints: Readonly<Record<string, string>>): ContentModel {
  const types: Record<string, ModelType> = {};
  for (const type of Object.values(contentSchema().getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || type.name === "File") continue;
    // A file's own type implements Node, whose `id` Gatsby fills in: it is never written.
    const file = type.getInterfaces().some((iface) => iface.name === "Node");
    const description = hints[type.name];
    types[type.name] = {
      ...(description ? { description } : {}),
      file,
      fields: Object.values(type.getFields())
        .filter((field) => !(file && isFilledByBuild(type.name, field.name)))
        .map((field) => modelField(type.name, field, hints)),
    };
  }
  return { types };
}
