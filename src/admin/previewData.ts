import { previewPhotosPath, type ContentSnapshot } from "./contentSnapshot";

/**
 * The adapter between raw YAML and the pages: it shapes the content files the way the page
 * queries return them (src/pages/*.tsx, src/templates/LegalPage.tsx, src/hooks/useSiteContent.ts),
 * so the preview renders the site's own pages. What Gatsby adds at build is added here:
 *  - each root field is the file's type lower-camel-cased (`homePageYaml`, `legalPageYaml`);
 *  - a photo's `file` becomes a File with the photo's address (`publicURL`) and no image data,
 *    which ui/Photo.tsx shows as a plain image;
 *  - the legal pages' `updated` date is formatted as LegalArticle's fragment asks;
 *  - `site.buildYear` is the build's year.
 */

/** A place in a file's data: keys and list positions, e.g. ["programmes", 2, "photo", "file"]. */
export type DataPath = readonly (string | number)[];

/** A photo's address in the preview, from its `file` value and where that value sits. */
export type PhotoUrl = (file: string, at: DataPath) => string | undefined;

/** The file being edited: its path in the repository, its data in one language, its photos. */
export interface EditedFile {
  readonly path: string;
  readonly data: unknown;
  readonly photoUrl: PhotoUrl;
}

/** The content as the queries' root fields, each file's data shaped as a query returns it. */
export type PreviewNodes = Readonly<Record<string, unknown>>;

/** What each query asks for, and its generated type. */
const queryRoots = {
  home: ["homePageYaml", "siteYaml", "statsYaml"],
  about: ["aboutPageYaml", "pillarsYaml", "teamYaml", "galleriesYaml", "siteYaml", "layoutYaml"],
  programs: ["programsPageYaml", "programmesYaml", "curriculumYaml"],
  impact: ["impactPageYaml", "statsYaml", "testimonialsYaml", "siteYaml", "layoutYaml"],
  contact: ["contactPageYaml", "formsYaml", "siteYaml", "programmesYaml"],
  legal: ["legalPageYaml", "siteYaml", "layoutYaml"],
  siteContent: ["site", "siteYaml", "navYaml", "layoutYaml", "formsYaml", "programmesYaml"],
} as const;

interface QueryTypes {
  home: Queries.HomePageQuery;
  about: Queries.AboutPageQuery;
  programs: Queries.ProgramsPageQuery;
  impact: Queries.ImpactPageQuery;
  contact: Queries.ContactPageQuery;
  legal: Queries.LegalPageQuery;
  siteContent: Queries.SiteContentQuery;
}

export type QueryName = keyof QueryTypes;

/** `HomePageYaml` → `homePageYaml`, as Gatsby names a type's root query field. */
export const rootField = (typeName: string): string => typeName.charAt(0).toLowerCase() + typeName.slice(1);

/** What one query returns, from the preview's content. */
export function queryData<Name extends QueryName>(nodes: PreviewNodes, name: Name): QueryTypes[Name] {
  const data = Object.fromEntries(queryRoots[name].map((root) => [root, nodes[root] ?? null]));
  // The one boundary between raw YAML and the generated types: the content check and the
  // editor's own field rules stand where Gatsby's schema would.
  return data as unknown as QueryTypes[Name];
}

/**
 * Every file of the snapshot as a query would return it, the file being edited taken from the
 * editor instead. Several files share a type (data/legal/*): the one being edited is the one shown.
 */
export function previewNodes(snapshot: ContentSnapshot, edited: EditedFile): PreviewNodes {
  const nodes: Record<string, unknown> = { site: { buildYear: snapshot.buildYear } };
  for (const [path, file] of Object.entries(snapshot.files)) {
    const isEdited = path === edited.path;
    const field = rootField(file.typeName);
    if (field in nodes && !isEdited) continue;
    const photoUrl: PhotoUrl = isEdited ? edited.photoUrl : (photo) => snapshotPhotoUrl(path, photo);
    nodes[field] = withTypeFields(file.typeName, withPhotos(isEdited ? edited.data : file.data, photoUrl, []));
  }
  return nodes;
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
  // LegalArticle: updated(formatString: "MMMM D, YYYY") and updatedIso: updated(formatString: "YYYY-MM-DD").
  const date = toDate(node.updated);
  if (!date) return { ...node, updated: String(node.updated ?? ""), updatedIso: "" };
  return { ...node, updated: longDate.format(date), updatedIso: date.toISOString().slice(0, 10) };
}

/** Gatsby formats dates in UTC; a YAML date (2026-11-21) is midnight UTC. */
const longDate = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function toDate(value: unknown): Date | undefined {
  if (!(value instanceof Date) && typeof value !== "string") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
