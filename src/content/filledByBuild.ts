import { sectionsPageType } from "../lib/contentPages";
import { siteMapLinkType, siteMapType } from "../lib/siteMap";

/**
 * The fields of a file's own type that no file of data/ holds, since the build fills them in
 * (plugins/content/gatsby-node.ts): every node's `id` and `locale`, a page of sections' `slug`
 * (its file's name) and the site map's `links` (src/lib/siteMap.ts). The content check, the editor
 * and the canonical writer leave them out.
 */
export function isFilledByBuild(fileType: string, field: string): boolean {
  return field === "id" || field === "locale" || (fileType === sectionsPageType && field === "slug") || (fileType === siteMapType && field === "links");
}

/** A type only a field the build fills in has (a site map's link): no file holds it, the editor never shows it. */
export const isBuildOnlyType = (typeName: string): boolean => typeName === siteMapLinkType;
