import { contentTypeFor } from "../../lib/contentPages";
import { load } from "js-yaml";
import { photoUses } from "../../content/photoUses";
import type { ContentModel } from "../../content/modelTypes";
import type { ProblemPath } from "../../content/problems";
import { contentFilePath } from "../../lib/contentFile";

/**
 * The photos in the library, as far as this editor knows them: those the build found in
 * data/photos, those added since, less those deleted, so the check before saving can name a photo
 * that is not there.
 */
export interface PhotoLibrary {
  has(photo: string): boolean;
  /** Every photo, sorted by path. */
  list(): string[];
  add(photo: string): void;
  remove(photo: string): void;
}

export function photoLibrary(photos: readonly string[]): PhotoLibrary {
  const names = new Set(photos);
  return {
    has: (photo) => names.has(photo),
    list: () => [...names].sort(),
    add: (photo) => void names.add(photo),
    remove: (photo) => void names.delete(photo),
  };
}

/** Reads a content file as the backend has it now (Decap's backends' `getEntry`). */
export type ReadFile = (path: string) => Promise<{ data: string }>;

/** A place in the content that uses a photo: the file, its type and block (to name the place), the field's place. */
export interface PhotoInUse {
  readonly photo: string;
  readonly file: string;
  readonly typeName: string;
  readonly block: unknown;
  readonly path: ProblemPath;
}

/**
 * Every place in the content that uses one of `photos` (paths in the repository), read from the
 * backend now (not from the build: a save since may use it).
 */
export async function photosInUse(photos: readonly string[], contentFiles: readonly string[], read: ReadFile, model: ContentModel): Promise<PhotoInUse[]> {
  const found: PhotoInUse[] = [];
  for (const file of contentFiles) {
    let block: unknown;
    try {
      // Photos are not language: the file holds each once (src/content/translations.ts).
      block = load((await read(file)).data);
    } catch {
      continue;
    }
    const typeName = contentTypeFor(contentFilePath(file));
    for (const use of photoUses(block, typeName, model, file)) {
      if (photos.includes(use.photo)) found.push({ photo: use.photo, file, typeName, block, path: use.path });
    }
  }
  return found;
}
