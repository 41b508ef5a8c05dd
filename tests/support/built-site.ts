/** Reads the production build in public/ the way a browser without JavaScript would see it. */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";

export const publicDir = path.resolve(__dirname, "../../public");

/**
 * The HTML file Netlify serves for a route (clean URLs; unknown paths get 404.html, unknown paths
 * under /es/ es/404.html: "/404" and "/es/404" name those).
 */
export function htmlFileFor(route: string): string {
  if (/^(\/[a-z]{2})?\/404$/.test(route)) return path.join(publicDir, `${route}.html`);
  return path.join(publicDir, route, "index.html");
}

export function loadPage(route: string): Document {
  const file = htmlFileFor(route);
  if (!fs.existsSync(file)) throw new Error(`No built page for ${route} (expected ${path.relative(process.cwd(), file)}): run npm run build first`);
  return new JSDOM(fs.readFileSync(file, "utf8")).window.document;
}

/** Every HTML page the build wrote (without Gatsby's internal slice files). */
export function allHtmlFiles(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" || entry.name === "page-data" ? [] : allHtmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

export const text = (element: Element | null | undefined): string => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
