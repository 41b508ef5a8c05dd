import { load } from "js-yaml";
import { formatContent } from "./canonicalYaml";
import { normaliseTexts } from "./normaliseTexts";
import type { ContentModel, FieldKind } from "./modelTypes";
import { contentModel } from "./contentModel";
import { englishHintsOf } from "./editorWordsFile";
import { markedToReview } from "./translations";
import { locales } from "../lib/locales";
import { treeData, treeFileType, treeLabel, type ContentTexts, type TreeFile } from "./contentTree";

/**
 * Every YAML file of a content folder in its one canonical form (./canonicalYaml.ts), the form the
 * content editor also saves, so an edit in Git and a save in the editor never fight over layout:
 * which files are out of it (the content check), and each file rewritten in it (`npm run
 * format:content`, plugins/content/canonicalForm.ts, which writes them). Pure, on the content tree.
 */

interface ReadableFile extends TreeFile {
  readonly label: string;
  readonly typeName: string;
  readonly data: unknown;
}

/** Each file that can be read as YAML, with its type; what cannot is the content check's to report. */
function readableFiles(tree: ContentTexts, model: ContentModel): ReadableFile[] {
  return tree.files.flatMap((file) => {
    const typeName = treeFileType(file.path);
    const data = treeData(tree, file.path);
    if (!model.types[typeName] || typeof data !== "object" || data === null || Array.isArray(data)) return [];
    return [{ ...file, label: treeLabel(tree, file.path), typeName, data }];
  });
}

/** The first line (1-based) where two texts differ. */
function firstDifference(a: string, b: string): number {
  const left = a.split("\n");
  const right = b.split("\n");
  const index = left.findIndex((line, i) => line !== right[i]);
  return (index === -1 ? left.length : index) + 1;
}

/**
 * One line per file that is not in the canonical form, e.g.
 * "data/programs.yaml is not in the canonical form (line 12 differs): run npm run format:content".
 */
export function canonicalProblems(tree: ContentTexts): string[] {
  const model = contentModel(englishHintsOf(tree));
  return readableFiles(tree, model).flatMap((file) => {
    const formatted = canonicalText(file, model);
    if (formatted === file.text) return [];
    return [`${file.label} is not in the canonical form (line ${firstDifference(file.text, formatted)} differs): run npm run format:content`];
  });
}

/** A file's text in the canonical form, made once for each text, type and model (the model holds the comments). */
function canonicalText(file: ReadableFile, model: ContentModel): string {
  let made = canonicalTexts.get(model);
  if (!made) canonicalTexts.set(model, (made = new Map()));
  const key = `${file.typeName}\n${file.text}`;
  let formatted = made.get(key);
  if (formatted === undefined) {
    formatted = formatContent(normaliseTexts(file.data, file.typeName, model), file.typeName, model);
    made.set(key, formatted);
    if (made.size > keptTexts) made.delete(made.keys().next().value!);
  }
  return formatted;
}

/** The last few hundred texts formatted, per model. */
const canonicalTexts = new WeakMap<ContentModel, Map<string, string>>();
const keptTexts = 400;

/** Whether two parsed values are the same: YAML's values (texts, numbers, booleans, dates, lists and maps). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    const left = Object.keys(a);
    const right = Object.keys(b);
    return left.length === right.length && left.every((key) => key in b && sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
  }
  return Object.is(a, b);
}

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * What a file means, for comparing before and after formatting: an empty optional value is the
 * same as none (the check and the site read both as absent, and the form leaves it out), and a
 * date is its day whether YAML read it as a Date or the editor gave "YYYY-MM-DD".
 */
function meaning(value: unknown, kind: FieldKind | undefined, model: ContentModel): unknown {
  if (kind?.kind === "date" && value instanceof Date && value.toISOString().endsWith("T00:00:00.000Z")) {
    return value.toISOString().slice(0, 10);
  }
  if (Array.isArray(value)) return value.map((item) => meaning(item, kind?.kind === "list" ? kind.of : undefined, model));
  if (typeof value !== "object" || value === null || value instanceof Date) return value;
  const type = kind?.kind === "object" ? model.types[kind.type] : undefined;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, inner]) => {
      const field = type?.fields.find((candidate) => candidate.name === key);
      if (field && !field.required && isEmpty(inner)) return [];
      return [[key, meaning(inner, field?.type, model)]];
    }),
  );
}

/** A file rewritten in the canonical form: its path in the folder, its label and its new text. */
export interface CanonicalFile {
  readonly path: string;
  readonly label: string;
  readonly text: string;
}

/**
 * Every file of the tree that the canonical form changes, rewritten. A text whose words changed in
 * one language since `committed` (the file as Git's last commit has it, by path; none outside a
 * repository or for a new file) while another language's stayed the same is marked for that
 * language to review (./translations.ts markedToReview), as the editor marks it when the change is
 * made in its form. Throws, naming the file, if a rewritten file would not read back as the same
 * content, so nothing is written. The comments come from `wordsTree`'s editor.yaml (the tree's own
 * unless another is given: a folder without one takes data/'s).
 */
export function canonicalRewrite(tree: ContentTexts, committed: ReadonlyMap<string, unknown>, wordsTree: ContentTexts = tree): CanonicalFile[] {
  const model = contentModel(englishHintsOf(wordsTree));
  return readableFiles(tree, model).flatMap((file) => {
    // Texts as the page shows them (./normaliseTexts.ts): trimmed, one paragraph where the page shows one.
    const before = committed.get(file.path);
    const marked = before === undefined ? file.data : markedToReview(file.data, before, file.typeName, model, locales);
    const normalised = normaliseTexts(marked, file.typeName, model);
    const formatted = formatContent(normalised, file.typeName, model);
    if (formatted === file.text) return [];
    const kind: FieldKind = { kind: "object", type: file.typeName };
    if (!sameValue(meaning(load(formatted), kind, model), meaning(normalised, kind, model))) {
      throw new Error(`${file.label}: the canonical form would change its content, so no file was written`);
    }
    return [{ path: file.path, label: file.label, text: formatted }];
  });
}
