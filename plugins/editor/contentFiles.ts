import { contentTypeFor } from "../../src/lib/contentPages";
import path from "path";
import { locales, type Locale } from "../../src/lib/locales";
import { editorEntryName, editorGroups } from "../../src/content/editorGroups";
import { editorWordsFile, type EditorWords } from "../../src/content/editorWords";
import { readContentTexts } from "../content/contentTree";
import { treeData } from "../../src/content/contentTree";
import { languageBlocks } from "../../src/lib/contentFile";
import { contentStructure } from "../../src/content/contentModel";
import type { ContentFileEntry, ContentGroup } from "./cmsConfig";

/**
 * Every YAML file in the content folder, grouped and named as the editor's words say
 * (data/editor.yaml `groups`, in the editor's language; the pages' own files from the list of pages,
 * src/content/editorGroups.ts). The editor's words themselves are not
 * edited in the editor; a file in no group is the content check's to name.
 */
export function contentGroups(dataDir: string, words: Pick<EditorWords, "groups" | "fields">): ContentGroup[] {
  const own = path.relative("data", editorWordsFile);
  const tree = readContentTexts(dataDir);
  const data = new Map(
    tree.files
      .map((file) => file.path)
      .filter((relative) => relative !== own)
      .map((relative): [string, Partial<Record<Locale, unknown>>] => {
        const parsed = path.posix.parse(relative);
        return [relative, languageBlocks(treeData(tree, relative), contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), contentStructure())];
      }),
  );
  return editorGroups(words)
    .map((group) => ({
      name: group.id,
      label: group.label,
      description: group.description,
      files: group.files.flatMap(({ file, label }): ContentFileEntry[] => {
        if (!data.has(file)) return [];
        const parsed = path.posix.parse(file);
        return [
          {
            name: editorEntryName(file),
            label,
            file: `data/${file}`,
            typeName: contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }),
            data: locales.map((locale) => data.get(file)?.[locale]),
          },
        ];
      }),
    }))
    .filter((group) => group.files.length > 0);
}
