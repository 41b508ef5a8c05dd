import { isObjectType, type GraphQLSchema } from "graphql";
import { sitePages } from "../lib/contentPages";
import type { Problem } from "./problems";
import { isFilledByBuild } from "./filledByBuild";

/**
 * The content editor's own words, one block per language of data/editor.yaml (its type,
 * EditorYaml, is in ./schema.ts): how it groups and names the files, each field's label and hint,
 * the words it adds to Decap's interface, its messages, and Decap's phrases this site changes.
 * The build writes the editor's configuration from them in each language
 * (plugins/editor/cmsConfig.ts); the editor's page reads them for its messages.
 */
export interface EditorWords {
  readonly groups: readonly { id: string; label: string; description: string; files: readonly { file: string; label: string }[] }[];
  readonly fields: readonly FieldWords[];
  readonly interface: Readonly<Record<string, string | Readonly<Record<"one" | "other", string>>>> & EditorInterfaceWords;
  readonly messages: EditorMessageWords;
  readonly decap: readonly { key: string; text: string }[];
  readonly decapLocal: readonly { key: string; text: string }[];
}

export interface FieldWords {
  /** "Type.field", or "Type" for a file's type (its hint heads the file). */
  readonly field: string;
  readonly label: string;
  readonly hint?: string | null;
  /** What one item of a list is called. */
  readonly item?: string | null;
}

export interface EditorInterfaceWords {
  readonly languageName: string;
  readonly languageSwitchLabel: string;
  readonly setInEnglish: string;
  readonly setInEnglishNote: string;
  readonly loadingPreview: string;
  readonly guideLink: string;
  readonly guideDescription: string;
  /** In the editors' guide, a document of the repository it names rather than links to: "{file} in the site's repository". */
  readonly guideRepositoryFile: string;
  readonly problemsHeading: string;
  readonly problemsIntro: string;
  readonly close: string;
  readonly deleteRefusedHeading: string;
  readonly uploadRefusedHeading: string;
  readonly uploadCleaned: string;
  readonly uploadConverted: string;
  readonly altAgain: string;
  readonly charactersLeft: Readonly<Record<"one" | "other", string>>;
  readonly charactersOver: Readonly<Record<"one" | "other", string>>;
  readonly viewPage: string;
  readonly empty: string;
  readonly yes: string;
  readonly no: string;
  readonly contentProblemsHeading: string;
  readonly contentProblemsIntro: string;
  readonly readabilityHeading: string;
  readonly readabilityIntro: string;
}

export type EditorMessageWords = Readonly<Record<string, string>> & { readonly languageNames: Readonly<Record<string, string>> };

/** The editor's own file in data/, whose words are checked against the content model. */
export const editorWordsFile = "data/editor.yaml";

/** The types whose fields the editor never shows (its own words), which need no label. */
export const isEditorOwnType = (typeName: string): boolean => typeName.startsWith("Editor");

/** Each field's words by "Type.field" (and each file type's by "Type"). */
export function wordsByField(words: Pick<EditorWords, "fields">): ReadonlyMap<string, FieldWords> {
  return new Map(words.fields.map((entry) => [entry.field, entry]));
}

/** Every "Type.field" of the content model an editor sees, and every file type. */
export function modelFieldKeys(schema: GraphQLSchema): string[] {
  const keys: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith("__") || type.name === "File" || isEditorOwnType(type.name)) continue;
    const isFile = type.getInterfaces().some((iface) => iface.name === "Node");
    if (isFile) keys.push(type.name);
    for (const field of Object.values(type.getFields())) {
      if (isFile && isFilledByBuild(type.name, field.name)) continue;
      keys.push(`${type.name}.${field.name}`);
    }
  }
  return keys;
}

/**
 * The editor's words against the content model and the content folder, in each language: every
 * field has its label, every label names a field, every file of data/ is in a group, every file a
 * group names exists. A field added to the model without words, or words left for a field renamed,
 * fail the content check (and so the build), naming it.
 */
export function checkEditorWords(blocks: Readonly<Record<string, EditorWords | undefined>>, schema: GraphQLSchema, contentFiles: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const keys = modelFieldKeys(schema);
  const files = contentFiles.filter((file) => file !== editorWordsFile.replace(/^data\//, ""));
  for (const [locale, words] of Object.entries(blocks)) {
    if (!words || !Array.isArray(words.fields) || !Array.isArray(words.groups)) continue;
    const report = (path: Problem["path"], params: Problem["params"], code: "unknownFieldWords" | "noFieldWords" | "unknownContentFile" | "ungroupedContentFile") =>
      problems.push({ file: editorWordsFile, locale, path, code, params });
    const named = wordsByField(words);
    words.fields.forEach((entry, index) => {
      if (!keys.includes(entry.field)) report(["fields", index, "field"], { name: entry.field }, "unknownFieldWords");
    });
    for (const key of keys) if (!named.has(key)) report(["fields"], { name: key }, "noFieldWords");
    const grouped = [
      ...words.groups.flatMap((group, groupIndex) => (group.files ?? []).map((file: { file: string }, fileIndex: number) => ({ file: file.file, at: ["groups", groupIndex, "files", fileIndex, "file"] as Problem["path"] }))),
      // The pages' own files, which the group `pages` lists by itself (./editorGroups.ts).
      ...sitePages.filter((page) => !page.dataFile.includes("*")).map((page) => ({ file: page.dataFile, at: ["groups"] as Problem["path"] })),
    ];
    for (const { file, at } of grouped) if (!files.includes(file)) report(at, { name: file }, "unknownContentFile");
    for (const file of files) if (!grouped.some((entry) => entry.file === file)) report(["groups"], { name: file }, "ungroupedContentFile");
  }
  return problems;
}
