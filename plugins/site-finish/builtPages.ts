/**
 * The site's pages as Gatsby built them, from the routes manifest Gatsby hands its adapter: each
 * page's address, the file Gatsby wrote (public/about/index.html) and the file Netlify serves that
 * address from (public/about.html, since the site's addresses have no trailing slash). This is
 * the one list of pages every finishing step works from (./finishSite.ts).
 */
import path from "node:path";
import { generatePageDataPath } from "gatsby-core-utils/page-data";

/** The part of a route in Gatsby's routes manifest these steps read (gatsby's IStaticRoute). */
export interface ManifestRoute {
  readonly type: string;
  readonly path: string;
  readonly filePath?: string;
}

export interface BuiltPage {
  /** Its address: /about, /es, /404.html */
  readonly route: string;
  /** The file Gatsby wrote, relative to the project: public/about/index.html */
  readonly source: string;
  /** The file Netlify serves the address from, relative to the publish folder: about.html */
  readonly file: string;
  /** Whether it is a not-found page, which answers every unknown address (404.html, es/404.html). */
  readonly notFound: boolean;
}

/**
 * The file Netlify's static file lookup (@netlify/static) finds first for an address:
 * /about → about.html, / → index.html; an address ending in .html is its own file.
 */
export function fileForRoute(route: string): string {
  if (route === "/") return "index.html";
  if (route.endsWith(".html")) return route.slice(1);
  if (route.endsWith("/")) return `${route.slice(1)}index.html`;
  return `${route.slice(1)}.html`;
}

/**
 * The addresses a page's file answers at, for its header rules: /about.html also answers /about
 * and, by Netlify's rule matching (an optional trailing slash), /about/; index.html answers /.
 */
export function addressesOf(file: string): string[] {
  if (file === "index.html") return ["/", "/index.html"];
  return [`/${file.slice(0, -".html".length)}`, `/${file}`];
}

const isNotFoundFile = (file: string): boolean => path.posix.basename(file) === "404.html";

/** The address of the page data Gatsby writes for a page. */
const pageDataAddress = (route: string): string => generatePageDataPath("/", route);

/**
 * Gatsby's pages: the static HTML routes it wrote page data for (so not an HTML file copied from
 * static/, such as the editor's, nor its own slices under _gatsby/). Two routes for one file
 * (/404 and /404.html): the route that names the file itself wins, so its canonical address is
 * the one the file states.
 */
export function builtPages(routes: readonly ManifestRoute[]): BuiltPage[] {
  const addresses = new Set(routes.map((route) => route.path));
  const pages = new Map<string, BuiltPage>();
  for (const route of routes) {
    if (route.type !== "static" || !route.filePath?.endsWith(".html") || !addresses.has(pageDataAddress(route.path))) continue;
    const file = fileForRoute(route.path);
    const page = { route: route.path, source: route.filePath, file, notFound: isNotFoundFile(file) };
    const current = pages.get(file);
    if (!current || route.path === `/${file}`) pages.set(file, page);
  }
  return [...pages.values()].sort((a, b) => a.file.localeCompare(b.file));
}
