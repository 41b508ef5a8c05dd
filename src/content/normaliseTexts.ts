import { normaliseText } from "./fieldRules";
import type { ContentModel, FieldKind, ModelField } from "./modelTypes";
import { isLanguageField, isRecord, outdatedKey } from "./translations";

type Data = Record<string, unknown>;

/**
 * Every text of a file as it is written and shown (./fieldRules.ts normaliseText): trimmed of
 * spaces and invisible characters, one paragraph unless its field keeps line breaks, in every
 * language (./translations.ts). The canonical writer applies it, so what the editor saves and
 * `npm run format:content` writes is what the page shows.
 */
export function normaliseTexts(value: unknown, typeName: string, model: ContentModel): unknown {
  const type = model.types[typeName];
  if (!type || !isRecord(value)) return value;
  const result: Data = { ...value };
  for (const field of type.fields) {
    if (!(field.name in value)) continue;
    const inner = value[field.name];
    result[field.name] =
      field.rules?.perLanguage && isRecord(inner)
        ? Object.fromEntries(Object.entries(inner).map(([locale, list]) => [locale, normalise(list, field, field.type, model, false)]))
        : normalise(inner, field, field.type, model, isLanguageField(field));
  }
  return result;
}

function normalise(value: unknown, field: ModelField, kind: FieldKind, model: ContentModel, language: boolean): unknown {
  if (kind.kind === "list") return Array.isArray(value) ? value.map((item) => normalise(item, field, kind.of, model, language)) : value;
  if (kind.kind === "object") return normaliseTexts(value, kind.type, model);
  if (kind.kind !== "string") return value;
  const text = (inner: unknown): unknown => (typeof inner === "string" ? normaliseText(inner, { lines: field.rules?.lines }) : inner);
  // A text's words in each language, and what a language to review was written for.
  if (language && isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === outdatedKey && isRecord(inner) ? Object.fromEntries(Object.entries(inner).map(([locale, source]) => [locale, text(source)])) : text(inner)]),
    );
  }
  return text(value);
}
