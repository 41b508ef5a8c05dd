import { sitePages, type SitePage } from "./contentPages";
import { galleryPath, shownGalleries } from "./galleries";

/**
 * What the site map page (/site-map) lists, worked out from what already says it, so no page is
 * written down twice: the pages and their order from the list of pages (./contentPages.ts), each
 * legal page from its file in data/legal, each gallery from data/galleries.yaml, and each page's
 * name as its link in the menus says it (data/nav.yaml), else its title. The build fills the site
 * map's `links` with it (plugins/content/gatsby-node.ts), the editor's preview too
 * (src/admin/preview/contentQueries.ts), from the same content nodes.
 */

/** The site map's own file type, whose `links` the build fills in. */
export const siteMapType = "SiteMapPageYaml";

/** The type of one of its links: no file holds it, so the editor has no words for it. */
export const siteMapLinkType = "SiteMapLink";

/**
 * The headings the site map groups its links under (the file's fields of these names hold their
 * words): the site's pages; the photo galleries; the pages of the footer's bottom row (the legal
 * pages and the site map itself).
 */
export const siteMapGroups = ["pages", "galleries", "site"] as const;
export type SiteMapGroup = (typeof siteMapGroups)[number];

export interface SiteMapLink {
  readonly group: SiteMapGroup;
  /** The page's name, as the menus call it. */
  readonly label: string;
  /** Its address in English (the page adds /es for Spanish). */
  readonly path: string;
}

/** A content node as the build and the preview have it: one language's block of a file. */
type Node = Readonly<Record<string, unknown>>;

/** Every node of a file type (each language's block of each file of that type). */
export type NodesOf = (typeName: string) => readonly Node[];

interface NavLink {
  label: string;
  to: string;
}

/** The types whose nodes the site map reads: every page's file type, the menus and the galleries. */
export const siteMapSourceTypes = (pages: readonly SitePage[] = sitePages): string[] => [...new Set([...pages.map((page) => page.typeName), "NavYaml", "GalleriesYaml"])];

const inLocale = (nodes: readonly Node[], locale: string): Node[] => nodes.filter((node) => node.locale === locale);

const navLinks = (nav: Node | undefined, list: string): NavLink[] => (Array.isArray(nav?.[list]) ? (nav[list] as NavLink[]) : []);

/**
 * Every page of the site in `locale`, in the site's order: the pages of the list (each legal page
 * in the order of the footer's row), then the galleries, then the footer's bottom row. A page the
 * build has no file for in that language is left out (the content check names the missing file).
 */
export function siteMapLinks(locale: string, nodesOf: NodesOf, pages: readonly SitePage[] = sitePages): SiteMapLink[] {
  const nav = inLocale(nodesOf("NavYaml"), locale)[0];
  const bottomRow = navLinks(nav, "legal").map((link) => link.to);
  const labels = new Map<string, string>();
  for (const list of ["main", "menuOnly", "quick", "legal"]) {
    for (const link of navLinks(nav, list)) if (!labels.has(link.to)) labels.set(link.to, link.label);
  }
  const link = (path: string, title: unknown): Omit<SiteMapLink, "group"> => ({ label: labels.get(path) ?? String(title ?? path), path });

  const pageLinks = pages.flatMap((page) => {
    // A page no link leads to (the forms' thank-you page) is not listed either.
    if (page.unlisted) return [];
    const nodes = inLocale(nodesOf(page.typeName), locale);
    if (page.path === null) {
      // A page per file, at its slug: in the order of the footer's row, any other after it.
      const rank = (path: string) => (bottomRow.includes(path) ? bottomRow.indexOf(path) : bottomRow.length);
      return nodes.map((node) => link(`/${String(node.slug)}`, node.title)).sort((a, b) => rank(a.path) - rank(b.path));
    }
    // A page of sections' node is told apart from the others of its type by its file's name.
    const own = page.model === "sections" ? nodes.find((node) => node.slug === page.dataFile.replace(/^pages\/|\.ya?ml$/g, "")) : nodes[0];
    return own ? [link(page.path, own.title)] : [];
  });
  const galleries = shownGalleries((inLocale(nodesOf("GalleriesYaml"), locale)[0]?.galleries ?? []) as { id: string; title: string; hidden?: boolean | null }[]);

  return [
    ...pageLinks.filter((entry) => !bottomRow.includes(entry.path)).map((entry) => ({ group: "pages" as const, ...entry })),
    ...galleries.map((gallery) => ({ group: "galleries" as const, label: gallery.title, path: galleryPath(gallery.id) })),
    ...pageLinks.filter((entry) => bottomRow.includes(entry.path)).sort((a, b) => bottomRow.indexOf(a.path) - bottomRow.indexOf(b.path)).map((entry) => ({ group: "site" as const, ...entry })),
  ];
}
