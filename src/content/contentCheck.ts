/**
 * The whole content check, a pure function of the content tree (./contentTree.ts, read once from
 * data/ by plugins/content/contentTree.ts): what the build runs first (plugins/content/gatsby-node.ts
 * onPreBootstrap), what `npm run check:content` prints, and what `gatsby develop` lists in the
 * editor and the site's error overlay. One call, and nothing after it reads the disk:
 *  - every YAML file against the content model, its links against the site's pages (./validateContent.ts);
 *  - the editor's words against the model and the files (./editorWords.ts);
 *  - the organisation's facts in every file's texts (./factCheck.ts): a fact typed by hand where the
 *    text should name it, or a named one left empty, refused; a number that may be one, warned of;
 *  - every photo file: size, width, a GPS position (./photoFileCheck.ts);
 *  - the translations to review (./translations.ts), which refuse nothing;
 *  - the canonical form (./canonicalFiles.ts), which a build only warns about.
 * A new check of the content is a function of the tree, called here.
 */
import { checkContentFile } from "./validateContent";
import { checkEditorWords } from "./editorWords";
import { contentSchema } from "./contentSchema";
import { contentStructure } from "./contentModel";
import { pathText, type Problem } from "./problems";
import { textsToReview, type TextToReview } from "./translations";
import { locales } from "../lib/locales";
import { editorWordsOf } from "./editorWordsFile";
import { siteRoutes } from "./siteRoutes";
import { photoFileProblems } from "./photoFileCheck";
import { canonicalProblems } from "./canonicalFiles";
import { factContext, factFindings } from "./factCheck";
import { hasPath, isOutside, photoPathFrom, treeData, treeFileType, treeLabel, type ContentTexts, type ContentTree } from "./contentTree";

/**
 * Every problem of the tree's YAML files and of the editor's words, as data (./problems.ts). Links
 * must lead to one of `routes`: the site's pages (./siteRoutes.ts) unless a caller gives others.
 */
export function checkContentFiles(tree: ContentTexts, routes: ReadonlySet<string> = siteRoutes(tree)): Problem[] {
  return fileProblems(tree, routes, factFindingsOf(tree));
}

/** The same, with the tree's facts already found (checkContent also reports their warnings). */
function fileProblems(tree: ContentTexts, routes: ReadonlySet<string>, facts: ReturnType<typeof factFindingsOf>): Problem[] {
  const problems = tree.files.flatMap((file) => {
    const photoPath = (photo: string): string => photoPathFrom(file.path, photo);
    return checkContentFile(
      { label: treeLabel(tree, file.path), typeName: treeFileType(file.path), text: file.text },
      {
        // A path leading out of the folder is not in data/photos, which is what the check says of it.
        photoExists: (photo) => isOutside(photoPath(photo)) || hasPath(tree, photoPath(photo)),
        describePhoto: (photo) => treeLabel(tree, photoPath(photo)),
        inPhotosFolder: (photo) => /^photos\/[^/]+$/.test(photoPath(photo)),
        routes,
      },
    );
  });
  return [...problems, ...facts.problems, ...checkEditorWords(editorWordsOf(tree), contentSchema(), tree.files.map((file) => file.path))];
}

/**
 * The organisation's facts in every file's texts (./factCheck.ts): a fact written by hand where the
 * text should name it, or a named one left empty (problems); a number that may be a fact written by
 * hand (warnings, which refuse nothing).
 */
export function factFindingsOf(tree: ContentTexts): { problems: Problem[]; warnings: Problem[] } {
  const context = factContext(treeData(tree, "site.yaml"), treeData(tree, "curriculum.yaml"), contentStructure());
  const found = tree.files.map((file) => factFindings({ file: treeLabel(tree, file.path), typeName: treeFileType(file.path), data: treeData(tree, file.path) }, context, contentStructure()));
  return { problems: found.flatMap((finding) => finding.problems), warnings: found.flatMap((finding) => finding.warnings) };
}

/** A language's words to review in a file of the tree (./translations.ts), with the file's label. */
export interface FileTextToReview extends TextToReview {
  readonly file: string;
}

/** Every language's words to review in the tree: what the content check lists, refusing nothing. */
export function textsToReviewOf(tree: ContentTexts): FileTextToReview[] {
  return tree.files.flatMap((file) => textsToReview(treeData(tree, file.path), treeFileType(file.path), contentStructure(), locales).map((text) => ({ file: treeLabel(tree, file.path), ...text })));
}

/** The content check's line for words to review: "data/curriculum.yaml: sessions[1].title.es is to review: …". */
export function describeToReview(text: FileTextToReview): string {
  const name = (locale: string) => ({ en: "English", es: "Spanish" })[locale] ?? locale;
  return `${text.file}: ${pathText([...text.path, text.locale])} is to review: written for the ${name(text.source)} “${text.before}”, which is now “${text.now}” (mark it reviewed in the editor, or remove its outdated line)`;
}

export interface ContentFindings {
  /** What a build refuses: each names the file, the entry and the field (./problems.ts describeProblem). */
  readonly problems: readonly Problem[];
  /** Translations to review (their other language changed since they were written): warned of, never refused. */
  readonly toReview: readonly FileTextToReview[];
  /** A number that may be one of the organisation's facts written by hand (./factCheck.ts): warned of, never refused. */
  readonly factWarnings: readonly Problem[];
  /** Files out of the canonical form, one line each: the build warns, `npm run check:content` refuses. */
  readonly unformatted: readonly string[];
}

/** The content check of a whole tree: its YAML files, the editor's words, its photo files, what is to review and the canonical form. */
export function checkContent(tree: ContentTree): ContentFindings {
  const facts = factFindingsOf(tree);
  const problems = [...fileProblems(tree, siteRoutes(tree), facts), ...photoFileProblems(tree)];
  return { problems, toReview: textsToReviewOf(tree), factWarnings: facts.warnings, unformatted: canonicalProblems(tree) };
}
