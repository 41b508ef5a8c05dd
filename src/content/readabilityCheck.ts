import { isListType, isNonNullType, isObjectType, type GraphQLObjectType, type GraphQLOutputType } from "graphql";
import { load } from "js-yaml";
import { languageBlocks } from "../lib/contentFile";
import { contentStructure } from "./contentModel";
import { locales } from "../lib/locales";
import { contentSchema } from "./contentSchema";
import { fieldRules, isLanguageField, normaliseText } from "./fieldRules";
import { pathText, type ProblemPath } from "./problems";
import { isReadingLanguage, measureTexts, readabilityLimits, splitSentences, wordsOf, type Readability, type ReadingLanguage } from "./readability";
import type { ContentFile } from "./validateContent";
import { pageOfContentFile, sitePages } from "../lib/contentPages";
import { treeFileType, treeLabel, type ContentTexts } from "./contentTree";

/**
 * Plain language, measured (issue #36): the body text a page shows, per content file and language,
 * read by ./readability.ts, and a warning where it passes the site's limits (the English grade
 * above 8, the Spanish INFLESZ below 65, a sentence over 25 words), naming the file, the field as
 * the content check names it (./problems.ts: story.paragraphs[0].en, the language's key last) and the sentence. A warning
 * refuses nothing: the content check prints it and the build and the editor save as before.
 */

/** One text of the page's body, in one language. */
export interface BodyText {
  /** The file it is in, as the content check names it ("data/pages/about.yaml"). */
  file: string;
  locale: ReadingLanguage;
  /** Where the file holds the text's words in this language, as the content check names it: ["vision", "text", "en"]. */
  path: ProblemPath;
  text: string;
}

/**
 * Fields whose text is not the page's body: the title and description a file's top gives the
 * browser tab and search results, and a photo's description, which the screen reader reads.
 */
const notBody = (path: ProblemPath): boolean => path[path.length - 1] === "alt" || (path.length === 1 && ["title", "description", "slug"].includes(String(path[0])));

/** Body text is written in sentences: its last one ends with . ! ? or … (a heading or a button's label does not). */
const isProse = (text: string): boolean => /[.!?…]["'”’»)\]]*$/.test(text);

function collect(value: unknown, type: GraphQLObjectType, path: ProblemPath, where: Pick<BodyText, "file" | "locale">, found: BodyText[]): BodyText[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return found;
  const record = value as Record<string, unknown>;
  for (const field of Object.values(type.getFields())) {
    const unwrapped: GraphQLOutputType = isNonNullType(field.type) ? field.type.ofType : field.type;
    const leaf: GraphQLOutputType = isListType(unwrapped) ? (isNonNullType(unwrapped.ofType) ? unwrapped.ofType.ofType : unwrapped.ofType) : unwrapped;
    const inner = record[field.name];
    const items: [ProblemPath, unknown][] = isListType(unwrapped)
      ? Array.isArray(inner)
        ? inner.map((item, index) => [[...path, field.name, index], item])
        : []
      : [[[...path, field.name], inner]];
    const rules = fieldRules(field);
    for (const [at, item] of items) {
      if (isObjectType(leaf) && leaf.name !== "File") collect(item, leaf, at, where, found);
      else if (isLanguageField(field) && !rules.format && !rules.lines && !notBody(at) && typeof item === "string") {
        const text = normaliseText(item);
        // The words' place in the file: the text's, then its language's key (./translations.ts).
        if (isProse(text)) found.push({ ...where, path: [...at, where.locale], text });
      }
    }
  }
  return found;
}

/** The body text of a content file, per language, in the order of its content type's fields. */
export function bodyTexts(file: ContentFile): BodyText[] {
  let parsed: unknown;
  try {
    parsed = load(file.text);
  } catch {
    return [];
  }
  const type = contentSchema().getType(file.typeName);
  if (!type || !isObjectType(type)) return [];
  const blocks = languageBlocks(parsed, file.typeName, contentStructure());
  return locales.flatMap((locale) => {
    const block = blocks[locale];
    return isReadingLanguage(locale) && block ? collect(block, type, [], { file: file.label, locale }, []) : [];
  });
}

/** A sentence of the body and the field it is in. */
export interface PlacedSentence {
  file: string;
  locale: ReadingLanguage;
  path: ProblemPath;
  text: string;
  words: number;
}

/** The body's sentences in one language, longest first. */
export function longestSentences(texts: readonly BodyText[]): PlacedSentence[] {
  return texts
    .flatMap(({ file, locale, path, text }) => splitSentences(text).map((sentence) => ({ file, locale, path, text: sentence, words: wordsOf(sentence).length })))
    .sort((a, b) => b.words - a.words);
}

/** The figures of one file (or page) in one language. */
export interface LanguageReadability {
  /** The file measured, or the page whose files' body text was measured together. */
  file: string;
  locale: ReadingLanguage;
  figures: Readability;
  /** Its sentences, longest first, with the field each is in. */
  sentences: PlacedSentence[];
}

export type ReadabilityWarning =
  | { kind: "longSentence"; file: string; locale: ReadingLanguage; path: ProblemPath; sentence: string; words: number }
  | { kind: "grade" | "inflesz"; file: string; locale: ReadingLanguage; path: ProblemPath; sentence: string; words: number; score: number };

/** The figures of some body texts, per language that has any. */
export function measureBody(file: string, texts: readonly BodyText[]): LanguageReadability[] {
  return locales.filter(isReadingLanguage).flatMap((locale) => {
    const own = texts.filter((text) => text.locale === locale);
    if (own.length === 0) return [];
    return [{ file, locale, figures: measureTexts(own.map((text) => text.text), locale), sentences: longestSentences(own) }];
  });
}

/**
 * What passes the limits: each sentence over 25 words, and a language whose score does (with its
 * longest sentence), each named by the file the sentence is in.
 */
export function readabilityWarnings(measured: readonly LanguageReadability[]): ReadabilityWarning[] {
  return measured.flatMap(({ locale, figures, sentences }) => {
    const long = sentences
      .filter((sentence) => sentence.words > readabilityLimits.maxSentenceWords)
      .map((sentence): ReadabilityWarning => ({ kind: "longSentence", file: sentence.file, locale, path: sentence.path, sentence: sentence.text, words: sentence.words }));
    const [longest] = sentences;
    const score: ReadabilityWarning[] =
      figures.withinLimit || !longest
        ? []
        : [{ kind: locale === "en" ? "grade" : "inflesz", file: longest.file, locale, path: longest.path, sentence: longest.text, words: longest.words, score: figures.score }];
    return [...score, ...long];
  });
}

/** A content file's figures per language and its warnings. */
export function checkReadability(file: ContentFile): { measured: LanguageReadability[]; warnings: ReadabilityWarning[] } {
  const measured = measureBody(file.label, bodyTexts(file));
  return { measured, warnings: readabilityWarnings(measured) };
}

/** A file of the tree as the readability check reads it: its label, its type and its text. */
const contentFileOf = (tree: ContentTexts, file: ContentTexts["files"][number]): ContentFile => ({ label: treeLabel(tree, file.path), typeName: treeFileType(file.path), text: file.text });

/**
 * The body text's figures of every content file a page shows (src/lib/contentPages.ts), per
 * language, and where it passes the plain-language limits: warnings, which refuse nothing.
 */
export function readabilityOf(tree: ContentTexts): { measured: LanguageReadability[]; warnings: ReadabilityWarning[] } {
  const results = tree.files.filter((file) => pageOfContentFile(file.path)).map((file) => checkReadability(contentFileOf(tree, file)));
  return { measured: results.flatMap((result) => result.measured), warnings: results.flatMap((result) => result.warnings) };
}

/**
 * The body text of each page (src/lib/contentPages.ts: its own file and the files it shows; a legal
 * page by its file, "legal/privacy"), measured together per language, in the list of pages' order:
 * a report of figures (the content check's warnings say what is past the limits), never a failure.
 */
export function readabilityByPage(tree: ContentTexts): LanguageReadability[] {
  const pages = new Map<string, BodyText[]>();
  for (const file of tree.files) {
    const page = pageOfContentFile(file.path)?.name;
    if (!page) continue;
    const name = page === "legal" ? `legal/${file.path.slice(file.path.lastIndexOf("/") + 1).replace(/\.ya?ml$/i, "")}` : page;
    pages.set(name, [...(pages.get(name) ?? []), ...bodyTexts(contentFileOf(tree, file))]);
  }
  const order = (page: string): number => {
    const index = sitePages.findIndex((sitePage) => sitePage.name === page);
    return index < 0 ? sitePages.length : index;
  };
  return [...pages]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .flatMap(([page, texts]) => measureBody(page, texts));
}

const languageName = (locale: ReadingLanguage): string => (locale === "en" ? "English" : "Spanish");

/** A score as the formulas' readers write it: the English grade, the Spanish INFLESZ. */
export const scoreText = ({ language, score }: Pick<Readability, "language" | "score">): string =>
  language === "en" ? `grade ${score.toFixed(1)}` : `INFLESZ ${score.toFixed(1)}`;

/** One line of figures: "data/pages/about.yaml: en grade 7.9 (312 words, 21 sentences, longest 24 words)". */
export function describeReadability({ file, locale, figures, sentences }: LanguageReadability): string {
  return `${file}: ${locale} ${scoreText(figures)} (${figures.words} words, ${figures.sentences} sentences, longest ${sentences[0]?.words ?? 0} words)`;
}

/** A warning's line, naming the file, the field and the sentence. */
export function describeReadabilityWarning(warning: ReadabilityWarning): string {
  const at = pathText(warning.path);
  switch (warning.kind) {
    case "longSentence":
      return `${warning.file}: ${at} has a sentence of ${warning.words} words (plain language: at most ${readabilityLimits.maxSentenceWords}): “${warning.sentence}”`;
    case "grade":
      return `${warning.file}: the ${languageName(warning.locale)} text reads at grade ${warning.score.toFixed(1)} (plain language: ${readabilityLimits.maxGrade} or below); its longest sentence, ${at}: “${warning.sentence}”`;
    case "inflesz":
      return `${warning.file}: the ${languageName(warning.locale)} text scores ${warning.score.toFixed(1)} on INFLESZ (plain language: ${readabilityLimits.minInflesz} or above); its longest sentence, ${at}: “${warning.sentence}”`;
    default:
      return "";
  }
}
