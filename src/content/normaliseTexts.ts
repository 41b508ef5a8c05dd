import { normaliseText } from "./fieldRules";
import type { ContentModel, FieldKind } from "./modelTypes";

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Every text of a block as it is written and shown (./fieldRules.ts normaliseText): trimmed of
 * spaces and invisible characters, one paragraph unless its field keeps line breaks. The canonical
 * writer applies it, so what the editor saves and `npm run format:content` writes is what the page shows.
 */
export function normaliseTexts(value: unknown, typeName: string, model: ContentModel): unknown {
  const type = model.types[typeName];
  if (!type || !isRecord(value)) return value;
  const result: Data = { ...value };
  for (const field of type.fields) {
    if (field.name in value) result[field.name] = normalise(value[field.name], field.type, field.rules?.lines, model);
  }
  return result;
}

function normalise(value: unknown, kind: FieldKind, lines: true | undefined, model: ContentModel): unknown {
  if (kind.kind === "list") return Array.isArray(value) ? value.map((item) => normalise(item, kind.of, lines, model)) : value;
  if (kind.kind === "object") return normaliseTexts(value, kind.type, model);
  if (kind.kind === "string" && typeof value === "string") return normaliseText(value, { lines });
  return value;
}

/** Each language block of a file (`{ en, es }`) with its texts normalised; anything else as it is. */
export function normaliseBlocks(data: unknown, typeName: string, model: ContentModel, locales: readonly string[]): unknown {
  if (!isRecord(data)) return data;
  return Object.fromEntries(Object.entries(data).map(([key, block]) => [key, locales.includes(key) ? normaliseTexts(block, typeName, model) : block]));
}
