/**
 * What the editor knows of a content file's versions, from its backend (Git Gateway, GitHub, or
 * the local one `npm run edit` uses), so that a save never undoes a save made elsewhere
 * (./keepSaves.ts): the file as this tab's form opened it, and the file as the backend holds it
 * at save time. Each of Decap's backends is extended through its public `registerBackend` (as
 * ./checkedBackends.ts does), using only the methods every backend has (decap-cms-lib-util's
 * Implementation):
 *
 *  - `getEntry` and `unpublishedEntryDataFile` are what Decap calls to open an entry (the
 *    published file, or the draft of the editorial workflow): the text they return is the version
 *    the form opened, kept per file;
 *  - `persistEntry` writes: just before, the file is read again, and a file that changed since
 *    the save was merged onto it is not written over (the save is refused, to be made again); a
 *    draft that another tab or person started since this form opened is updated rather than
 *    started again (Decap would start it afresh, replacing it); after, the text written is the
 *    version this form now holds.
 *
 * Our own reads ("To review", "Before launch", a photo's uses) go through `read`, which leaves the
 * version the form opened as it was.
 */

/** A version of a file: its text, and when this tab read or wrote it. */
export interface OpenedVersion {
  readonly text: string;
  readonly at: Date;
}

/** The file as the backend holds it now. */
export interface CurrentVersion {
  /** Undefined while the file does not exist. */
  readonly text: string | undefined;
  /** When it was last saved, where the backend says (the editorial workflow's draft: its pull request's last update). */
  readonly savedAt?: Date;
  /** Whether it is the entry's draft in the editorial workflow (not yet published). */
  readonly draft: boolean;
}

/** An entry of Decap's, as far as finding its file goes. */
export interface EntryFile {
  readonly path: string;
  readonly collection: string;
  readonly slug: string;
}

/** What the backends have in common that this uses (decap-cms-lib-util's Implementation). */
export interface VersionedBackend {
  getEntry(path: string): Promise<{ data: string }>;
  unpublishedEntry?(args: { collection: string; slug: string }): Promise<{ diffs: { path: string; id: string }[]; updatedAt?: string }>;
  unpublishedEntryDataFile?(collection: string, slug: string, path: string, id: string): Promise<string>;
  persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: PersistOptions): Promise<unknown>;
}

/** Decap's options for a save (decap-cms-lib-util PersistOptions), as far as this uses them. */
export interface PersistOptions {
  useWorkflow?: boolean;
  unpublished?: boolean;
  [option: string]: unknown;
}

export interface FileVersions {
  /** The file as this tab's form opened it, or last saved it. */
  opened(path: string): OpenedVersion | undefined;
  /** The file as the backend holds it now: the entry's draft in the editorial workflow if there is one, else the published file. */
  current(entry: EntryFile): Promise<CurrentVersion>;
  /** A file as the backend holds it now (published), read without changing what the form opened. */
  read(path: string): Promise<string | undefined>;
  /** Whether a backend has started (the editor reads files through it). */
  started(): boolean;
  /** Before a save: the version it was merged onto. The backend writes only while the file is still that version. */
  expect(entry: EntryFile, version: CurrentVersion): void;
  /**
   * The backend class for Decap's `registerBackend`, keeping these versions. `changedAgain` makes
   * the refusal thrown when the file changed again between the merge and the write.
   */
  backend<Base extends BackendClass>(Base: Base, changedAgain: (path: string) => Error): Base;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes the base's arguments as they are
type BackendClass = new (...args: any[]) => VersionedBackend;

const isNotUnderWorkflow = (error: unknown): boolean => typeof error === "object" && error !== null && (error as { notUnderEditorialWorkflow?: boolean }).notUnderEditorialWorkflow === true;

export function fileVersions(now: () => Date = () => new Date()): FileVersions {
  const opened = new Map<string, OpenedVersion>();
  const expected = new Map<string, { entry: EntryFile; version: CurrentVersion }>();
  let started: (VersionedBackend & { currentVersion(entry: EntryFile): Promise<CurrentVersion>; readNow(path: string): Promise<string | undefined> }) | undefined;

  return {
    opened: (path) => opened.get(path),
    current: (entry) => {
      if (!started) throw new Error("The editor's backend has not started");
      return started.currentVersion(entry);
    },
    read: async (path) => started?.readNow(path),
    started: () => started !== undefined,
    expect: (entry, version) => expected.set(entry.path, { entry, version }),
    backend(Base, changedAgain) {
      return class extends Base {
        /** Whether saves go through the editorial workflow (config.yml's publish_mode; the local backend has none). */
        readonly workflow: boolean;

        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes the base's arguments as they are
        constructor(...args: any[]) {
          super(...args);
          this.workflow = (args[0] as { publish_mode?: string } | undefined)?.publish_mode === "editorial_workflow";
          started = this;
        }

        async getEntry(path: string): Promise<{ data: string }> {
          const entry = await super.getEntry(path);
          opened.set(path, { text: entry.data, at: now() });
          return entry;
        }

        async unpublishedEntryDataFile(collection: string, slug: string, path: string, id: string): Promise<string> {
          const text = await super.unpublishedEntryDataFile!(collection, slug, path, id);
          opened.set(path, { text, at: now() });
          return text;
        }

        async readNow(path: string): Promise<string | undefined> {
          try {
            const { data } = await super.getEntry(path);
            // GitHub's backend answers a file that is not there with no text.
            return data === "" ? undefined : data;
          } catch {
            return undefined;
          }
        }

        async currentVersion(entry: EntryFile): Promise<CurrentVersion> {
          if (this.workflow && super.unpublishedEntry && super.unpublishedEntryDataFile) {
            try {
              const draft = await super.unpublishedEntry({ collection: entry.collection, slug: entry.slug });
              const diff = draft.diffs.find((candidate) => candidate.path === entry.path);
              const savedAt = draft.updatedAt ? new Date(draft.updatedAt) : undefined;
              if (diff) return { text: await super.unpublishedEntryDataFile(entry.collection, entry.slug, entry.path, diff.id), draft: true, ...(savedAt ? { savedAt } : {}) };
            } catch (error) {
              // No draft of this entry: the published file is the one a save goes onto.
              if (!isNotUnderWorkflow(error)) throw error;
            }
          }
          return { text: await this.readNow(entry.path), draft: false };
        }

        async persistEntry(entry: { dataFiles: { path: string; raw: string }[] }, options: PersistOptions): Promise<unknown> {
          let written = options;
          for (const file of entry.dataFiles) {
            const merged = expected.get(file.path);
            if (!merged) continue;
            const version = await this.currentVersion(merged.entry);
            if (version.text !== merged.version.text) throw changedAgain(file.path);
            // A draft started elsewhere since this form opened: this save goes into it.
            if (version.draft && written.useWorkflow && !written.unpublished) written = { ...written, unpublished: true };
          }
          const result = await super.persistEntry(entry, written);
          for (const file of entry.dataFiles) {
            opened.set(file.path, { text: file.raw, at: now() });
            expected.delete(file.path);
          }
          return result;
        }
      };
    },
  };
}
