/**
 * Decap's backends (Git Gateway, GitHub, and the local one `npm run edit` uses), each registered
 * as a class of its own that refuses to delete a photo a page uses (Decap's media library deleted
 * it after one "Are you sure?", and the page then broke): the class extends the backend's own,
 * through Decap's public `registerBackend`, and asks it for the content as it is now.
 */

import type { EditorWords } from "../../content/editorWords";
import type { ContentModel } from "../../content/modelTypes";
import { refusal } from "./checkBeforeSave";
import { photosInUse } from "./photoLibrary";
import { placeWords, problemWords } from "./problemWords";

/** What the backends have in common that this uses (decap-cms-lib-util's Implementation). */
export interface DeletingBackend {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  getEntry(path: string): Promise<{ data: string }>;
  persistMedia(file: unknown, options: unknown): Promise<{ path?: string }>;
  /** A file as the backend holds it now, read without changing the version an open form was opened from (./fileVersions.ts). */
  readNow?(path: string): Promise<string | undefined>;
  /** The library as the backend lists it (Git Gateway and GitHub: names and paths, each file fetched when drawn). */
  getMedia(mediaFolder?: string): Promise<unknown[]>;
  /** One photo of the library, its bytes as a File (the launch list hashes a photo the build did not know). */
  getMediaFile(path: string): Promise<{ file?: Blob }>;
}

/** Refuses (throws) when one of `paths` is in use; its message says where, in the editor's language. */
export type DeleteGuard = (paths: readonly string[], read: (path: string) => Promise<{ data: string }>) => Promise<void>;

/** What the guard needs to find a photo's uses and name them in the editor's words. */
export interface PhotoInUseSetup {
  /** The content files, as the repository names them (data/pages/home.yaml). */
  readonly contentFiles: readonly string[];
  readonly model: ContentModel;
  /** The editor's words in its language. */
  readonly words: EditorWords;
  /** The editor's language, which a list's item is quoted in. */
  readonly locale: string;
  /** A content file as the editor lists it ("Home page"). */
  readonly fileLabel: (file: string) => string;
}

/**
 * The guard the editor's backends use: a photo a page uses (read from the backend now) is not
 * deleted; the refusal names the photo and every place that uses it, by the file's label, the
 * field's label and the list's item ("Home page › Top of the page › Photo"), and is told to
 * `refused` (the editor's notice) before it is thrown (Decap's toast).
 */
export function photoInUseGuard(setup: PhotoInUseSetup, refused: (line: string) => void): DeleteGuard {
  const { model, words, locale } = setup;
  return async (paths, read) => {
    const uses = await photosInUse(paths, setup.contentFiles, read, model);
    if (uses.length === 0) return;
    const places = uses
      .map((use) => [setup.fileLabel(use.file), placeWords(use.path, undefined, { model, words, typeName: use.typeName, data: use.block, locale })].join(` ${words.messages.separator} `))
      .join("; ");
    const line = problemWords({ file: uses[0].photo, path: [], code: "photoInUse", params: { places } }, { model, words, typeName: "" });
    refused(line);
    throw refusal(line);
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes the base's arguments as they are
type BackendClass = new (...args: any[]) => DeletingBackend;

/**
 * `started`: told the backend Decap starts, which the editor then asks for a file as it is saved now.
 * `added`: told each photo the library lists, or an upload adds (`uploaded`: its bytes are new), as a
 * published build's editor knows only the photos the pages use until the backend lists the rest;
 * `deleted`, each photo deleted.
 */
export function checkedBackend<Base extends BackendClass>(Backend: Base, guard: DeleteGuard, added: (path: string, uploaded: boolean) => void, deleted: (path: string) => void, started?: (backend: DeletingBackend) => void): Base {
  return class extends Backend {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes the base's arguments as they are
    constructor(...args: any[]) {
      super(...args);
      started?.(this);
    }

    async deleteFiles(paths: string[], commitMessage: string): Promise<unknown> {
      // Read as the backend holds each file now, without changing what an open form was opened from (./fileVersions.ts).
      await guard(paths, async (path) => (this.readNow ? { data: (await this.readNow(path)) ?? "" } : this.getEntry(path)));
      const result = await super.deleteFiles(paths, commitMessage);
      paths.forEach(deleted);
      return result;
    }

    async getMedia(mediaFolder?: string): Promise<unknown[]> {
      const files = await super.getMedia(mediaFolder);
      for (const file of files) {
        const path = (file as { path?: unknown } | null)?.path;
        if (typeof path === "string") added(path, false);
      }
      return files;
    }

    async persistMedia(file: unknown, options: unknown): Promise<{ path?: string }> {
      const result = await super.persistMedia(file, options);
      if (result?.path) added(result.path, true);
      return result;
    }
  };
}
