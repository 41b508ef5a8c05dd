/**
 * One fact, one place (issue #45): every page of the build, in each language, states each of the
 * organisation's facts the same way — the city, how soon a message and a volunteer are answered,
 * the curriculum's weeks, the founding year, the age under which a parent writes, how many programs
 * there are and their names, each figure with its label, the open hours' name, the e-mail address
 * (read by tests/support/facts.ts from each page's text as a visitor reads it). A page that writes a
 * fact out by hand, and so states it otherwise, fails here, naming the pages and the words. Each
 * fact is also the value its one field in data/ holds.
 */
import path from "path";
import { addressOf, publicDir, sitePageFiles } from "../support/built-site";
import { yamlData } from "../support/content";
import { contradictions, factStatements, programChoices, type FactName, type Statement } from "../support/facts";
import { JSDOM } from "jsdom";
import fs from "fs";
import { localeOfPath } from "../../src/lib/locales";
import { locales, type Locale } from "../support/routes";

const pages = sitePageFiles().map((file) => {
  const route = addressOf(file);
  return { route, locale: localeOfPath(route) as Locale, document: new JSDOM(fs.readFileSync(file, "utf8")).window.document };
});

function statementsIn(locale: Locale): Statement[] {
  const site = yamlData("site", locale);
  const words = { numberWords: site.numberWords as string[], areaServed: site.areaServed as string[] };
  const own = pages.filter((page) => page.locale === locale);
  const programs = own.find((page) => /\/programs$/.test(page.route));
  const programIds = programs ? Array.from(programs.document.querySelectorAll("main article[id]"), (article) => article.id) : [];
  return own.flatMap(({ route, document }) => [...factStatements(route, document, words), ...programChoices(route, document, programIds)]);
}

const statements = Object.fromEntries(locales.map((locale) => [locale, statementsIn(locale)])) as Record<Locale, Statement[]>;
const where = (locale: Locale, fact: FactName): Statement[] => statements[locale].filter((statement) => statement.fact === fact);
const valuesOf = (locale: Locale, fact: FactName): string[] => [...new Set(where(locale, fact).map((statement) => statement.value))];
const pagesOf = (locale: Locale, fact: FactName): string[] => [...new Set(where(locale, fact).map((statement) => statement.page))];

describe("the built site", () => {
  it("was read: every page of the site, in both languages", () => {
    expect(pages.length).toBeGreaterThan(10);
    expect(path.relative(publicDir, sitePageFiles()[0])).not.toMatch(/^admin/);
  });
});

describe.each(locales)("the organisation's facts, in %s", (locale) => {
  const site = yamlData("site", locale);
  const curriculum = yamlData("curriculum", locale);
  const programs = yamlData("programs", locale).programs as { id: string; title: string }[];

  it("are each stated one way on every page that states them", () => {
    expect(contradictions(statements[locale])).toEqual([]);
  });

  it("state the same numbers in both languages", () => {
    for (const fact of ["city", "replyHours", "volunteerReplyHours", "curriculumWeeks", "foundedYear", "parentContactAge", "programCount", "email"] as const) {
      expect(`${fact}: ${valuesOf(locale, fact).join(", ")}`).toBe(`${fact}: ${valuesOf("en", fact).join(", ")}`);
    }
  });

  it("say the city of the address, on every page (the footer's address) and on the About page's card", () => {
    expect(valuesOf(locale, "city")).toEqual([site.address.city]);
    expect(pagesOf(locale, "city").length).toBe(pages.filter((page) => page.locale === locale).length);
  });

  it("promise the answers data/site.yaml promises, a message's and a volunteer's, on the pages that promise them", () => {
    expect(valuesOf(locale, "replyHours")).toEqual([String(site.replyHours)]);
    expect(valuesOf(locale, "volunteerReplyHours")).toEqual([String(site.volunteerReplyHours)]);
    expect(pagesOf(locale, "replyHours").length).toBeGreaterThanOrEqual(3);
    expect(pagesOf(locale, "volunteerReplyHours").length).toBeGreaterThanOrEqual(2);
  });

  it("give the curriculum as many weeks as the sessions it lists, and the founding year, wherever they are said", () => {
    expect(valuesOf(locale, "curriculumWeeks")).toEqual([String(curriculum.sessions.length)]);
    expect(pagesOf(locale, "curriculumWeeks").length).toBeGreaterThanOrEqual(3);
    expect(valuesOf(locale, "foundedYear")).toEqual([String(site.foundedYear)]);
    expect(pagesOf(locale, "foundedYear").length).toBeGreaterThanOrEqual(2);
  });

  it("ask a parent to write for the same young people on Privacy and For Families", () => {
    expect(valuesOf(locale, "parentContactAge")).toEqual([String(site.parentContactAge)]);
    expect(pagesOf(locale, "parentContactAge").map((page) => page.replace(/^\/es/, ""))).toEqual(expect.arrayContaining(["/families", "/privacy"]));
  });

  it("count the programs alike: the Programs page in words and in cards, and the contact form's choices, each by the program's title", () => {
    expect(valuesOf(locale, "programCount")).toEqual([String(programs.length)]);
    expect(where(locale, "programCount").length).toBeGreaterThanOrEqual(3);
    expect(valuesOf(locale, "programNames").sort()).toEqual(programs.map((program) => `${program.id} = ${program.title}`).sort());
  });

  it("label each figure the same on the home and Impact pages", () => {
    const figures = where(locale, "figures");
    expect(new Set(figures.map((statement) => statement.page.replace(/^\/es/, "") || "/"))).toEqual(new Set(["/", "/impact"]));
  });

  it("name the open program hours one way on Contact and For Families", () => {
    expect(valuesOf(locale, "hoursName")).toEqual([site.programSessions.name]);
    expect(pagesOf(locale, "hoursName").map((page) => page.replace(/^\/es/, ""))).toEqual(["/contact", "/families"]);
  });

  it("show one e-mail address", () => {
    expect(valuesOf(locale, "email")).toEqual([site.email]);
  });
});
