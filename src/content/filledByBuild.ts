import { sectionsPageType } from "../lib/contentPages";

/**
 * The fields of a file's own type that no file of data/ holds, since the build fills them in
 * (plugins/content/gatsby-node.ts): every node's `id` and `locale`, and a page of sections' `slug`
 * (its file's name). The content check, the editor and the canonical writer leave them out.
 */
export function isFilledByBuild(fileType: string, field: string): boolean {
  return field === "id" || field === "locale" || (fileType === sectionsPageType && field === "slug");
}
