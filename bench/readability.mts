/**
 * Plain language as a reader meets each built page (npm run bench:readability, after a build):
 * the text of every page's `<main>` in public/ (./readerText.ts: the header and footer left out),
 * measured by the site's formulas (src/content/readability.ts): the English Flesch-Kincaid grade,
 * the Spanish INFLESZ, and the longest sentence. Prints a table and each sentence past the limit;
 * asserts nothing, for content is the editors' to write (the content check warns them as they
 * write). `-- --markdown` prints the table as Markdown, for a note; `-- path/to/public` measures
 * another build (another branch's, to compare).
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { measureTexts, readabilityLimits, splitSentences, wordsOf } from "../src/content/readability";
import { mainBlocks } from "./readerText";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.resolve(process.argv.slice(2).find((argument) => !argument.startsWith("--")) ?? path.join(root, "public"));
const markdown = process.argv.includes("--markdown");

if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error(`No build in ${publicDir}: run npm run build (or npm run build:netlify) first.`);
  process.exit(1);
}

/** Every page of the site in the build (not the editor's), as its address: index.html → /, es/about.html → /es/about. */
const pages = fs
  .readdirSync(publicDir, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".html") && !file.startsWith("admin"))
  .map((file) => ({ file, route: `/${file.split(path.sep).join("/").replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/\/$/, "") || "/" }))
  // English first, then Spanish; each page in the same order in both.
  .sort((a, b) => Number(a.route.startsWith("/es")) - Number(b.route.startsWith("/es")) || a.route.replace(/^\/es/, "").localeCompare(b.route.replace(/^\/es/, "")));

interface Row {
  route: string;
  language: "en" | "es";
  score: number;
  within: boolean;
  words: number;
  sentences: number;
  longest: number;
  tooLong: string[];
}

const rows: Row[] = pages.map(({ file, route }) => {
  const language = route === "/es" || route.startsWith("/es/") ? "es" : "en";
  const document = new JSDOM(fs.readFileSync(path.join(publicDir, file), "utf8")).window.document;
  const blocks = mainBlocks(document);
  const figures = measureTexts(blocks, language);
  const sentences = blocks.flatMap(splitSentences);
  const tooLong = sentences.filter((sentence) => wordsOf(sentence).length > readabilityLimits.maxSentenceWords).map((sentence) => `(${wordsOf(sentence).length} words) ${sentence}`);
  const longest = figures.longest[0]?.words ?? 0;
  return { route, language, score: figures.score, within: figures.withinLimit && tooLong.length === 0, words: figures.words, sentences: figures.sentences, longest, tooLong };
});

const header = ["page", "language", "score", "within limits", "words", "sentences", "longest sentence (words)"];
const cells = rows.map((row) => [row.route, row.language, row.language === "en" ? `grade ${row.score.toFixed(1)}` : `INFLESZ ${row.score.toFixed(1)}`, row.within ? "yes" : "NO", String(row.words), String(row.sentences), String(row.longest)]);

if (markdown) {
  console.log(`| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const row of cells) console.log(`| ${row.join(" | ")} |`);
} else {
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  for (const row of [header, ...cells]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join("  "));
}

console.log(
  `\nLimits: English grade ${readabilityLimits.maxGrade} or below, Spanish INFLESZ ${readabilityLimits.minInflesz} or above, no sentence over ${readabilityLimits.maxSentenceWords} words. ${rows.filter((row) => !row.within).length} of ${rows.length} pages past them.`,
);
for (const row of rows.filter((row) => row.tooLong.length > 0)) {
  console.log(`\n${row.route}:`);
  for (const sentence of row.tooLong) console.log(`  ${sentence}`);
}
