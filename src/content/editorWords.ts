import { isEnumType, isObjectType, type GraphQLSchema } from "graphql";
import { sitePages } from "../lib/contentPages";
import { defaultLocale } from "../lib/locales";
import type { Problem } from "./problems";
import type { ContentModel } from "./modelTypes";
import { isBuildOnlyType, isFilledByBuild } from "./filledByBuild";

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
  /** What several items of a list are called after their count, where the label is not that. */
  readonly items?: string | null;
  /** A choice's words in a sentence on the site, where they differ from its label (src/lib/choiceWords.ts). */
  readonly shown?: string | null;
}

/** Words in the form a number asks for, in the language's plural rules (Intl.PluralRules). */
export type ByCount = Readonly<Record<"one" | "other", string>>;

export interface EditorInterfaceWords {
  readonly languageName: string;
  readonly languageSwitchLabel: string;
  readonly formLanguageLabel: string;
  readonly noWordsYet: string;
  readonly waitingForWords: string;
  readonly toReviewHeading: string;
  readonly toReviewText: string;
  readonly before: string;
  readonly now: string;
  readonly markReviewed: string;
  readonly sameInEveryLanguage: string;
  readonly goToField: string;
  readonly noChoice: string;
  readonly moved: string;
  readonly dragInstructions: string;
  readonly dragHandle: string;
  readonly stamped: string;
  /** When another save was made ("at {time}", "a las {time}"), by the hour's number. */
  readonly timeAt: ByCount;
  readonly timeOnDayAt: ByCount;
  readonly keptHeading: string;
  readonly keptIntroAt: string;
  readonly keptIntroSince: string;
  readonly keptValue: string;
  readonly keptAdded: string;
  readonly keptDeleted: string;
  readonly keptMoved: string;
  readonly conflictHeading: string;
  readonly conflictIntroAt: string;
  readonly conflictIntroSince: string;
  readonly conflictValue: string;
  readonly conflictDeletedHere: string;
  readonly conflictDeletedThere: string;
  readonly conflictOrder: string;
  readonly keepMine: string;
  readonly keepTheirs: string;
  readonly emptyValue: string;
  readonly changedAgain: string;
  readonly previewFailedHeading: string;
  readonly previewFailedText: string;
  readonly toReviewButton: string;
  readonly toReviewListHeading: string;
  readonly toReviewListIntro: string;
  readonly toReviewNone: string;
  readonly toReviewLine: string;
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
  readonly contentProblemsHeading: string;
  readonly contentProblemsIntro: string;
  readonly readabilityHeading: string;
  readonly readabilityIntro: string;
  readonly launchButton: string;
  readonly launchListHeading: string;
  readonly launchListIntro: string;
  readonly launchNone: string;
  readonly launchBlocks: string;
  readonly launchWarns: string;
  readonly launchLine: string;
  readonly launchSiteAddress: string;
  readonly launchAddressHelp: string;
  readonly deleteItem: string;
  readonly moveItem: string;
  readonly openEveryItem: string;
  readonly closeEveryItem: string;
  readonly deletedHeading: string;
  readonly deletedIntro: string;
  readonly undo: string;
  readonly undoItem: string;
  readonly itemDeleted: string;
  readonly itemRestored: string;
  readonly liveButton: string;
  readonly liveListHeading: string;
  readonly liveListIntro: string;
}

export type EditorMessageWords = Readonly<Record<string, string>> & { readonly languageNames: Readonly<Record<string, string>> };

/**
 * The fields of a page's own file whose words are written once for every page type, as
 * `Page.<field>` (src/content/schema.ts pageFields); a page type words its own only where it differs.
 */
export const sharedPageFields = ["title", "description", "heading", "intro"] as const;
const sharedPrefix = "Page.";

/** Whether an entry of `fields` is words for a field every page has ("Page.title"). */
export const isSharedPageWords = (key: string): boolean => key.startsWith(sharedPrefix) && (sharedPageFields as readonly string[]).includes(key.slice(sharedPrefix.length));

/**
 * The words with each page type's shared fields worded by `Page.<field>` where the type has no
 * words of its own for it: what the editor, the canonical writer and the content check read.
 */
export function withSharedPageWords<Words extends Pick<EditorWords, "fields">>(words: Words, model: ContentModel): Words {
  if (!Array.isArray(words.fields)) return words;
  const own = new Set(words.fields.map((entry) => entry.field));
  const shared = new Map(words.fields.filter((entry) => isSharedPageWords(entry.field)).map((entry) => [entry.field.slice(sharedPrefix.length), entry]));
  const added: FieldWords[] = [];
  for (const [typeName, type] of Object.entries(model.types)) {
    if (!type.file || !typeName.endsWith("PageYaml")) continue;
    for (const field of type.fields) {
      const entry = shared.get(field.name);
      if (entry && !own.has(`${typeName}.${field.name}`)) added.push({ ...entry, field: `${typeName}.${field.name}` });
    }
  }
  return { ...words, fields: [...words.fields, ...added] };
}

/** The editor's own file in data/, whose words are checked against the content model. */
export const editorWordsFile = "data/editor.yaml";

/** The types whose fields the editor never shows (its own words), which need no label. */
export const isEditorOwnType = (typeName: string): boolean => typeName.startsWith("Editor");

/** Each field's words by "Type.field" (and each file type's by "Type"). */
export function wordsByField(words: Pick<EditorWords, "fields">): ReadonlyMap<string, FieldWords> {
  return new Map(words.fields.map((entry) => [entry.field, entry]));
}

/** The content model's lists of choices (its enums: Weekday, WeekOfMonth…), by name. */
export function choiceTypeNames(schema: GraphQLSchema): ReadonlySet<string> {
  return new Set(Object.values(schema.getTypeMap()).filter((type) => isEnumType(type) && !type.name.startsWith("__")).map((type) => type.name));
}

/** The entries of the editor's words that are a choice's (Weekday.friday), whose words the pages show too (src/lib/choiceWords.ts). */
export function choiceEntries(words: Pick<EditorWords, "fields"> | undefined, schema: GraphQLSchema): FieldWords[] {
  const choices = choiceTypeNames(schema);
  return (words?.fields ?? []).filter((entry) => choices.has(entry.field.split(".")[0]));
}

/** Every "Type.field" of the content model an editor sees, every file type, and every choice ("Weekday.friday"), whose option the editor names. */
export function modelFieldKeys(schema: GraphQLSchema): string[] {
  const keys: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isEnumType(type) && !type.name.startsWith("__")) keys.push(...type.getValues().map((value) => `${type.name}.${value.name}`));
    if (!isObjectType(type) || type.name.startsWith("__") || type.name === "File" || isEditorOwnType(type.name) || isBuildOnlyType(type.name)) continue;
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
 * The editor's words against the content model and the content folder: every field has its
 * entry, every entry names a field, every file of data/ is in a group, every file a group names
 * exists. A field added to the model without words, or words left for a field renamed, fail the
 * content check (and so the build), naming it. The entries and groups are one list for every
 * language (src/content/translations.ts), so they are checked once, in the default language's
 * copy; a label missing in one language is the content check's (`fields[3].label.es is missing`).
 */
export function checkEditorWords(blocks: Readonly<Record<string, EditorWords | undefined>>, schema: GraphQLSchema, contentFiles: readonly string[]): Problem[] {
  const problems: Problem[] = [];
  const keys = modelFieldKeys(schema);
  const files = contentFiles.filter((file) => file !== editorWordsFile.replace(/^data\//, ""));
  const words = blocks[defaultLocale];
  if (!words || !Array.isArray(words.fields) || !Array.isArray(words.groups)) return problems;
  const report = (path: Problem["path"], params: Problem["params"], code: "unknownFieldWords" | "noFieldWords" | "unknownContentFile" | "ungroupedContentFile") =>
    problems.push({ file: editorWordsFile, path, code, params });
  const named = wordsByField(words);
  words.fields.forEach((entry, index) => {
    if (!keys.includes(entry.field) && !isSharedPageWords(entry.field)) report(["fields", index, "field"], { name: entry.field }, "unknownFieldWords");
  });
  for (const key of keys) if (!named.has(key)) report(["fields"], { name: key }, "noFieldWords");
  const grouped = [
    ...words.groups.flatMap((group, groupIndex) => (group.files ?? []).map((file: { file: string }, fileIndex: number) => ({ file: file.file, at: ["groups", groupIndex, "files", fileIndex, "file"] as Problem["path"] }))),
    // The pages' own files, which the group `pages` lists by itself (./editorGroups.ts).
    ...sitePages.filter((page) => !page.dataFile.includes("*")).map((page) => ({ file: page.dataFile, at: ["groups"] as Problem["path"] })),
  ];
  for (const { file, at } of grouped) if (!files.includes(file)) report(at, { name: file }, "unknownContentFile");
  for (const file of files) if (!grouped.some((entry) => entry.file === file)) report(["groups"], { name: file }, "ungroupedContentFile");
  return problems;
}
