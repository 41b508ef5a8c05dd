import { fillTemplate } from "../lib/template";
import { isRecord } from "./translations";

/**
 * One fact, one place (issue #45): what the site says on several pages is held by one field of
 * data/site.yaml (or counted from a list), and any text of data/ states it by name in braces:
 * "within {replyHours} hours", "since {foundedYear}", "in {city}". Filled in wherever content
 * becomes a page: the build's nodes (plugins/content/gatsby-node.ts), the editor's previews
 * (src/admin/preview/previewData.ts), the site's name and description (gatsby-config.ts) and the
 * tests' copy of the content (tests/support/content.ts). So a fact changed in its field changes
 * every page that states it, and no page can state it otherwise without writing it out by hand,
 * which the built site's test of facts finds (tests/build/facts.test.ts).
 *
 * Other words in braces ({email}, {count}, {age}…) are filled by the component that shows the
 * text, and stay as written here.
 */
export const factNames = ["city", "foundedYear", "replyHours", "volunteerReplyHours", "curriculumWeeks", "curriculumName", "parentContactAge"] as const;

export type FactName = (typeof factNames)[number];
export type Facts = Partial<Record<FactName, string>>;

/** What each fact is read from, for the editors' guide and the hints: the field that holds it. */
export const factSources: Record<FactName, string> = {
  city: "data/site.yaml address.city",
  foundedYear: "data/site.yaml foundedYear",
  replyHours: "data/site.yaml replyHours",
  volunteerReplyHours: "data/site.yaml volunteerReplyHours",
  curriculumWeeks: "data/curriculum.yaml: one week per session",
  curriculumName: "data/curriculum.yaml name",
  parentContactAge: "data/site.yaml parentContactAge",
};

const text = (value: unknown): string | undefined => (typeof value === "number" ? String(value) : typeof value === "string" && value.trim() !== "" ? value : undefined);

/**
 * The facts in one language, from that language's block of data/site.yaml and of
 * data/curriculum.yaml (its name; it lasts a week per session). A fact whose field is missing is
 * left out, so its placeholder stays as written and the page shows it (the content check names the
 * missing field).
 */
export function factsFrom(site: unknown, curriculum: unknown): Facts {
  const siteBlock = isRecord(site) ? site : {};
  const address = isRecord(siteBlock.address) ? siteBlock.address : {};
  const sessions = isRecord(curriculum) && Array.isArray(curriculum.sessions) ? curriculum.sessions : undefined;
  const facts: Facts = {
    city: text(address.city),
    foundedYear: text(siteBlock.foundedYear),
    replyHours: text(siteBlock.replyHours),
    volunteerReplyHours: text(siteBlock.volunteerReplyHours),
    curriculumWeeks: sessions && sessions.length > 0 ? String(sessions.length) : undefined,
    curriculumName: isRecord(curriculum) ? text(curriculum.name) : undefined,
    parentContactAge: text(siteBlock.parentContactAge),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

/**
 * A fact where a title or a sentence starts (the text's start, after ". ", "¿" or "¡"): a name is
 * written as a sentence says it inside ("plan de estudios de mentoría"), and takes its capital
 * letter there ("{curriculumName} de 11 semanas" → "Plan de estudios de mentoría de 11 semanas").
 */
const atSentenceStart = /(^|[.!?]\s+|[¿¡])\{(\w+)\}/g;

/** A text with the facts it names filled in, a fact that starts a sentence with a capital letter. */
function filled(text: string, facts: Facts): string {
  const known = facts as Record<string, string>;
  const capitals = text.replace(atSentenceStart, (match, before: string, name: string) =>
    Object.prototype.hasOwnProperty.call(known, name) ? `${before}${known[name].charAt(0).toUpperCase()}${known[name].slice(1)}` : match,
  );
  return fillTemplate(capitals, known);
}

/** Every text in `value` (a file's block in one language, or any part of it) with its facts filled in. */
export function withFacts<T>(value: T, facts: Facts): T {
  if (typeof value === "string") return (value.includes("{") ? filled(value, facts) : value) as T;
  if (Array.isArray(value)) return value.map((item) => withFacts(item, facts)) as T;
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withFacts(inner, facts)])) as T;
  return value;
}

/** The facts a text names ("{city}", "{replyHours}"), in order. */
export const factsNamedIn = (value: string): FactName[] =>
  Array.from(value.matchAll(/\{(\w+)\}/g), (match) => match[1]).filter((name): name is FactName => (factNames as readonly string[]).includes(name));
