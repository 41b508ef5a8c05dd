import { sitePages } from "../lib/contentPages";
import type { EditorWords } from "./editorWords";

/** The editor's group that lists each page's own file (data/editor.yaml `groups`). */
export const pagesGroupId = "pages";

/**
 * The editor's groups of files as it shows them (data/editor.yaml `groups`, in one language), the
 * group `pages` first holding each page's own file from the list of pages (src/lib/contentPages.ts),
 * named by its type's label in `fields` ("Home page"), then the files data/editor.yaml lists in it.
 * A page with a file per page (data/legal) is not listed: its folder's group names each file.
 * Pure, for the build (plugins/editor/contentFiles.ts, the content check) and the editor's script.
 */
export function editorGroups(words: Pick<EditorWords, "groups" | "fields">): EditorWords["groups"] {
  const label = (typeName: string) => words.fields.find((entry) => entry.field === typeName)?.label ?? typeName;
  const pageFiles = sitePages.filter((page) => !page.dataFile.includes("*")).map((page) => ({ file: page.dataFile, label: label(page.typeName) }));
  return words.groups.map((group) => (group.id === pagesGroupId ? { ...group, files: [...pageFiles, ...(group.files ?? [])] } : group));
}

/** A content file as the editor lists it ("data/pages/home.yaml" → "Home page"); any other path as it is. */
export const editorFileLabel = (words: Pick<EditorWords, "groups" | "fields">, repoPath: string): string =>
  editorGroups(words)
    .flatMap((group) => group.files)
    .find((entry) => `data/${entry.file}` === repoPath)?.label ?? repoPath;
