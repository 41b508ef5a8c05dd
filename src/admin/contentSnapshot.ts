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
 * with the build's time and the content model: what a preview shows of the files other than the one being edited.
 * plugins/editor/publishEditor.ts writes it into public/admin/index.html as JSON.
 */
export interface ContentSnapshot {
  /** When the build ran (ISO 8601): `site { buildTime }`. */
  readonly buildTime: string;
  /** The content model's GraphQL types (src/content/schema.ts), which the preview's queries run against. */
  readonly typeDefs: string;
  /** The site's pages ("/", "/about", …), which the content check lets a link lead to. */
  readonly routes: readonly string[];
  readonly files: Readonly<Record<string, SnapshotFile>>;
}

/** The id of the JSON <script> element that carries the snapshot in the editor's page. */
export const snapshotElementId = "cms-content";

/** Where the build copies data/photos/ for the previews (public/admin/photos/). */
export const previewPhotosPath = "/admin/photos/";

/** The JSON data block `id` of the editor's page (the snapshot, the list of file entries). */
export function readJsonBlock(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`The editor's page has no #${id} data: plugins/editor/publishEditor.ts writes it`);
  return JSON.parse(element.textContent ?? "null");
}
