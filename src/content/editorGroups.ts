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
  return words.groups.map((group) => {
    if (group.id !== pagesGroupId) return group;
    // A page's file the group names itself keeps that name (a page of sections: its title, added
    // by src/content/editorWordsFile.ts); the others are named by their type's label.
    const named = new Map((group.files ?? []).map((entry) => [entry.file, entry.label]));
    const pageFiles = sitePages.filter((page) => !page.dataFile.includes("*")).map((page) => ({ file: page.dataFile, label: named.get(page.dataFile) ?? label(page.typeName) }));
    const others = (group.files ?? []).filter((entry) => !pageFiles.some((page) => page.file === entry.file));
    return { ...group, files: [...pageFiles, ...others] };
  });
}

/** A file's entry in the editor's configuration, by its path under data/ ("pages/home.yaml" → "pages-home"). */
export const editorEntryName = (file: string): string => file.replace(/\.ya?ml$/i, "").replace(/\//g, "-");

/** Where the editor opens a content file's form ("data/pages/home.yaml" → "collections/pages/entries/pages-home"). */
export function editorEntryAddress(words: Pick<EditorWords, "groups" | "fields">, repoPath: string): string | undefined {
  const file = repoPath.replace(/^data\//, "");
  const group = editorGroups(words).find((candidate) => candidate.files.some((entry) => entry.file === file));
  return group ? `collections/${group.id}/entries/${editorEntryName(file)}` : undefined;
}

/** A content file as the editor lists it ("data/pages/home.yaml" → "Home page"); any other path as it is. */
export const editorFileLabel = (words: Pick<EditorWords, "groups" | "fields">, repoPath: string): string =>
  editorGroups(words)
    .flatMap((group) => group.files)
    .find((entry) => `data/${entry.file}` === repoPath)?.label ?? repoPath;
