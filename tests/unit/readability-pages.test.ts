/**
 * @jest-environment node
 */
/**
 * Plain language, measured per page (issues #36 and #47): each page's body text — its content
 * files as src/lib/contentPages.ts assigns them, a legal page its own file — per language, with the
 * English Flesch-Kincaid grade, the Spanish INFLESZ and its longest sentences.
 *
 * The limits are advice to editors, never a failure of their content: `npm run check:content` and
 * the build warn (file, field and sentence), `npm run check:content` prints each file's figures and
 * `npm run bench:readability` each built page's, as a reader meets it (bench/readability.mts). So
 * nothing here holds the real content to the limits: the measuring itself is tested, on fixed
 * fixtures (tests/fixtures/readability/data) whose figures are worked out by hand below.
 */
import path from "path";
import { readContentTexts } from "../../plugins/content/contentTree";
import { readabilityByPage } from "../../src/content/readabilityCheck";
import { readabilityWarnings, describeReadabilityWarning } from "../../src/content/readabilityCheck";
import { readabilityLimits } from "../../src/content/readability";

const fixtures = path.resolve(__dirname, "../fixtures/readability/data");
const measured = readabilityByPage(readContentTexts(fixtures));
const page = (name: string, locale: "en" | "es") => measured.find((result) => result.file === name && result.locale === locale);

describe("the readability of each page's body text", () => {
  it("is measured per page and language, a legal page by its own file, in the list of pages' order", () => {
    expect(measured.map((result) => `${result.file} ${result.locale}`)).toEqual(["about en", "about es", "programs en", "programs es", "legal/terms en", "legal/terms es"]);
  });

  it("reads English by the Flesch-Kincaid grade: 9 words, 2 sentences, 10 syllables", () => {
    // 0.39 × 9/2 + 11.8 × 10/9 − 15.59 = −0.72
    expect(page("about", "en")?.figures).toMatchObject({ words: 9, sentences: 2, syllables: 10, score: -0.7, withinLimit: true });
  });

  it("reads Spanish by INFLESZ: 6 words, 2 sentences, 10 syllables", () => {
    // 206.835 − 62.3 × 10/6 − 6/2 = 100.0
    expect(page("about", "es")?.figures).toMatchObject({ words: 6, sentences: 2, syllables: 10, score: 100, withinLimit: true });
  });

  it("names a sentence past the limit by its page, file and field, as a warning to report, not a failure", () => {
    const programs = page("programs", "es");
    expect(programs?.sentences[0]).toMatchObject({ file: "data/programs.yaml", words: 31 });
    expect(programs?.sentences[0].path).toEqual(["programs", 0, "description", "es"]);
    const warnings = readabilityWarnings(measured).filter((warning) => warning.kind === "longSentence");
    expect(warnings.map(describeReadabilityWarning)).toEqual([
      expect.stringMatching(new RegExp(`^data/programs\\.yaml: programs\\[0\\]\\.description\\.es has a sentence of 31 words \\(plain language: at most ${readabilityLimits.maxSentenceWords}\\)`)),
    ]);
  });
});
