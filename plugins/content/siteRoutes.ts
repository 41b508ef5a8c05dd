import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { sitePages } from "../../src/lib/contentPages";
import { galleryPath } from "../../src/lib/galleries";

/**
 * The addresses the site will have, known before a build: one per page component in src/pages
 * (index → "/", not the not-found page), one per page of sections of the list of pages
 * (src/lib/contentPages.ts), one per legal page in data/legal (at /<slug>) and one per gallery of
 * data/galleries.yaml (at /galleries/<id>).
 * The content check uses them to reject a link to a page that does not exist.
 */
export function siteRoutes(projectRoot: string, dataDir: string): Set<string> {
  const pagesDir = path.join(projectRoot, "src", "pages");
  const pages = fs
    .readdirSync(pagesDir)
    .filter((name) => /\.(tsx|jsx|ts|js)$/.test(name) && !/\.test\./.test(name) && !/^404\./.test(name))
    .map((name) => name.replace(/\.[^.]+$/, ""))
    .map((name) => (name === "index" ? "/" : `/${name}`));
  const legalDir = path.join(dataDir, "legal");
  const legal = fs.existsSync(legalDir)
    ? fs
        .readdirSync(legalDir)
        .filter((name) => /\.ya?ml$/.test(name))
        .map((name) => {
          try {
            const data = load(fs.readFileSync(path.join(legalDir, name), "utf8")) as { slug?: unknown } | null;
            return typeof data?.slug === "string" ? `/${data.slug}` : null;
          } catch {
            return null; // The content check reports the broken file itself.
          }
        })
        .filter((route): route is string => route !== null)
    : [];
  const sections = sitePages.filter((page) => page.model === "sections" && page.path !== null).map((page) => page.path as string);
  return new Set([...pages, ...sections, ...legal, ...galleryRoutes(dataDir)]);
}

/** A page per gallery of data/galleries.yaml, by its id (one for every language: src/content/translations.ts); none for a hidden one. */
function galleryRoutes(dataDir: string): string[] {
  try {
    const data = load(fs.readFileSync(path.join(dataDir, "galleries.yaml"), "utf8")) as { galleries?: { id?: unknown; hidden?: unknown }[] } | null;
    return (data?.galleries ?? []).flatMap((gallery) => (typeof gallery?.id === "string" && gallery.hidden !== true ? [galleryPath(gallery.id)] : []));
  } catch {
    return []; // The content check reports a missing or broken file itself.
  }
}
