/**
 * The content model as plain JSON (src/content/contentModel.ts writes it from the GraphQL schema):
 * what the canonical YAML writer (./canonicalYaml.ts) and the editor's page read, which cannot load
 * graphql-js. Types only, so both sides import them without importing each other.
 */
import type { FieldRules } from "./fieldRules";

/** What a field holds. `file` is a photo's path; `object` names a type of the model. */
export type FieldKind =
  | { kind: "string" | "int" | "float" | "boolean" | "date" | "file" }
  | { kind: "enum"; values: string[] }
  | { kind: "object"; type: string }
  | { kind: "list"; of: FieldKind };

export interface ModelField {
  name: string;
  description?: string;
  required: boolean;
  type: FieldKind;
  /** The field's rules (./fieldRules.ts): not language, a format, a range, a length. */
  rules?: Readonly<FieldRules>;
}

export interface ModelType {
  description?: string;
  /** A whole file's type (it implements Node): typeForFields chooses among these. */
  file: boolean;
  /** In the content model's order, which is the order of the keys in the file. */
  fields: ModelField[];
}

export interface ContentModel {
  types: Record<string, ModelType>;
}
