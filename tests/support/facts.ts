/**
 * What each page states of the organisation's facts, so a test can tell when two pages state one
 * fact differently (tests/build/facts.test.ts) and when a fact changed in data/ is stated anew
 * everywhere (tests/unit/facts.test.ts). Only what the content model says is a fact is read: a
 * field the page shows, or a text of data/ that names a fact in braces (src/content/facts.ts),
 * read where the page shows that text, the value at the fact's place. A number that merely
 * precedes "week" ("a two-week camp") is no fact; a text that writes a fact out by hand is the
 * content check's to name (src/content/factCheck.ts), before any page is built.
 *
 *   city            the city of every postal address (<address>), the About page's card, and {city}
 *                   in a text;
 *   replyHours, volunteerReplyHours, curriculumWeeks, foundedYear, parentContactAge
 *                   the fact in a text that names it; the curriculum's weeks also as the number of
 *                   sessions the Programs page lists and says ({count} in its curriculum's intro);
 *   programCount    the program cards of the Programs page, the number its intro says ({count}),
 *                   the contact form's program choices, and any list of links to the programs;
 *   programNames    each program card's title, and its name in the contact form and in such a list;
 *   figures         each figure's value and label, wherever a row of figures shows it;
 *   hoursName       the heading over the open program hours, and the name a text gives them ({hours});
 *   email           every e-mail address a page shows.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { readerBlocks } from "../../bench/readerText";
import { contentTypeFor } from "../../src/lib/contentPages";
import { contentStructure } from "../../src/content/contentModel";
import { languageTexts } from "../../src/content/translations";
import { splitSentences } from "../../src/content/readability";
import { factNames, withFacts } from "../../src/content/facts";
import { contentFacts } from "../../src/content/contentFacts";
import { readContentTexts } from "../../plugins/content/contentTree";
import type { Locale } from "./routes";

export type FactName =
  | "city"
  | "replyHours"
  | "volunteerReplyHours"
  | "curriculumWeeks"
  | "foundedYear"
  | "parentContactAge"
  | "programCount"
  | "programNames"
  | "figures"
  | "hoursName"
  | "email";

/** One statement of a fact: which, the value stated, the page and the words it was read from. */
export interface Statement {
  fact: FactName;
  /** What is compared: the value, or for a named thing "its name = its value". */
  value: string;
  page: string;
  words: string;
  /** A named text's sentence with the one before it on the page: what a reader has just read. */
  context?: string;
}

/** What the reader needs besides the page: the numbers in words (data/site.yaml numberWords in the page's language: index = the number). */
export interface FactWords {
  numberWords: readonly string[];
}

/** The facts a text names in braces that the reader compares, each by the fact it states; a fact that is a sentence (an answer to a family) is shown, not compared. */
const comparedFacts: readonly FactName[] = ["city", "replyHours", "volunteerReplyHours", "curriculumWeeks", "foundedYear", "parentContactAge"];

/**
 * Words in braces that a component fills with a fact (src/content/facts.ts fills the others): a
 * count of programs or sessions, the open hours' name. By file, the field's path in it, and the
 * word.
 */
const filledByComponents: readonly { file: string; field: string; name: string; fact: FactName }[] = [
  { file: "pages/programs.yaml", field: "intro", name: "count", fact: "programCount" },
  { file: "pages/programs.yaml", field: "curriculum.intro", name: "count", fact: "curriculumWeeks" },
  { file: "pages/contact.yaml", field: "visit.text", name: "hours", fact: "hoursName" },
];

/** A text of data/ that names a fact, in one language: its words as written, with their braces. */
export interface NamedText {
  file: string;
  words: string;
  /** What each word in braces that a component fills stands for ({count}: programCount). */
  filled: Readonly<Record<string, FactName>>;
}

const squeeze = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The site's content files of a folder (not the editor's own words), as paths relative to it. */
const contentFiles = (dataDir: string, prefix = ""): string[] =>
  fs.readdirSync(path.join(dataDir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    return entry.isDirectory() ? contentFiles(dataDir, relative) : /\.ya?ml$/.test(entry.name) && relative !== "editor.yaml" ? [relative] : [];
  });

/** Every text of a content folder, in a language, that names a fact the reader compares; a person's quoted words left out. */
export function namedTexts(dataDir: string, locale: Locale): NamedText[] {
  const model = contentStructure();
  // The facts the reader does not compare (the curriculum's name, an answer to a family) filled in as the build fills them.
  const others = Object.fromEntries(Object.entries(contentFacts(readContentTexts(dataDir))[locale]).filter(([name]) => !(comparedFacts as readonly string[]).includes(name)));
  return contentFiles(dataDir).flatMap((relative) => {
    const parsed = path.posix.parse(relative);
    const data = load(fs.readFileSync(path.join(dataDir, relative), "utf8"));
    return languageTexts(data, contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), model).flatMap((text) => {
      if (text.field.name === "quote") return [];
      const words = (text.value as Record<string, unknown> | undefined)?.[locale];
      if (typeof words !== "string") return [];
      const field = text.path.filter((step) => typeof step === "string").join(".");
      const filled = Object.fromEntries(filledByComponents.filter((entry) => entry.file === relative && field.startsWith(entry.field)).map((entry) => [entry.name, entry.fact]));
      const names = [...squeeze(words).matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      return names.some((name) => (comparedFacts as readonly string[]).includes(name) || name in filled) ? [{ file: relative, words: withFacts(squeeze(words), others), filled }] : [];
    });
  });
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A sentence of a named text as a pattern over a page's words: its own words as written, a compared
 * fact's place caught, any other words in braces (an e-mail address, a fact that is a sentence)
 * standing for whatever fills them.
 */
function sentencePattern(sentence: string, filled: Readonly<Record<string, FactName>>): { pattern: RegExp; facts: FactName[] } | undefined {
  const facts: FactName[] = [];
  const parts = sentence.split(/(\{\w+\})/);
  const source = parts
    .map((part, index) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(part).replace(/\s+/g, "\\s+");
      const fact = filled[name] ?? ((comparedFacts as readonly string[]).includes(name) ? (name as FactName) : undefined);
      if (!fact) return "(?:.+?)";
      facts.push(fact);
      // After the words before it, up to the words after it; at the sentence's start or end, one word.
      const start = parts[index - 1] ? "" : "(?<![\\p{L}\\p{N}])";
      if (!parts[index + 1]) return `${start}(\\S+?)(?=[\\s.,;:!?]|$)`;
      return parts[index - 1] ? "(.+?)" : `${start}(\\S+?)`;
    })
    .join("");
  return facts.length > 0 ? { pattern: new RegExp(source, "u"), facts } : undefined;
}

const numberIn = (word: string, words: FactWords): string => {
  if (/^\d+$/.test(word)) return word;
  const index = words.numberWords.findIndex((candidate) => candidate.toLowerCase() === word.toLowerCase());
  return index < 0 ? word : String(index);
};

/** The facts the named texts state in some blocks of a page's words: each sentence found, the value at each fact's place. */
export function namedStatements(blocks: readonly string[], texts: readonly NamedText[], page: string, words: FactWords): Statement[] {
  const found = new Map<string, Statement>();
  for (const text of texts) {
    for (const sentence of splitSentences(text.words)) {
      const read = sentencePattern(sentence, text.filled);
      if (!read) continue;
      for (const block of blocks) {
        const match = read.pattern.exec(block);
        if (!match) continue;
        const before = splitSentences(block.slice(0, match.index)).pop() ?? "";
        read.facts.forEach((fact, index) => {
          const caught = squeeze(match[index + 1]);
          const value = fact === "programCount" || fact === "curriculumWeeks" ? numberIn(caught, words) : caught;
          const statement = { fact, value, page, words: squeeze(match[0]), context: squeeze(`${before} ${match[0]}`) };
          found.set(JSON.stringify(statement), statement);
        });
      }
    }
  }
  return [...found.values()];
}

/** The blocks of a page's words as a reader meets them (bench/readerText.ts), quotes left out, and its description for search results. */
export function pageBlocks(document: Document): string[] {
  const copy = document.body.cloneNode(true) as Element;
  copy.querySelectorAll("blockquote, q").forEach((quote) => quote.remove());
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
  return [...readerBlocks(copy), ...(description ? [squeeze(description)] : [])];
}

/** The ids of the program cards on a Programs page. */
export const programIdsOf = (document: Document): string[] => Array.from(document.querySelectorAll("main article[id]"), (article) => article.id);

/**
 * Every statement of a fact on one built page: `route` names it, `document` is the page,
 * `texts` the texts of data/ in its language that name a fact, `programIds` the program cards'.
 */
export function factStatements(route: string, document: Document, texts: readonly NamedText[], words: FactWords, programIds: readonly string[] = []): Statement[] {
  const found: Statement[] = [];
  const say = (fact: FactName, value: string | number, where: string) => found.push({ fact, value: String(value), page: route, words: squeeze(where) });

  // Where the organisation is: its postal address, and the About page's card.
  for (const address of Array.from(document.querySelectorAll("address"))) {
    // Its last line: "Vista, CA 92083".
    const lines = address.innerHTML.split(/<br\s*\/?>/i).map((line) => squeeze(line.replace(/<[^>]*>/g, "")));
    const city = /^(.+?),\s*[A-Z]{2}\b/.exec(lines[lines.length - 1] ?? "");
    if (city) say("city", city[1], lines.join(", "));
  }
  const card = document.querySelector("#organisation-heading");
  if (card) say("city", squeeze(card.textContent ?? "").replace(/,.*$/, ""), card.textContent ?? "");

  // What the texts that name a fact say on this page, at the fact's place.
  const blocks = pageBlocks(document);
  found.push(...namedStatements(blocks, texts, route, words));
  for (const block of blocks) for (const match of block.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) say("email", match[0], block);

  // A row of figures: each value ("70+", "99%", Spanish "99 %"), then its label.
  for (const list of Array.from(document.querySelectorAll("main ul"))) {
    const items = Array.from(list.children, (item) => readerBlocks(item));
    for (const item of items) {
      const at = item.findIndex((block) => /^\d+\+?(?:\s?%)?$/.test(block));
      if (at >= 0 && item[at + 1]) {
        say("figures", `${item[at + 1]} = ${item[at]}`, item.join(" "));
        say("figures", `${item[at]} = ${item[at + 1]}`, item.join(" "));
      }
    }
  }

  // The open program hours: the heading over the paragraph that gives them (the calendar link beside them).
  for (const link of Array.from(document.querySelectorAll('main a[type="text/calendar"]'))) {
    const box = link.closest("li, section, article, div");
    let heading: Element | null = null;
    for (let at: Element | null = box; at && !heading; at = at.parentElement) {
      const candidates = Array.from(at.querySelectorAll("h2, h3")).filter((candidate) => candidate.compareDocumentPosition(link) & 4);
      heading = candidates[candidates.length - 1] ?? null;
    }
    if (heading) say("hoursName", squeeze(heading.textContent ?? ""), heading.textContent ?? "");
  }

  // The programs: the Programs page's cards and the sessions it lists; elsewhere, a list of links to every card.
  const cards = Array.from(document.querySelectorAll("main article[id]"));
  if (cards.length > 0 && /\/programs$/.test(route)) {
    say("programCount", cards.length, "the program cards");
    for (const article of cards) say("programNames", `${article.id} = ${squeeze(article.querySelector("h2")?.textContent ?? "")}`, "a program card");
    const sessions = document.querySelectorAll("#curriculum ol > li, #curriculum li");
    if (sessions.length > 0) say("curriculumWeeks", sessions.length, "the sessions listed");
  }
  for (const list of Array.from(document.querySelectorAll("main ul"))) {
    const links = Array.from(list.querySelectorAll(":scope > li > a"));
    const ids = links.map((link) => /\/programs#([\w-]+)$/.exec(link.getAttribute("href") ?? "")?.[1]);
    if (links.length === 0 || !ids.every((id): id is string => id !== undefined && programIds.includes(id))) continue;
    say("programCount", links.length, "a list of the programs");
    links.forEach((link, index) => say("programNames", `${ids[index]} = ${squeeze(link.textContent ?? "")}`, "a list of the programs"));
  }
  return found;
}

/**
 * The contact form's program choices (its interest list, the choices whose value is a program's
 * id on the Programs page): how many, and each one's name.
 */
export function programChoices(route: string, document: Document, programIds: readonly string[]): Statement[] {
  const select = document.querySelector('select[name="interest"]') as HTMLSelectElement | null;
  if (!select) return [];
  const choices = Array.from(select.options).filter((option) => programIds.includes(option.value));
  return [
    { fact: "programCount", value: String(choices.length), page: route, words: "the contact form's program choices" },
    ...choices.map((option): Statement => ({ fact: "programNames", value: `${option.value} = ${squeeze(option.textContent ?? "")}`, page: route, words: "a choice of the contact form" })),
  ];
}

/**
 * The facts stated more than one way: for each fact, its values and where each is stated; a named
 * thing ("figures", "programNames") is compared name by name. Empty when the site agrees with itself.
 */
export function contradictions(statements: readonly Statement[]): string[] {
  const byKey = new Map<string, Map<string, Statement[]>>();
  for (const statement of statements) {
    const named = statement.fact === "figures" || statement.fact === "programNames";
    const [name, value] = named ? statement.value.split(" = ") : ["", statement.value];
    const key = `${statement.fact}${named ? `: ${name}` : ""}`;
    const values = byKey.get(key) ?? new Map<string, Statement[]>();
    values.set(value, [...(values.get(value) ?? []), statement]);
    byKey.set(key, values);
  }
  return [...byKey]
    .filter(([, values]) => values.size > 1)
    .map(([key, values]) => `${key}: ${[...values].map(([value, where]) => `“${value}” on ${[...new Set(where.map((statement) => statement.page))].join(", ")} (${where[0].words.slice(0, 90)})`).join(" / ")}`);
}

/** The words of every fact name in braces a page shows unfilled: none, once the build fills them all. */
export const unfilledFacts = (blocks: readonly string[]): string[] => blocks.filter((block) => factNames.some((name) => block.includes(`{${name}}`)));

/**
 * Every text of a content folder in a language, each with its file, as the build fills it
 * (src/content/facts.ts); a person's quoted words left out.
 */
export function contentTexts(dataDir: string, locale: Locale): { file: string; text: string }[] {
  const facts = contentFacts(readContentTexts(dataDir))[locale];
  const model = contentStructure();
  return contentFiles(dataDir).flatMap((relative) => {
    const parsed = path.posix.parse(relative);
    const data = load(fs.readFileSync(path.join(dataDir, relative), "utf8"));
    return languageTexts(data, contentTypeFor({ name: parsed.name, relativeDirectory: parsed.dir }), model).flatMap((text) => {
      const words = (text.value as Record<string, unknown> | undefined)?.[locale];
      return text.field.name === "quote" || typeof words !== "string" ? [] : [{ file: relative, text: withFacts(squeeze(words), facts) }];
    });
  });
}
