import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { checkContentFile } from "../../src/content/validateContent";
import { checkEditorWords } from "../../src/content/editorWords";
import { contentSchema } from "../../src/content/contentSchema";
import { describeProblem, pathText, type Problem } from "../../src/content/problems";
import { textsToReview, type TextToReview } from "../../src/content/translations";
import { contentStructure } from "../../src/content/contentModel";
import { locales } from "../../src/lib/locales";
import { readEditorWords } from "./editorWordsFile";
import { pageOfContentFile, contentTypeFor, sitePages } from "../../src/lib/contentPages";
import { factContext, factFindings } from "../../src/content/factCheck";
import { bodyTexts, checkReadability, measureBody, type BodyText, type LanguageReadability, type ReadabilityWarning } from "../../src/content/readabilityCheck";

/** Every .yaml/.yml file below `dir`, sorted, as paths relative to it ("pages/home.yaml"). */
export function yamlFiles(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const relative = path.posix.join(prefix, entry.name);
      if (entry.isDirectory()) return yamlFiles(dir, relative);
      return /\.ya?ml$/i.test(entry.name) ? [relative] : [];
    });
}

/**
 * A content file's parsed YAML, or null when it is not YAML (the content check names the line):
 * the editor still opens, with every other file, while one file is broken.
 */
export function readContentFile(dir: string, relative: string): unknown {
  try {
    return load(fs.readFileSync(path.join(dir, relative), "utf8"));
  } catch {
    return null;
  }
}

/**
 * Checks every YAML file in a content folder (normally data/), and the editor's words against the
 * content model and the folder's files (src/content/editorWords.ts). `labelRoot` is the folder
 * problems name files from (the project), so an editor reads "data/site.yaml: en.email is
 * missing". With `routes`, internal links must lead to one of them.
 */
export function checkContentDir(dir: string, labelRoot = path.dirname(dir), routes?: ReadonlySet<string>): Problem[] {
  const files = yamlFiles(dir);
  const problems = files.flatMap((relative) => {
    const absolute = path.join(dir, relative);
    const label = path.relative(labelRoot, absolute).split(path.sep).join("/");
    const parsed = path.posix.parse(relative);
    const typeName = contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir });
    const photoPath = (photo: string): string => path.resolve(path.dirname(absolute), photo);
    return checkContentFile(
      { label, typeName, text: fs.readFileSync(absolute, "utf8") },
      {
        photoExists: (photo) => fs.existsSync(photoPath(photo)) && fs.statSync(photoPath(photo)).isFile(),
        describePhoto: (photo) => path.relative(labelRoot, photoPath(photo)).split(path.sep).join("/"),
        inPhotosFolder: (photo) => path.dirname(photoPath(photo)) === path.join(dir, "photos"),
        routes,
      },
    );
  });
  return [...problems, ...factFindingsDir(dir, labelRoot).problems, ...checkEditorWords(readEditorWords(dir), contentSchema(), files)];
}

/**
 * The organisation's facts in every file's texts (src/content/factCheck.ts): a fact written by
 * hand where the text should name it, or a named one left empty (problems); a number that may be a
 * fact written by hand (warnings, which refuse nothing).
 */
export function factFindingsDir(dir: string, labelRoot = path.dirname(dir)): { problems: Problem[]; warnings: Problem[] } {
  const context = factContext(readContentFile(dir, "site.yaml"), readContentFile(dir, "curriculum.yaml"), contentStructure());
  const found = yamlFiles(dir).map((relative) => {
    const label = path.relative(labelRoot, path.join(dir, relative)).split(path.sep).join("/");
    const parsed = path.posix.parse(relative);
    return factFindings({ file: label, typeName: contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), data: readContentFile(dir, relative) }, context, contentStructure());
  });
  return { problems: found.flatMap((finding) => finding.problems), warnings: found.flatMap((finding) => finding.warnings) };
}

/** Every problem in a content folder, one line each, as the build writes them. */
export function validateContentDir(dir: string, labelRoot = path.dirname(dir), routes?: ReadonlySet<string>): string[] {
  return checkContentDir(dir, labelRoot, routes).map(describeProblem);
}

/** A language's words to review in a file of a content folder (src/content/translations.ts), with the file's label. */
export interface FileTextToReview extends TextToReview {
  readonly file: string;
}

/** Every language's words to review in a content folder: what the content check lists, refusing nothing. */
export function textsToReviewDir(dir: string, labelRoot = path.dirname(dir)): FileTextToReview[] {
  return yamlFiles(dir).flatMap((relative) => {
    const label = path.relative(labelRoot, path.join(dir, relative)).split(path.sep).join("/");
    const parsed = path.posix.parse(relative);
    return textsToReview(readContentFile(dir, relative), contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), contentStructure(), locales).map((text) => ({ file: label, ...text }));
  });
}

/** The content check's line for words to review: "data/curriculum.yaml: sessions[1].title.es is to review: …". */
export function describeToReview(text: FileTextToReview): string {
  const name = (locale: string) => ({ en: "English", es: "Spanish" })[locale] ?? locale;
  return `${text.file}: ${pathText([...text.path, text.locale])} is to review: written for the ${name(text.source)} “${text.before}”, which is now “${text.now}” (mark it reviewed in the editor, or remove its outdated line)`;
}

/**
 * The body text's figures of every content file a page shows (src/lib/contentPages.ts), per
 * language, and where it passes the plain-language limits (src/content/readabilityCheck.ts):
 * warnings, which refuse nothing.
 */
export function checkReadabilityDir(dir: string, labelRoot = path.dirname(dir)): { measured: LanguageReadability[]; warnings: ReadabilityWarning[] } {
  const results = yamlFiles(dir).flatMap((relative) => {
    const absolute = path.join(dir, relative);
    const label = path.relative(labelRoot, absolute).split(path.sep).join("/");
    if (!pageOfContentFile(relative)) return [];
    const parsed = path.posix.parse(relative);
    return [checkReadability({ label, typeName: contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), text: fs.readFileSync(absolute, "utf8") })];
  });
  return { measured: results.flatMap((result) => result.measured), warnings: results.flatMap((result) => result.warnings) };
}

/**
 * The body text of each page (src/lib/contentPages.ts: its own file and the files it shows; a legal
 * page by its file, "legal/privacy"), measured together per language, in the list of pages' order:
 * a report of figures (the content check's warnings say what is past the limits), never a failure.
 */
export function readabilityByPage(dir: string, labelRoot = path.dirname(dir)): LanguageReadability[] {
  const pages = new Map<string, BodyText[]>();
  for (const relative of yamlFiles(dir)) {
    const page = pageOfContentFile(relative)?.name;
    if (!page) continue;
    const parsed = path.posix.parse(relative);
    const name = page === "legal" ? `legal/${parsed.name}` : page;
    const label = path.relative(labelRoot, path.join(dir, relative)).split(path.sep).join("/");
    const texts = bodyTexts({ label, typeName: contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), text: fs.readFileSync(path.join(dir, relative), "utf8") });
    pages.set(name, [...(pages.get(name) ?? []), ...texts]);
  }
  const order = (page: string): number => {
    const index = sitePages.findIndex((sitePage) => sitePage.name === page);
    return index < 0 ? sitePages.length : index;
  };
  return [...pages]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .flatMap(([page, texts]) => measureBody(page, texts));
}
