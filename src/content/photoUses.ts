import type { ContentModel, FieldKind } from "./modelTypes";
import type { ProblemPath } from "./problems";

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A photo a content file uses, and where: its path in the repository, and the field's place in the block. */
export interface PhotoUse {
  readonly photo: string;
  readonly path: ProblemPath;
}

/** A photo path as written in a file ("../photos/x.jpg" in data/pages/home.yaml), from the repository's root: data/photos/x.jpg. */
export function photoInRepository(repoPath: string, written: string): string {
  return new URL(written, `https://content.invalid/${repoPath}`).pathname.slice(1);
}

/**
 * Every photo a content file uses (the file holds each photo's file once, for every language:
 * ./translations.ts; a language's copy of it tells the same), found by the content model's photo
 * fields: what the editor refuses to delete while a page shows it.
 */
export function photoUses(block: unknown, typeName: string, model: ContentModel, repoPath: string): PhotoUse[] {
  const uses: PhotoUse[] = [];
  const walk = (value: unknown, kind: FieldKind, path: ProblemPath): void => {
    if (kind.kind === "file" && typeof value === "string" && value) uses.push({ photo: photoInRepository(repoPath, value), path });
    else if (kind.kind === "list" && Array.isArray(value)) value.forEach((item, index) => walk(item, kind.of, [...path, index]));
    else if (kind.kind === "object" && isRecord(value)) {
      for (const field of model.types[kind.type]?.fields ?? []) walk(value[field.name], field.type, [...path, field.name]);
    }
  };
  walk(block, { kind: "object", type: typeName }, []);
  return uses;
}
