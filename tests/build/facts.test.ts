/**
 * One fact, one place (issues #45, #52, #53): every page of the build, in each language, states each
 * of the organisation's facts the same way — the city, how soon a message and a volunteer
 * application are answered, the curriculum's weeks, the founding year, the age under which a parent
 * writes, how many programs there are and their names, each figure with its label, the open hours'
 * name, the e-mail address — and each is the value its one field in data/ holds. Only what the
 * content model says is a fact is read (tests/support/facts.ts): a field a page shows, or a text of
 * data/ that names a fact, where the page shows it. A sentence that could contradict a fact by
 * writing it out by hand is the content check's to refuse (src/content/factCheck.ts; its tests:
 * src/content/factCheck.test.ts, tests/unit/facts.test.ts), so any valid edit leaves this test green.
 *
 * And the pairs a family once met (#52.4): a volunteer application's answer time and a message's
 * each said with what it is for; the open program hours named as the Visit card names them, the
 * weekday hours only after their label; every program named on For Families as on Programs; each
 * question a family asks first answered from its field, or the page saying to ask.
 */
import path from "path";
import { addressOf, publicDir, sitePageFiles } from "../support/built-site";
import { yamlData } from "../support/content";
import { contradictions, factStatements, namedTexts, pageBlocks, programChoices, programIdsOf, unfilledFacts, type FactName, type Statement } from "../support/facts";
import { JSDOM } from "jsdom";
import fs from "fs";
import { localeOfPath } from "../../src/lib/locales";
import { factWordings } from "../../src/content/facts";
import { locales, type Locale } from "../support/routes";

const dataDir = path.resolve(__dirname, "../../data");

const pages = sitePageFiles().map((file) => {
  const route = addressOf(file);
  return { route, locale: localeOfPath(route) as Locale, document: new JSDOM(fs.readFileSync(file, "utf8")).window.document };
});
const pagesIn = (locale: Locale) => pages.filter((page) => page.locale === locale);
const pageAt = (locale: Locale, route: string) => pagesIn(locale).find((page) => page.route.replace(/^\/es(?=\/|$)/, "") === route);

function statementsIn(locale: Locale): Statement[] {
  const words = { numberWords: yamlData("site", locale).numberWords as string[] };
  const texts = namedTexts(dataDir, locale);
  const programs = pageAt(locale, "/programs");
  const programIds = programs ? programIdsOf(programs.document) : [];
  return pagesIn(locale).flatMap(({ route, document }) => [...factStatements(route, document, texts, words, programIds), ...programChoices(route, document, programIds)]);
}

const statements = Object.fromEntries(locales.map((locale) => [locale, statementsIn(locale)])) as Record<Locale, Statement[]>;
const where = (locale: Locale, fact: FactName): Statement[] => statements[locale].filter((statement) => statement.fact === fact);
const valuesOf = (locale: Locale, fact: FactName): string[] => [...new Set(where(locale, fact).map((statement) => statement.value))];
const pagesOf = (locale: Locale, fact: FactName): string[] => [...new Set(where(locale, fact).map((statement) => statement.page.replace(/^\/es(?=\/|$)/, "") || "/"))];

describe("the built site", () => {
  it("was read: every page of the site, in both languages, and the facts their texts name", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(path.relative(publicDir, sitePageFiles()[0])).not.toMatch(/^admin/);
    for (const locale of locales) expect(statements[locale].length).toBeGreaterThan(0);
  });
});

describe.each(locales)("the organisation's facts, in %s", (locale) => {
  const site = yamlData("site", locale);
  const curriculum = yamlData("curriculum", locale);
  const programs = yamlData("programs", locale).programs as { id: string; title: string }[];
  /** The value each fact has in its one field. */
  const fields: Partial<Record<FactName, string>> = {
    city: site.address.city,
    replyHours: String(site.replyHours),
    volunteerReplyHours: String(site.volunteerReplyHours),
    curriculumWeeks: String(curriculum.sessions.length),
    foundedYear: String(site.foundedYear),
    parentContactAge: String(site.parentContactAge),
    programCount: String(programs.length),
    hoursName: site.programSessions.name,
    email: site.email,
  };

  it("are each stated one way on every page that states them", () => {
    expect(contradictions(statements[locale])).toEqual([]);
  });

  it("are each, wherever a page states them, what their one field in data/ holds", () => {
    for (const [fact, value] of Object.entries(fields)) expect(`${fact}: ${valuesOf(locale, fact as FactName).join(", ")}`).toMatch(new RegExp(`^${fact}: (${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})?$`));
  });

  it("state the same numbers in both languages", () => {
    for (const fact of ["city", "replyHours", "volunteerReplyHours", "curriculumWeeks", "foundedYear", "parentContactAge", "programCount", "email"] as const) {
      expect(`${fact}: ${valuesOf(locale, fact).join(", ")}`).toBe(`${fact}: ${valuesOf("en", fact).join(", ")}`);
    }
  });

  it("are filled in everywhere: no page shows a fact's name in braces", () => {
    for (const page of pagesIn(locale)) expect([page.route, unfilledFacts(pageBlocks(page.document))]).toEqual([page.route, []]);
  });

  it("say the city of the address on every page (the footer's address)", () => {
    expect(pagesOf(locale, "city").length).toBe(pagesIn(locale).length);
  });

  it("count and name the programs alike: the Programs page's cards, the contact form's choices and For Families' list, each by the program's title", () => {
    expect(valuesOf(locale, "programCount")).toEqual([String(programs.length)]);
    expect(pagesOf(locale, "programCount")).toEqual(expect.arrayContaining(["/programs", "/contact", "/families"]));
    expect(valuesOf(locale, "programNames").sort()).toEqual(programs.map((program) => `${program.id} = ${program.title}`).sort());
  });

  it("label each figure the same on the home and Impact pages", () => {
    expect(new Set(pagesOf(locale, "figures"))).toEqual(new Set(["/", "/impact"]));
  });

  it("name the open program hours one way on Contact and For Families, and the Visit card says to come in them by that name", () => {
    expect(valuesOf(locale, "hoursName")).toEqual([site.programSessions.name]);
    expect(pagesOf(locale, "hoursName")).toEqual(["/contact", "/families"]);
    // On Contact, the heading over the hours, and the Visit card's words where they name them ({hours}: tests/support/facts.ts).
    const namedByVisit = (yamlData("pages/contact", locale).visit.text as string).includes("{hours}");
    expect(where(locale, "hoursName").filter((statement) => statement.page.endsWith("/contact")).length).toBe(namedByVisit ? 2 : 1);
  });

  it("give the weekday hours after their label, as the phone's", () => {
    const contact = pageAt(locale, "/contact")!.document;
    const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();
    expect(pageBlocks(contact)).toContain(squeeze((yamlData("pages/contact", locale).call.hours as string).replace("{hours}", site.phoneHours)));
  });

  it("say which answer time is which: a volunteer application's where the sentence or the one before speaks of volunteering, a message's never in such a sentence", () => {
    const about = factWordings.volunteerReplyHours![locale].about;
    for (const statement of where(locale, "volunteerReplyHours")) expect([statement.page, statement.context, about.test(statement.context ?? statement.words)]).toEqual([statement.page, statement.context, true]);
    // A message's, unless the sentence gives both side by side ("…within 24 hours, and volunteer applications within 48").
    const sideBySide = (statement: Statement) => where(locale, "volunteerReplyHours").some((other) => other.page === statement.page && other.words === statement.words);
    for (const statement of where(locale, "replyHours").filter((statement) => !sideBySide(statement))) expect([statement.page, statement.words, about.test(statement.words)]).toEqual([statement.page, statement.words, false]);
  });
});

describe.each(locales)("what a family asks first, on For Families (%s)", (locale) => {
  const site = yamlData("site", locale);
  const questions = yamlData("pages/families", locale).questions;

  it("is answered from its one field (data/site.yaml familyFacts), or the page says to ask, and how", () => {
    const page = pageAt(locale, "/families")!.document;
    const squeeze = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const pairs = Array.from(page.querySelectorAll("main dt"), (term) => [squeeze(term.textContent), squeeze(term.nextElementSibling?.textContent)]);
    const answered = (name: string): string => (site.familyFacts[name]?.trim() ? squeeze(site.familyFacts[name]) : questions.ask);
    const expected = ["ages", "cost", "groups", "screening"].map((name) => [questions[name], answered(name)]);
    if (site.familyFacts.languages?.trim()) expected.push([questions.languages, squeeze(site.familyFacts.languages)]);
    expect(pairs).toEqual(expected);
    const how = (site.phone ? questions.howToAskByPhone.replace("{phone}", site.phone) : questions.howToAsk).replace("{email}", site.email);
    expect(pageBlocks(page)).toContain(squeeze(how));
  });
});
