import { locales, type Locale } from "../lib/locales";
import { previewPhotosPath, type ContentSnapshot } from "./contentSnapshot";

/**
 * The adapter between raw YAML and the pages: it shapes the content files the way the page
 * queries return them (src/pages/*.tsx, src/templates/LegalPage.tsx, src/hooks/useSiteContent.ts),
 * so the preview renders the site's own pages. What Gatsby adds at build is added here:
 *  - each language's block of a file is a node with its `locale` (plugins/content/gatsby-node.ts onCreateNode);
 *  - a page query's root field is the file's type lower-camel-cased (`homePageYaml`), in the page's
 *    language; a static query's is `all…Yaml { nodes }`, every language;
 *  - a photo's `file` becomes a File with the photo's address (`publicURL`) and no image data,
 *    which ui/Photo.tsx shows as a plain image;
 *  - the legal pages' `updated` date is given as LegalArticle's fragment asks (`updatedIso`);
 *  - `site.buildYear` is the build's year.
 */

/** A place in a file's data: keys and list positions, e.g. ["programmes", 2, "photo", "file"]. */
export type DataPath = readonly (string | number)[];

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

/** The content as the queries' root fields, per language, each file's data shaped as a query returns it. */
export interface PreviewNodes {
  /** The build's year (`site { buildYear }`). */
  readonly buildYear: string;
  readonly locales: Readonly<Record<Locale, Readonly<Record<string, unknown>>>>;
}

/**
 * What each page query asks for, each field filtered by `locale: { eq: $locale }`
 * (src/pages/*.tsx, src/templates/LegalPage.tsx), and its generated type.
 */
const pageQueryRoots = {
  home: ["homePageYaml", "siteYaml", "statsYaml"],
  about: ["aboutPageYaml", "pillarsYaml", "teamYaml", "galleriesYaml", "siteYaml", "layoutYaml"],
  programs: ["programsPageYaml", "programmesYaml", "curriculumYaml"],
  impact: ["impactPageYaml", "statsYaml", "testimonialsYaml", "siteYaml", "layoutYaml"],
  contact: ["contactPageYaml", "formsYaml", "siteYaml", "programmesYaml"],
  legal: ["legalPageYaml", "siteYaml", "layoutYaml"],
} as const;

export interface PageQueryTypes {
  home: Queries.HomePageQuery;
  about: Queries.AboutPageQuery;
  programs: Queries.ProgramsPageQuery;
  impact: Queries.ImpactPageQuery;
  contact: Queries.ContactPageQuery;
  legal: Queries.LegalPageQuery;
}

export type QueryName = keyof PageQueryTypes;

/** The static queries' answer (src/hooks/): `site` and every type's `all…Yaml { nodes }`, one node per language. */
export type StaticQueryData = Queries.SiteContentQuery;

/** `HomePageYaml` → `homePageYaml`, as Gatsby names a type's root query field. */
export const rootField = (typeName: string): string => typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** What one page query returns in `locale`, from the preview's content. */
export function queryData<Name extends QueryName>(nodes: PreviewNodes, name: Name, locale: Locale): PageQueryTypes[Name] {
  const data = Object.fromEntries(pageQueryRoots[name].map((root) => [root, nodes.locales[locale][root] ?? null]));
  // The one boundary between raw YAML and the generated types: the content check and the
  // editor's own field rules stand where Gatsby's schema would.
  return data as unknown as PageQueryTypes[Name];
}

/**
 * What the static queries return: they ask for every language (`allSiteYaml { nodes { locale … } }`)
 * and pick the page's (src/lib/pickLocale.ts), as the language switch picks the other one's name.
 * Every type is answered, whole, so each hook finds what it asks for.
 */
export function staticQueryData(nodes: PreviewNodes): StaticQueryData {
  const fields = [...new Set(locales.flatMap((locale) => Object.keys(nodes.locales[locale])))];
  const all = fields.map((field) => [
    `all${field.charAt(0).toUpperCase()}${field.slice(1)}`,
    { nodes: locales.flatMap((locale) => (field in nodes.locales[locale] ? [nodes.locales[locale][field]] : [])) },
  ]);
  return { site: { buildYear: nodes.buildYear }, ...Object.fromEntries(all) } as unknown as StaticQueryData;
}

/**
 * Every file of the snapshot as a query would return it, in each language, the file being edited
 * taken from the editor instead where it has that language. Several files share a type
 * (data/legal/*): the one being edited is the one shown.
 */
export function previewNodes(snapshot: ContentSnapshot, edited: EditedFile): PreviewNodes {
  const byLocale = Object.fromEntries(
    locales.map((locale) => {
      const nodes: Record<string, unknown> = {};
      for (const [path, file] of Object.entries(snapshot.files)) {
        const isEdited = path === edited.path;
        const field = rootField(file.typeName);
        if (field in nodes && !isEdited) continue;
        const fromEditor = isEdited && edited.data[locale] !== undefined;
        const data = fromEditor ? edited.data[locale] : file.data[locale];
        if (data === undefined) continue;
        // The editor's own photos (just uploaded, say) wherever its data is used; photo files are the same in every language.
        const photoUrl: PhotoUrl = isEdited ? edited.photoUrl : (photo) => snapshotPhotoUrl(path, photo);
        const node = withTypeFields(file.typeName, withPhotos(data, photoUrl, []));
        nodes[field] = isRecord(node) ? { ...node, locale } : node;
      }
      return [locale, nodes];
    }),
  ) as Record<Locale, Record<string, unknown>>;
  return { buildYear: snapshot.buildYear, locales: byLocale };
}

/**
 * A photo of a file the editor is not changing, from the copy of data/photos/ beside the editor:
 * `../photos/impact/x.jpg` in data/pages/impact.yaml → /admin/photos/impact/x.jpg.
 */
export function snapshotPhotoUrl(repoPath: string, file: string): string | undefined {
  const resolved = new URL(file, `https://content.invalid/${repoPath}`).pathname;
  const photos = "/data/photos/";
  return resolved.startsWith(photos) ? `${previewPhotosPath}${resolved.slice(photos.length)}` : undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Every photo's `file` (the only field of that name in the content model) as a File with its address. */
function withPhotos(value: unknown, photoUrl: PhotoUrl, at: DataPath): unknown {
  if (Array.isArray(value)) return value.map((item, index) => withPhotos(item, photoUrl, [...at, index]));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (key === "file" && typeof inner === "string") {
        return [key, { publicURL: inner ? (photoUrl(inner, [...at, key]) ?? null) : null, childImageSharp: null }];
      }
      return [key, withPhotos(inner, photoUrl, [...at, key])];
    }),
  );
}

/** Fields a query formats or aliases, per type. */
function withTypeFields(typeName: string, node: unknown): unknown {
  if (typeName !== "LegalPageYaml" || !isRecord(node)) return node;
  // LegalArticle: updatedIso: updated(formatString: "YYYY-MM-DD"), which it spells out per language.
  // Gatsby formats dates in UTC; a YAML date (2026-11-21) is midnight UTC.
  const date = toDate(node.updated);
  return { ...node, updatedIso: date ? date.toISOString().slice(0, 10) : "" };
}

function toDate(value: unknown): Date | undefined {
  if (!(value instanceof Date) && typeof value !== "string") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
