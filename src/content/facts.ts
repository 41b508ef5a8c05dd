import { fillTemplate } from "../lib/template";
import type { Locale } from "../lib/locales";
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
 * Some facts are the organisation's answers to a family's first questions ({ages}, {cost},
 * {groups}, {screening}: data/site.yaml familyFacts), optional until it gives them: a text may name
 * one only while it is filled in (./factCheck.ts says so otherwise).
 *
 * Other words in braces ({email}, {count}, {age}…) are filled by the component that shows the
 * text, and stay as written here.
 */
export const factNames = [
  "city",
  "foundedYear",
  "replyHours",
  "volunteerReplyHours",
  "curriculumWeeks",
  "curriculumName",
  "parentContactAge",
  "ages",
  "cost",
  "groups",
  "screening",
] as const;

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
  ages: "data/site.yaml familyFacts.ages",
  cost: "data/site.yaml familyFacts.cost",
  groups: "data/site.yaml familyFacts.groups",
  screening: "data/site.yaml familyFacts.screening",
};

/**
 * The field that holds each fact, as the editor names it (its file, its type and the path in it):
 * a message about a fact leads the editor there.
 */
export const factFields: Record<FactName, { file: string; typeName: string; path: readonly string[] }> = {
  city: { file: "data/site.yaml", typeName: "SiteYaml", path: ["address", "city"] },
  foundedYear: { file: "data/site.yaml", typeName: "SiteYaml", path: ["foundedYear"] },
  replyHours: { file: "data/site.yaml", typeName: "SiteYaml", path: ["replyHours"] },
  volunteerReplyHours: { file: "data/site.yaml", typeName: "SiteYaml", path: ["volunteerReplyHours"] },
  curriculumWeeks: { file: "data/curriculum.yaml", typeName: "CurriculumYaml", path: ["sessions"] },
  curriculumName: { file: "data/curriculum.yaml", typeName: "CurriculumYaml", path: ["name"] },
  parentContactAge: { file: "data/site.yaml", typeName: "SiteYaml", path: ["parentContactAge"] },
  ages: { file: "data/site.yaml", typeName: "SiteYaml", path: ["familyFacts", "ages"] },
  cost: { file: "data/site.yaml", typeName: "SiteYaml", path: ["familyFacts", "cost"] },
  groups: { file: "data/site.yaml", typeName: "SiteYaml", path: ["familyFacts", "groups"] },
  screening: { file: "data/site.yaml", typeName: "SiteYaml", path: ["familyFacts", "screening"] },
};

/**
 * How a fact that is a number is written out in words, per language, so that the content check
 * can tell a text that states it by hand from one that names it (./factCheck.ts), and nothing
 * else is taken for it: a number that merely precedes "week" is no fact.
 *
 * `says`: the words around the number that state the fact, `N` standing for a figure or a number's
 * word ("within N hours"), `YEAR` for a year; `about`: what a sentence speaks of when it is about the fact (the
 * curriculum, an answer): a number in the fact's words stated in such a sentence is the fact, written
 * by hand. Elsewhere a number in its words is taken for the fact only when it is the fact's value
 * ("11 weeks" where the curriculum has 11: a warning, since a two-week camp is not the curriculum).
 * `unless`: another fact of the same words, whose sentence speaks of what that one is about (a
 * volunteer application's answer time, not a message's). `saysWhat`: a text that names the fact
 * says what it is for in that sentence or the one just before it, since another fact shares its
 * words (48 hours for a volunteer application beside 24 for a message).
 */
export interface FactWording {
  readonly says: readonly string[];
  readonly about: RegExp;
  /** Facts whose name in a sentence says it is about this fact too ({curriculumName}: the curriculum). */
  readonly aboutNamed?: readonly FactName[];
  readonly unless?: FactName;
  readonly saysWhat?: true;
}

const volunteering: Record<Locale, RegExp> = { en: /\bvolunte|\bappl(?:y|ies|ied|ication)/i, es: /voluntari|\bsolicitud/i };

export const factWordings: Partial<Record<FactName, Record<Locale, FactWording>>> = {
  curriculumWeeks: {
    en: { says: ["N-week", "N weeks", "N week", "N weekly sessions", "N sessions"], about: /\bcurricul/i, aboutNamed: ["curriculumName"] },
    es: { says: ["N semanas", "N sesiones"], about: /\bplan de estudios\b/i, aboutNamed: ["curriculumName"] },
  },
  replyHours: {
    en: { says: ["within N hours"], about: /\b(?:answer|repl|respond|contact|get back|hear from)/i, unless: "volunteerReplyHours" },
    es: { says: ["en un plazo de N horas", "dentro de N horas", "en N horas"], about: /\b(?:respond|contest|comunic)/i, unless: "volunteerReplyHours" },
  },
  volunteerReplyHours: {
    en: { says: ["within N hours"], about: volunteering.en, saysWhat: true },
    es: { says: ["en un plazo de N horas", "dentro de N horas", "en N horas"], about: volunteering.es, saysWhat: true },
  },
  foundedYear: {
    en: { says: ["since YEAR", "in YEAR"], about: /\b(?:found|start|began|begun|creat|establish)/i },
    es: { says: ["desde YEAR", "en YEAR"], about: /\b(?:fund|cre[oóa]|comenz|empez|naci)/i },
  },
  parentContactAge: {
    en: { says: ["under N"], about: /\b(?:parent|grandparent|guardian|caregiver)/i },
    es: { says: ["menos de N"], about: /\b(?:madre|padre|tutor|abuel|quien lo cuida|persona que lo cuida)/i },
  },
};

const text = (value: unknown): string | undefined => (typeof value === "number" ? String(value) : typeof value === "string" && value.trim() !== "" ? value : undefined);

/**
 * The facts in one language, from that language's block of data/site.yaml and of
 * data/curriculum.yaml (its name; it lasts a week per session). A fact whose field is missing or
 * empty is left out, so its placeholder stays as written and the page shows it (the content check
 * names the missing field, or the text that names an empty one).
 */
export function factsFrom(site: unknown, curriculum: unknown): Facts {
  const siteBlock = isRecord(site) ? site : {};
  const address = isRecord(siteBlock.address) ? siteBlock.address : {};
  const family = isRecord(siteBlock.familyFacts) ? siteBlock.familyFacts : {};
  const sessions = isRecord(curriculum) && Array.isArray(curriculum.sessions) ? curriculum.sessions : undefined;
  const facts: Facts = {
    city: text(address.city),
    foundedYear: text(siteBlock.foundedYear),
    replyHours: text(siteBlock.replyHours),
    volunteerReplyHours: text(siteBlock.volunteerReplyHours),
    curriculumWeeks: sessions && sessions.length > 0 ? String(sessions.length) : undefined,
    curriculumName: isRecord(curriculum) ? text(curriculum.name) : undefined,
    parentContactAge: text(siteBlock.parentContactAge),
    ages: text(family.ages),
    cost: text(family.cost),
    groups: text(family.groups),
    screening: text(family.screening),
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
