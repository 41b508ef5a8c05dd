/** Reads the production build in public/ the way a browser without JavaScript would see it. */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { fileForRoute } from "../../plugins/site-finish/builtPages";

export const publicDir = path.resolve(__dirname, "../../public");

/**
 * The HTML file Netlify serves for a route (/about → about.html, / → index.html; unknown paths get
 * 404.html, unknown paths under /es/ es/404.html: "/404" and "/es/404" name those).
 */
export const htmlFileFor = (route: string): string => path.join(publicDir, fileForRoute(route));

export function loadPage(route: string): Document {
  const file = htmlFileFor(route);
  if (!fs.existsSync(file)) throw new Error(`No built page for ${route} (expected ${path.relative(process.cwd(), file)}): run npm run build first`);
  return new JSDOM(fs.readFileSync(file, "utf8")).window.document;
}

/** Every HTML file in the build, the editor's page included. */
export function allHtmlFiles(dir = publicDir): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Every page of the site in the build: its HTML files but the editor's. */
export const sitePageFiles = (): string[] => allHtmlFiles().filter((file) => path.relative(publicDir, file).split(path.sep)[0] !== "admin");

/**
 * The address a page's file is served at: index.html → "/", es/about.html → "/es/about"; a
 * not-found page by its file, es/404.html → "/es/404.html".
 */
export function addressOf(file: string): string {
  const relative = path.relative(publicDir, file).split(path.sep).join("/");
  if (relative === "index.html") return "/";
  if (path.posix.basename(relative) === "404.html") return `/${relative}`;
  return `/${relative.replace(/\.html$/, "")}`;
}

export const text = (element: Element | null | undefined): string => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
