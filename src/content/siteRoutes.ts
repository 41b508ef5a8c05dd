import { sitePages } from "../lib/contentPages";
import { galleryPath } from "../lib/galleries";
import { isRecord } from "./translations";
import { treeData, type ContentTexts } from "./contentTree";

/**
 * The addresses the site will have, known before a build, from the list of pages and the content:
 * one per page with an address in the list (src/lib/contentPages.ts, which its test holds to
 * src/pages: the not-found page apart), one per legal page in legal/ (at /<slug>) and one per
 * gallery of galleries.yaml (at /galleries/<id>), none for a hidden one. The content check uses them to reject a link to
 * a page that does not exist; a file that cannot be read gives none (the check names it).
 */
export function siteRoutes(tree: ContentTexts): Set<string> {
  const pages = sitePages.flatMap((page) => (page.path === null ? [] : [page.path]));
  const legal = tree.files
    .filter((file) => /^legal\/[^/]+\.ya?ml$/.test(file.path))
    .flatMap((file) => {
      const slug = (treeData(tree, file.path) as { slug?: unknown } | null)?.slug;
      return typeof slug === "string" ? [`/${slug}`] : [];
    });
  const galleries = treeData(tree, "galleries.yaml");
  const galleryList = isRecord(galleries) && Array.isArray(galleries.galleries) ? galleries.galleries : [];
  const galleryRoutes = galleryList.flatMap((gallery) => (isRecord(gallery) && typeof gallery.id === "string" && gallery.hidden !== true ? [galleryPath(gallery.id)] : []));
  return new Set([...pages, ...legal, ...galleryRoutes]);
}
