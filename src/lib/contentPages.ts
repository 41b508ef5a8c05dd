import { contentFilePath, yamlTypeFor } from "./contentFile";

/**
 * The site's pages, in one list: everything the editor, the sitemap's test and every test's table of
 * pages know about a page is read from here (or from src/pages and data/ themselves), so a new page
 * is written once (README.md, "Add a page"). src/lib/contentPages.test.ts fails when a page in
 * src/pages or a file in data/pages is missing from the list, or the list names one that is not there.
 *
 * Pure data with no build-only import: the editor's previews (src/admin/preview, bundled for the
 * browser by plugins/editor/editorBundle.ts) read it too.
 */
export interface SitePage {
  /**
   * The page's name in code and tests; also the name its module is registered by for the editor's
   * previews (src/admin/preview/pageModules.ts), which load every page of this list from its `source`.
   */
  readonly name: PageName;
  /** The file that renders it: a page of src/pages, or a template rendering every file of a folder of data/. */
  readonly source: string;
  /** Its address in English (gatsby-node.ts adds /es for Spanish); null: one page per file, at the file's `slug`. */
  readonly path: string | null;
  /** Its own file under data/ ("pages/home.yaml"; "legal/*.yaml": each file of the folder, a page). */
  readonly dataFile: string;
  /**
   * Its file's GraphQL type (src/lib/contentFile.ts): the key of the file's label and hint in
   * data/editor.yaml (`fields`, in both languages), which the editor lists it by, and the type whose
   * title and description the preview's search snippet shows.
   */
  readonly typeName: string;
  /** Whether it shows photos: the built-site and browser tests expect at least one (with JS off too). */
  readonly photos: boolean;
  /** The other files of data/ whose editor preview is this page ("View the page" leads here). */
  readonly alsoShows: readonly string[];
}

/** A page's name, which is also the name its module is registered by for the previews. */
export type PageName = "home" | "about" | "programs" | "impact" | "families" | "contact" | "legal";

type PageEntry = Omit<SitePage, "typeName">;

/**
 * In the order of the site (Home first); a file shared by several pages belongs to the one where it
 * shows most: stats.yaml on Impact, the header and footer's files on Home.
 */
const entries: readonly PageEntry[] = [
  { name: "home", source: "src/pages/index.tsx", path: "/", dataFile: "pages/home.yaml", photos: true, alsoShows: ["site.yaml", "nav.yaml", "layout.yaml"] },
  { name: "about", source: "src/pages/about.tsx", path: "/about", dataFile: "pages/about.yaml", photos: true, alsoShows: ["pillars.yaml", "team.yaml", "galleries.yaml"] },
  { name: "programs", source: "src/pages/programs.tsx", path: "/programs", dataFile: "pages/programs.yaml", photos: true, alsoShows: ["programs.yaml", "curriculum.yaml"] },
  { name: "impact", source: "src/pages/impact.tsx", path: "/impact", dataFile: "pages/impact.yaml", photos: true, alsoShows: ["stats.yaml", "testimonials.yaml"] },
  { name: "families", source: "src/pages/families.tsx", path: "/families", dataFile: "pages/families.yaml", photos: false, alsoShows: [] },
  { name: "contact", source: "src/pages/contact.tsx", path: "/contact", dataFile: "pages/contact.yaml", photos: false, alsoShows: ["forms.yaml"] },
  // Served at /<slug> (gatsby-node.ts createPages), the slug the same in every language.
  { name: "legal", source: "src/templates/LegalPage.tsx", path: null, dataFile: "legal/*.yaml", photos: false, alsoShows: [] },
];

export const sitePages: readonly SitePage[] = entries.map((entry) => ({ ...entry, typeName: yamlTypeFor(contentFilePath(entry.dataFile)) }));

/** Gatsby's not-found page: in src/pages, but no page of the list (no address, no file of its own: layout.yaml's `notFound`). */
export const notFoundSource = "src/pages/404.tsx";

/** The page named `name`. */
export const sitePage = (name: PageName): SitePage => sitePages.find((page) => page.name === name) as SitePage;

const matches = (pattern: string, file: string): boolean =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(file);

/** The page that shows a file of the repository ("data/legal/privacy.yaml"), if any: its own file's, else the one it also shows. */
export function pageOfContentFile(repoPath: string): SitePage | undefined {
  const file = repoPath.replace(/^data\//, "");
  return sitePages.find((page) => matches(page.dataFile, file)) ?? sitePages.find((page) => page.alsoShows.includes(file));
}

/** A page's address in English; a page per file at its file's slug. */
export const pathOfPage = (page: SitePage, slug?: unknown): string => page.path ?? `/${String(slug ?? "")}`;

/** The address of the page that shows a file, in English; a legal page's from its slug. */
export function pathOfContentFile(repoPath: string, slug?: unknown): string | undefined {
  const page = pageOfContentFile(repoPath);
  return page && pathOfPage(page, slug);
}
