import { contentTypeFor, sectionsSlug } from "../../lib/contentPages";
import { contentFilePath, withPhotos, type DataPath } from "../../lib/contentFile";
import { locales, type Locale } from "../../lib/locales";
import type { ContentNode, QueryContent } from "./contentQueries";
import { snapshotPhotoUrl, type ContentSnapshot } from "../contentSnapshot";
import { factsFrom, withFacts, type Facts } from "../../content/facts";

/**
 * The content the preview's queries run over (./contentQueries.ts): every file of the build's
 * snapshot, the file being edited taken from the editor, each language's block a node of the
 * file's type with its `locale` (as plugins/content makes them at build), the facts its texts name
 * filled in (src/content/facts.ts), each photo's `file` a File (src/lib/contentFile.ts withPhotos)
 * whose image data is the photo itself, without sizes, which ui/Photo.tsx shows as a plain image.
 */

/** A photo's File in the preview: its address as the image, no other sizes or formats. */
export function previewFile(url: string | undefined): unknown {
  const image = url ? { layout: "constrained", images: { fallback: { src: url }, sources: [] } } : null;
  return { publicURL: url ?? null, childImageSharp: image && { gatsbyImageData: image, resize: { src: url } } };
}

export type { DataPath };

/** A photo's address in the preview, from its `file` value and where that value sits. */
export type PhotoUrl = (file: string, at: DataPath) => string | undefined;

/**
 * The file being edited, as Decap has it: its path in the repository, the language the preview
 * shows (the one the form is written in), the data of each language the editor holds (a
 * language it does not hand over is taken from the snapshot), and its photos.
 */
export interface EditedFile {
  readonly path: string;
  readonly locale: Locale;
  readonly data: Readonly<Partial<Record<Locale, unknown>>>;
  readonly photoUrl: PhotoUrl;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Every file of the snapshot as nodes, in each language; the file being edited from the editor
 * where it has that language, listed first so a query for its type (data/legal/*) finds it.
 */
export function previewContent(snapshot: ContentSnapshot, edited: EditedFile): QueryContent {
  const nodesByType: Record<string, ContentNode[]> = {};
  const dataOf = (path: string, locale: Locale): unknown => (path === edited.path && edited.data[locale] !== undefined ? edited.data[locale] : snapshot.files[path]?.data[locale]);
  // The facts the texts name, as the build fills them (src/content/facts.ts), from the edited site.yaml if it is the one open.
  const facts = Object.fromEntries(locales.map((locale) => [locale, factsFrom(dataOf("data/site.yaml", locale), dataOf("data/curriculum.yaml", locale))])) as Record<Locale, Facts>;
  const paths = Object.keys(snapshot.files).sort((a, b) => Number(b === edited.path) - Number(a === edited.path));
  for (const path of paths) {
    const type = contentTypeFor(contentFilePath(path));
    // A page of sections' file has its name as `slug`, as the build gives it (plugins/content).
    const slug = sectionsSlug(contentFilePath(path));
    for (const locale of locales) {
      const data = dataOf(path, locale);
      if (!isRecord(data)) continue;
      // The editor's own photos (just uploaded, say) wherever its data is used; photo files are the same in every language.
      const photoUrl: PhotoUrl = path === edited.path ? edited.photoUrl : (photo) => snapshotPhotoUrl(path, photo);
      const block = withPhotos(withFacts(data, facts[locale]), (file, at) => previewFile(file ? photoUrl(file, at) : undefined)) as Record<string, unknown>;
      (nodesByType[type] ??= []).push({ ...block, ...(slug ? { slug } : {}), locale });
    }
  }
  // The choices' words, a node per language as the build makes them (plugins/content sourceNodes).
  nodesByType.EditorChoices = locales.map((locale) => ({ locale, choices: snapshot.choices?.[locale] ?? [] }));
  return { buildTime: snapshot.buildTime, nodesByType };
}
