/**
 * @jest-environment node
 */
/**
 * Plain language, measured on the real pages (issue #36): the body text each page shows — its
 * content files as src/lib/contentPages.ts assigns them, a legal page its own file — per language,
 * with the English Flesch-Kincaid grade, the Spanish INFLESZ and the longest sentence, printed,
 * and held to the site's limits: English at grade 8 or below, Spanish at INFLESZ 65 or above, no
 * sentence over 25 words. A failure names the page, the language and each sentence too long.
 */
import fs from "fs";
import path from "path";
import { yamlFiles } from "../../plugins/content/validateContentDir";
import { pageOfContentFile, sitePages, contentTypeFor } from "../../src/lib/contentPages";
import { readabilityLimits } from "../../src/content/readability";
import { bodyTexts, measureBody, scoreText, type BodyText, type LanguageReadability } from "../../src/content/readabilityCheck";
import { pathText } from "../../src/content/problems";

const dataDir = path.resolve(__dirname, "../../data");

/** Each page's body text: a legal page by its file's name, every other page by its name. */
function pagesBodyText(): Map<string, BodyText[]> {
  const pages = new Map<string, BodyText[]>();
  for (const relative of yamlFiles(dataDir)) {
    const page = pageOfContentFile(relative)?.name;
    if (!page) continue;
    const parsed = path.posix.parse(relative);
    const name = page === "legal" ? `legal/${parsed.name}` : page;
    const texts = bodyTexts({ label: `data/${relative}`, typeName: contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), text: fs.readFileSync(path.join(dataDir, relative), "utf8") });
    pages.set(name, [...(pages.get(name) ?? []), ...texts]);
  }
  return pages;
}

/** The pages in the list of pages' order, each legal page after them. */
const pageOrder = (page: string): number => {
  const index = sitePages.findIndex((sitePage) => sitePage.name === page);
  return index < 0 ? sitePages.length : index;
};

const measured: LanguageReadability[] = [...pagesBodyText()]
  .sort(([a], [b]) => pageOrder(a) - pageOrder(b) || a.localeCompare(b))
  .flatMap(([page, texts]) => measureBody(page, texts));

/** A table of every page's figures, both languages. */
function figuresTable(): string {
  const rows = measured.map(({ file, locale, figures, sentences }) => [file, locale, scoreText(figures), String(figures.words), String(figures.sentences), String(sentences[0]?.words ?? 0)]);
  const header = ["page", "language", "score", "words", "sentences", "longest sentence (words)"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  return [header, ...rows].map((row) => row.map((cell, column) => cell.padEnd(widths[column])).join("  ")).join("\n");
}

describe("the readability of the real pages", () => {
  it("is measured, in English and in Spanish, for every page that shows body text", () => {
    // eslint-disable-next-line no-console
    console.log(`Readability of the pages' body text:\n${figuresTable()}`);
    const pages = [...new Set(measured.map((result) => result.file))];
    expect(pages).toEqual(expect.arrayContaining(["home", "about", "programs", "impact", "contact", "legal/privacy", "legal/terms", "legal/accessibility"]));
    for (const page of pages) {
      expect(measured.filter((result) => result.file === page).map((result) => result.locale)).toEqual(["en", "es"]);
    }
    for (const result of measured) expect(result.figures.words).toBeGreaterThan(0);
  });

  describe.each(measured.map((result) => [`${result.file} in ${result.locale === "en" ? "English" : "Spanish"}`, result] as const))("%s", (_, result) => {
    it(result.locale === "en" ? `reads at grade ${readabilityLimits.maxGrade} or below` : `scores ${readabilityLimits.minInflesz} or above on INFLESZ`, () => {
      if (result.locale === "en") expect(result.figures.score).toBeLessThanOrEqual(readabilityLimits.maxGrade);
      else expect(result.figures.score).toBeGreaterThanOrEqual(readabilityLimits.minInflesz);
    });

    it(`has no sentence over ${readabilityLimits.maxSentenceWords} words`, () => {
      const tooLong = result.sentences
        .filter((sentence) => sentence.words > readabilityLimits.maxSentenceWords)
        .map((sentence) => `${sentence.file}: ${pathText(sentence.path)} (${sentence.words} words): ${sentence.text}`);
      expect(tooLong).toEqual([]);
    });
  });
});
