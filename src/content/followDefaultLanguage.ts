import type { ContentModel, FieldKind, ModelField } from "./modelTypes";

/**
 * What is not language is one value: photo files, numbers, choices, dates, ids, addresses and links
 * are the same in every language block, at every level (inside list items too, which Decap's
 * i18n cannot mark), so each other language takes them from the default one. The editor applies
 * it when it writes a file (./canonicalYaml.ts decapYamlFormat) and before its check
 * (./checkBeforeSave.ts): a photo replaced in English is the Spanish page's photo too.
 */

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Whether a field's value is words of its language (else the same in every language). */
function isLanguageField(field: ModelField): boolean {
  const leaf = (kind: FieldKind): FieldKind => (kind.kind === "list" ? leaf(kind.of) : kind);
  return leaf(field.type).kind === "string" && !field.rules?.same;
}

/** `other` with every value that is not language taken from `from`, item by item in lists. */
function follow(from: unknown, other: unknown, kind: FieldKind, model: ContentModel): unknown {
  if (kind.kind === "object") {
    if (!isRecord(from) || !isRecord(other)) return other;
    const type = model.types[kind.type];
    if (!type) return other;
    const result: Data = { ...other };
    for (const field of type.fields) {
      if (!(field.name in from) || field.rules?.perLanguage) continue;
      if (field.type.kind === "object" || (field.type.kind === "list" && field.type.of.kind === "object")) {
        result[field.name] = follow(from[field.name], other[field.name], field.type, model);
      } else if (!isLanguageField(field)) {
        result[field.name] = from[field.name];
      }
    }
    return result;
  }
  if (kind.kind === "list" && kind.of.kind === "object") {
    if (!Array.isArray(from) || !Array.isArray(other)) return other;
    // Items are matched by position; a list of another length is the content check's to refuse.
    return other.map((item, index) => (index < from.length ? follow(from[index], item, kind.of, model) : item));
  }
  return other;
}

/** Each language block of a file (`{ en, es }`) with the default language's values that are not language. */
export function followDefaultLanguage(blocks: unknown, typeName: string, model: ContentModel, locales: readonly string[], defaultLocale: string): unknown {
  if (!isRecord(blocks) || !isRecord(blocks[defaultLocale])) return blocks;
  const result: Data = { ...blocks };
  for (const locale of locales) {
    if (locale === defaultLocale || !isRecord(blocks[locale])) continue;
    result[locale] = follow(blocks[defaultLocale], blocks[locale], { kind: "object", type: typeName }, model);
  }
  return result;
}
