import type { Locale } from "../lib/locales";

/**
 * One content file as the build read it: its parsed YAML, one block per language (the file's
 * `en:` and `es:`, src/lib/contentFile.ts languageBlocks); a language the file lacks is absent.
 */
export interface SnapshotFile {
  readonly data: Readonly<Partial<Record<Locale, unknown>>>;
}

/**
 * Every file in data/ at build time, keyed by its path in the repository ("data/pages/home.yaml"),
 * with the build's time and the content model: what a preview shows of the files other than the
 * one being edited, and the choices' words (data/editor.yaml), which pages show. plugins/editor/publishEditor.ts writes it beside the editor as JSON, which the
 * previews fetch when the first one is shown (./editorSetup.ts).
 */
export interface ContentSnapshot {
  /** When the build ran (ISO 8601): `site { buildTime }`. */
  readonly buildTime: string;
  /** The content model's GraphQL types (src/content/schema.ts), which the preview's queries run against. */
  readonly typeDefs: string;
  readonly files: Readonly<Record<string, SnapshotFile>>;
  /** Every choice's words in each language (src/lib/choiceWords.ts), as the build's EditorChoices nodes have them. */
  readonly choices?: Readonly<Partial<Record<Locale, readonly { field: string; label: string; shown?: string | null }[]>>>;
}

/** Where the build copies data/photos/ for the previews (public/admin/photos/). */
export const previewPhotosPath = "/admin/photos/";

/**
 * A photo of a file the editor is not changing, from the copy of data/photos/ beside the editor:
 * `../photos/impact-x.jpg` in data/pages/impact.yaml → /admin/photos/impact-x.jpg.
 */
export function snapshotPhotoUrl(repoPath: string, file: string): string | undefined {
  const resolved = new URL(file, `https://content.invalid/${repoPath}`).pathname;
  const photos = "/data/photos/";
  return resolved.startsWith(photos) ? `${previewPhotosPath}${resolved.slice(photos.length)}` : undefined;
}
