import { contentFilePath, yamlTypeFor, type ContentFilePath } from "./contentFile";

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
  /**
   * "sections": a page of sections. Its file is of the type SectionsPageYaml (a heading, an
   * introduction, sections of paragraphs each with an optional photo and link, an optional call to
   * action) and src/templates/SectionsPage.tsx renders it at `path`: no type, editor words or code
   * of its own (README.md, "Add a page"). Absent: the page has its own type in src/content/schema.ts.
   */
  readonly model?: "sections";
  /** The other files of data/ whose editor preview is this page ("View the page" leads here). */
  readonly alsoShows: readonly string[];
  /**
   * A page no link leads to (the thank-you page, the forms' `action`): noindex, left out of the
   * sitemap and the site map page.
   */
  readonly unlisted?: boolean;
}

/** An entry of a page with code of its own: everything said. */
type OwnPageEntry = Omit<SitePage, "typeName" | "model" | "name"> & { readonly name: string };

/**
 * An entry of a page of sections: its name, whether it shows photos, and what else it shows if
 * anything; its file is data/pages/<name>.yaml, its address /<name> unless `path` says another,
 * and src/templates/SectionsPage.tsx renders it.
 */
interface SectionsPageEntry {
  readonly name: string;
  readonly model: "sections";
  readonly photos: boolean;
  readonly path?: string;
  readonly alsoShows?: readonly string[];
}

export type PageEntry = OwnPageEntry | SectionsPageEntry;

/**
 * In the order of the site (Home first); a file shared by several pages belongs to the one where it
 * shows most: stats.yaml on Impact, the header and footer's files on Home. A page of sections is
 * one line: `{ name: "partners", model: "sections", photos: true }` (README.md, "Add a page").
 */
const entries = [
  { name: "home", source: "src/pages/index.tsx", path: "/", dataFile: "pages/home.yaml", photos: true, alsoShows: ["site.yaml", "nav.yaml", "layout.yaml"] },
  { name: "about", source: "src/pages/about.tsx", path: "/about", dataFile: "pages/about.yaml", photos: true, alsoShows: ["pillars.yaml", "team.yaml", "galleries.yaml"] },
  { name: "programs", source: "src/pages/programs.tsx", path: "/programs", dataFile: "pages/programs.yaml", photos: true, alsoShows: ["programs.yaml", "curriculum.yaml"] },
  { name: "impact", source: "src/pages/impact.tsx", path: "/impact", dataFile: "pages/impact.yaml", photos: true, alsoShows: ["stats.yaml", "testimonials.yaml"] },
  { name: "families", source: "src/pages/families.tsx", path: "/families", dataFile: "pages/families.yaml", photos: false, alsoShows: [] },
  { name: "contact", source: "src/pages/contact.tsx", path: "/contact", dataFile: "pages/contact.yaml", photos: false, alsoShows: ["forms.yaml"] },
  { name: "volunteer", model: "sections", photos: true },
  // Every page above and below, each gallery too (src/lib/siteMap.ts): it shows data/nav.yaml's names.
  { name: "siteMap", source: "src/pages/site-map.tsx", path: "/site-map", dataFile: "pages/site-map.yaml", photos: false, alsoShows: [] },
  // What a form posted from its page (Netlify Forms) is answered with: src/mail/netlifyForm.ts.
  { name: "thankYou", source: "src/pages/thank-you.tsx", path: "/thank-you", dataFile: "pages/thank-you.yaml", photos: false, alsoShows: [], unlisted: true },
  // Served at /<slug> (gatsby-node.ts createPages), the slug the same in every language.
  { name: "legal", source: "src/templates/LegalPage.tsx", path: null, dataFile: "legal/*.yaml", photos: false, alsoShows: [] },
] as const satisfies readonly PageEntry[];

/** A page's name: its entry's; also the name its module is registered by for the previews. */
export type PageName = (typeof entries)[number]["name"];

/** The type of every page of sections' file (src/content/schema.ts): one type, a node per file and language told apart by `slug`. */
export const sectionsPageType = "SectionsPageYaml";

/** What renders every page of sections. */
export const sectionsPageTemplate = "src/templates/SectionsPage.tsx";

/** The list's entries as pages: a page of sections' file, address, template and type filled in. */
export function listPages(list: readonly PageEntry[]): SitePage[] {
  return list.map((entry) =>
    "model" in entry
      ? {
          name: entry.name as PageName,
          model: "sections",
          source: sectionsPageTemplate,
          path: entry.path ?? `/${entry.name}`,
          dataFile: `pages/${entry.name}.yaml`,
          photos: entry.photos,
          alsoShows: entry.alsoShows ?? [],
          typeName: sectionsPageType,
        }
      : { ...entry, name: entry.name as PageName, typeName: yamlTypeFor(contentFilePath(entry.dataFile)) },
  );
}

export const sitePages: readonly SitePage[] = listPages(entries);

/** The page of sections whose file this is, if any. */
const sectionsPageOf = (file: ContentFilePath, pages: readonly SitePage[]): SitePage | undefined =>
  pages.find((page) => page.model === "sections" && page.dataFile === `${file.relativeDirectory ? `${file.relativeDirectory}/` : ""}${file.name}.yaml`);

/**
 * The GraphQL type of a file of data/: SectionsPageYaml for a page of sections' file, else the
 * file's own (src/lib/contentFile.ts yamlTypeFor). What the build, the content check, the editor and
 * the tests type a file by.
 */
export const contentTypeFor = (file: ContentFilePath, pages: readonly SitePage[] = sitePages): string =>
  sectionsPageOf(file, pages) ? sectionsPageType : yamlTypeFor(file);

/** The `slug` the build gives a page of sections' file ("pages/partners.yaml" → "partners"), which its page's query selects it by. */
export const sectionsSlug = (file: ContentFilePath, pages: readonly SitePage[] = sitePages): string | undefined =>
  sectionsPageOf(file, pages) ? file.name : undefined;

/** Gatsby's not-found page: in src/pages, but no page of the list (no address, no file of its own: layout.yaml's `notFound`). */
export const notFoundSource = "src/pages/404.tsx";

/** The addresses in English of the pages no link leads to (`unlisted`). */
export const unlistedPaths = (pages: readonly SitePage[] = sitePages): string[] => pages.flatMap((page) => (page.unlisted && page.path ? [page.path] : []));

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
