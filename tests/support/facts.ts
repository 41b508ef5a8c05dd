/**
 * What each page states of the organisation's facts, read from its text as a visitor reads it
 * (bench/readerText.ts: every block of the body, header and footer included, quotes left out: a
 * person's own words are theirs), so a test can tell when two pages state one fact differently
 * (tests/build/facts.test.ts) and when a fact changed in data/ is stated anew everywhere
 * (tests/unit/facts.test.ts). A fact read by a pattern, in English and in Spanish:
 *
 *   city            the city of every postal address (<address>), the city of the About page's card,
 *                   and any city of North County San Diego named anywhere, which must be the
 *                   address's or a place the organisation serves (data/site.yaml areaServed);
 *   replyHours      "within 24 hours" / "en un plazo de 24 horas", of a message;
 *   volunteerReplyHours  the same, where the paragraph, its heading or the page is about volunteering;
 *   curriculumWeeks "11-week", "11 weeks", "11 sessions", "eleven sessions" / "11 semanas", "once sesiones"
 *                   (a number or its word), and the number of sessions the Programs page lists;
 *   foundedYear     "since 2021", "in 2021" after started or founded / "desde 2021", "en 2021" after fundó or crearon;
 *   parentContactAge  the age in a sentence asking a parent, guardian or other caregiver to write for a young person;
 *   programCount    the number the Programs page gives its programs in words, its program cards and
 *                   the contact form's program choices;
 *   programNames    each program card's title, and the contact form's choice for it;
 *   figures         each figure's value and label, wherever a row of figures shows it;
 *   hoursName       the heading over the open program hours, wherever they are shown;
 *   email           every e-mail address a page shows.
 */
import { mainBlocks, readerBlocks } from "../../bench/readerText";

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
}

/** What the reader needs besides the page: the numbers in words, and the places the organisation serves. */
export interface FactWords {
  /** data/site.yaml numberWords in the page's language: index = the number. */
  numberWords: readonly string[];
  /** data/site.yaml areaServed: "Vista, California" → Vista is a place the organisation serves. */
  areaServed: readonly string[];
}

/** The cities of North County San Diego a page could name. */
const northCountyCities = ["Vista", "Oceanside", "Escondido", "Carlsbad", "San Marcos", "Encinitas", "Fallbrook", "Poway", "Solana Beach", "Del Mar", "Valley Center"];

const squeeze = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Blocks of text in reading order, each with the nearest heading before it; quotes left out. */
function blocksWithHeadings(root: Element): { text: string; heading: string }[] {
  const copy = root.cloneNode(true) as Element;
  copy.querySelectorAll("blockquote, q").forEach((quote) => quote.remove());
  const headings = new Set(Array.from(copy.querySelectorAll("h1, h2, h3, h4"), (heading) => squeeze(heading.textContent ?? "")));
  let heading = "";
  return readerBlocks(copy).map((text) => {
    if (headings.has(text)) heading = text;
    return { text, heading };
  });
}

const numberIn = (word: string, words: FactWords): number | undefined => {
  if (/^\d+$/.test(word)) return Number(word);
  const index = words.numberWords.findIndex((candidate) => candidate.toLowerCase() === word.toLowerCase());
  return index < 0 ? undefined : index;
};

/**
 * The statements of facts in some texts of a page (or of a content file: `page` names it), each
 * with the heading it is under; `title` is the page's (a page about volunteering says a volunteer's
 * answer time). A city is stated only when it is not a place the organisation serves.
 */
export function textStatements(texts: readonly { text: string; heading?: string }[], page: string, title: string, words: FactWords): Statement[] {
  const found: Statement[] = [];
  const say = (fact: FactName, value: string | number, where: string) => found.push({ fact, value: String(value), page, words: squeeze(where) });
  const numberWord = words.numberWords.filter(Boolean).join("|");
  const served = words.areaServed.map((place) => place.replace(/,.*$/, ""));
  for (const { text, heading = "" } of texts) {
    for (const city of northCountyCities) {
      if (new RegExp(`\\b${city}\\b`).test(text) && !served.includes(city)) say("city", city, text);
    }
    const volunteering = /volunte|voluntari/i.test(`${text} ${heading} ${title}`);
    for (const match of text.matchAll(/\b(?:within|en un plazo de)\s+(\d+)\s+(?:hours|horas)\b/gi)) say(volunteering ? "volunteerReplyHours" : "replyHours", match[1], text);
    for (const match of text.matchAll(new RegExp(`\\b(\\d+|${numberWord})(?:-| )(?:weeks?|weekly sessions|sessions|semanas|sesiones)\\b`, "gi"))) {
      const number = numberIn(match[1], words);
      if (number !== undefined && number > 1) say("curriculumWeeks", number, text);
    }
    for (const match of text.matchAll(/\b(?:since|desde)\s+(\d{4})\b|\b(?:started|founded|fundó|crearon|creó)\b[^.]*?\b(?:in|en)\s+(\d{4})\b/gi)) say("foundedYear", match[1] ?? match[2], text);
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      // Whoever writes for the young person: a parent or guardian, or (For Families, issue #52) a grandparent or other caregiver.
      if (!/parent or guardian|parent, grandparent or other caregiver|madre, padre o tutor|madre, padre, abuela, abuelo u otra persona/i.test(sentence)) continue;
      const age = /\b(?:under|menos de)\s+(\d+)\b/i.exec(sentence);
      if (age) say("parentContactAge", age[1], sentence);
    }
    for (const match of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) say("email", match[0], text);
  }
  return found;
}

/** Every statement of a fact on one page: `route` names it, `document` is the built page. */
export function factStatements(route: string, document: Document, words: FactWords): Statement[] {
  const found: Statement[] = [];
  const say = (fact: FactName, value: string | number, where: string) => found.push({ fact, value: String(value), page: route, words: squeeze(where) });
  const title = squeeze(document.querySelector("h1")?.textContent ?? "");
  const numberWord = words.numberWords.filter(Boolean).join("|");

  // Where the organisation is: its postal address, and the About page's card.
  for (const address of Array.from(document.querySelectorAll("address"))) {
    // Its last line: "Vista, CA 92083".
    const lines = address.innerHTML.split(/<br\s*\/?>/i).map((line) => squeeze(line.replace(/<[^>]*>/g, "")));
    const city = /^(.+?),\s*[A-Z]{2}\b/.exec(lines[lines.length - 1] ?? "");
    if (city) say("city", city[1], lines.join(", "));
  }
  const card = document.querySelector("#organisation-heading");
  if (card) say("city", squeeze(card.textContent ?? "").replace(/,.*$/, ""), card.textContent ?? "");
  // A city named in the text (the address's, or one not served: checked against the address's), and the other facts the words state.
  found.push(...textStatements(blocksWithHeadings(document.body), route, title, words));

  // A row of figures: each value, then its label.
  for (const list of Array.from(document.querySelectorAll("main ul"))) {
    const items = Array.from(list.children, (item) => readerBlocks(item));
    for (const item of items) {
      const at = item.findIndex((block) => /^\d+(?:[+%]|\+?%?)$/.test(block));
      if (at >= 0 && item[at + 1]) {
        say("figures", `${item[at + 1]} = ${item[at]}`, item.join(" "));
        say("figures", `${item[at]} = ${item[at + 1]}`, item.join(" "));
      }
    }
  }

  // The open program hours: the heading over the paragraph that gives them (the calendar link beside them).
  for (const link of Array.from(document.querySelectorAll('main a[type="text/calendar"]'))) {
    const card = link.closest("li, section, article, div");
    let heading: Element | null = null;
    for (let at: Element | null = card; at && !heading; at = at.parentElement) {
      const candidates = Array.from(at.querySelectorAll("h2, h3")).filter((candidate) => candidate.compareDocumentPosition(link) & 4);
      heading = candidates[candidates.length - 1] ?? null;
    }
    if (heading) say("hoursName", squeeze(heading.textContent ?? ""), heading.textContent ?? "");
  }

  // The programs: how many the Programs page says and shows, and the contact form's choices for them.
  const cards = Array.from(document.querySelectorAll("main article[id]"));
  if (cards.length > 0 && /\/programs$/.test(route)) {
    say("programCount", cards.length, "the program cards");
    const intro = mainBlocks(document)[1] ?? "";
    const count = new RegExp(`\\b(${numberWord})\\b`, "i").exec(intro);
    if (count) say("programCount", numberIn(count[1], words) ?? count[1], intro);
    for (const article of cards) say("programNames", `${article.id} = ${squeeze(article.querySelector("h2")?.textContent ?? "")}`, "a program card");
    const sessions = document.querySelectorAll("#curriculum ol > li, #curriculum li");
    if (sessions.length > 0) say("curriculumWeeks", sessions.length, "the sessions listed");
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
