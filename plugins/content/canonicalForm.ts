import { contentTypeFor } from "../../src/lib/contentPages";
import fs from "fs";
import path from "path";
import { isDeepStrictEqual } from "util";
import { load } from "js-yaml";
import { formatContent } from "../../src/content/canonicalYaml";
import { normaliseTexts } from "../../src/content/normaliseTexts";
import type { ContentModel, FieldKind } from "../../src/content/modelTypes";
import { contentModel } from "../../src/content/contentModel";
import { englishHints } from "./editorWordsFile";
import { yamlFiles } from "./validateContentDir";
import { execFileSync } from "child_process";
import { markedToReview } from "../../src/content/translations";
import { locales } from "../../src/lib/locales";

/**
 * Every YAML file in data/ in its one canonical form (src/content/canonicalYaml.ts), the form the
 * content editor also saves, so an edit in Git and a save in the editor never fight over layout.
 */

interface ContentFileText {
  absolute: string;
  label: string;
  typeName: string;
  text: string;
  data: unknown;
}

/** Each file that can be read as YAML, with its type; what cannot is the content check's to report. */
function contentFiles(dataDir: string, labelRoot: string, model: ContentModel): ContentFileText[] {
  return yamlFiles(dataDir).flatMap((relative) => {
    const absolute = path.join(dataDir, relative);
    const parsed = path.posix.parse(relative);
    const typeName = contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir });
    const text = fs.readFileSync(absolute, "utf8");
    let data: unknown;
    try {
      data = load(text);
    } catch {
      return [];
    }
    if (!model.types[typeName] || typeof data !== "object" || data === null || Array.isArray(data)) return [];
    const label = path.relative(labelRoot, absolute).split(path.sep).join("/");
    return [{ absolute, label, typeName, text, data }];
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
export function canonicalProblems(dataDir: string, labelRoot = path.dirname(dataDir)): string[] {
  const model = contentModel(englishHints(dataDir));
  return contentFiles(dataDir, labelRoot, model).flatMap((file) => {
    const formatted = formatContent(normaliseTexts(file.data, file.typeName, model), file.typeName, model);
    if (formatted === file.text) return [];
    return [`${file.label} is not in the canonical form (line ${firstDifference(file.text, formatted)} differs): run npm run format:content`];
  });
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

/**
 * Each file as Git's last commit has it, parsed, by absolute path; a file is absent outside a
 * repository, when new, or when Git cannot give it. One `git cat-file --batch` reads them all: a
 * Git process per file made formatting a folder take a second.
 */
function committedVersions(dataDir: string, files: readonly string[]): Map<string, unknown> {
  const versions = new Map<string, unknown>();
  let output: Buffer;
  try {
    const top = execFileSync("git", ["rev-parse", "--show-toplevel"], { cwd: dataDir, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    const names = files.map((absolute) => `HEAD:${path.relative(top, absolute).split(path.sep).join("/")}`);
    output = execFileSync("git", ["cat-file", "--batch"], { cwd: top, input: `${names.join("\n")}\n`, stdio: ["pipe", "pipe", "ignore"], maxBuffer: 256 * 1024 * 1024 });
  } catch {
    return versions;
  }
  // Per file asked, in order: "<object> blob <size>\n<content>\n", or "<name> missing\n" (or "ambiguous").
  let at = 0;
  for (const absolute of files) {
    const end = output.indexOf(0x0a, at);
    if (end === -1) break;
    const header = /^[0-9a-f]+ (\w+) (\d+)$/.exec(output.toString("utf8", at, end));
    at = end + 1;
    if (!header) continue;
    const size = Number(header[2]);
    const text = output.toString("utf8", at, at + size);
    at += size + 1;
    if (header[1] !== "blob") continue;
    try {
      versions.set(absolute, load(text));
    } catch {
      // A committed version YAML cannot read marks nothing, as before a first commit.
    }
  }
  return versions;
}

/**
 * Rewrites every file of `dataDir` in the canonical form and returns the labels of those it
 * changed. Nothing is written unless every formatted file reads back as the same content. A text
 * whose words changed in one language since Git's last commit while another language's stayed the
 * same is marked for that language to review (src/content/translations.ts markedToReview), as the
 * editor marks it when the change is made in its form. The comments come from `wordsDir`'s
 * editor.yaml (a folder without one, such as the unit tests' copy, takes data/'s).
 */
export function formatContentDir(dataDir: string, labelRoot = path.dirname(dataDir), wordsDir = dataDir): string[] {
  const model = contentModel(englishHints(wordsDir));
  const files = contentFiles(dataDir, labelRoot, model);
  const committedFiles = committedVersions(dataDir, files.map((file) => file.absolute));
  const changes = files.flatMap((file) => {
    // Texts as the page shows them (src/content/normaliseTexts.ts): trimmed, one paragraph where the page shows one.
    const committed = committedFiles.get(file.absolute);
    const marked = committed === undefined ? file.data : markedToReview(file.data, committed, file.typeName, model, locales);
    const normalised = normaliseTexts(marked, file.typeName, model);
    const formatted = formatContent(normalised, file.typeName, model);
    if (formatted === file.text) return [];
    const kind: FieldKind = { kind: "object", type: file.typeName };
    if (!isDeepStrictEqual(meaning(load(formatted), kind, model), meaning(normalised, kind, model))) {
      throw new Error(`${file.label}: the canonical form would change its content, so no file was written`);
    }
    return [{ file, formatted }];
  });
  for (const { file, formatted } of changes) fs.writeFileSync(file.absolute, formatted);
  return changes.map(({ file }) => file.label);
}
