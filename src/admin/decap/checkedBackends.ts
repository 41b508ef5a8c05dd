/**
 * Decap's backends (Git Gateway, GitHub, and the local one `npm run edit` uses), each registered
 * as a class of its own that refuses to delete a photo a page uses (Decap's media library deleted
 * it after one "Are you sure?", and the page then broke): the class extends the backend's own,
 * through Decap's public `registerBackend`, and asks it for the content as it is now.
 */

/** What the backends have in common that this uses (decap-cms-lib-util's Implementation). */
export interface DeletingBackend {
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  getEntry(path: string): Promise<{ data: string }>;
  persistMedia(file: unknown, options: unknown): Promise<{ path?: string }>;
}

/** Refuses (throws) when one of `paths` is in use; its message says where, in the editor's language. */
export type DeleteGuard = (paths: readonly string[], read: (path: string) => Promise<{ data: string }>) => Promise<void>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes the base's arguments as they are
type BackendClass = new (...args: any[]) => DeletingBackend;

export function checkedBackend<Base extends BackendClass>(Backend: Base, guard: DeleteGuard, added: (path: string) => void, deleted: (path: string) => void): Base {
  return class extends Backend {
    async deleteFiles(paths: string[], commitMessage: string): Promise<unknown> {
      await guard(paths, (path) => this.getEntry(path));
      const result = await super.deleteFiles(paths, commitMessage);
      paths.forEach(deleted);
      return result;
    }

    async persistMedia(file: unknown, options: unknown): Promise<{ path?: string }> {
      const result = await super.persistMedia(file, options);
      if (result?.path) added(result.path);
      return result;
    }
  };
}
