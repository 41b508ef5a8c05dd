/**
 * @jest-environment node
 */
/**
 * One fact, one place (issue #45), before a build:
 *  - a fact changed in its one field of a copy of data/ is stated anew by every text of the site
 *    that states it, and no text still states the old value (so none writes it out by hand): the
 *    texts as the build fills them (src/content/facts.ts), read by the built-site test's own reader
 *    (tests/support/facts.ts);
 *  - that reader finds the contradictions the site once had (a city the address does not give, a
 *    message answered in 24 hours on one page and 48 on another, one figure with two labels).
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { JSDOM } from "jsdom";
import { contentFacts } from "../../src/content/contentFacts";
import { readContentTexts } from "../../plugins/content/contentTree";
import { treeData, treeFileType } from "../../src/content/contentTree";
import { languageBlocks } from "../../src/lib/contentFile";
import { contentStructure } from "../../src/content/contentModel";
import { withFacts } from "../../src/content/facts";
import { contradictions, factStatements, textStatements, type FactName, type Statement } from "../support/facts";
import { yamlData } from "../support/content";
import { locales, type Locale } from "../support/routes";

const dataDir = path.resolve(__dirname, "../../data");

/** Every text a content file shows in a language, its facts filled in as the build fills them; a person's quoted words left out. */
function textsOf(dir: string, locale: Locale): { file: string; text: string }[] {
  const tree = readContentTexts(dir);
  const facts = contentFacts(tree)[locale];
  return tree.files
    .map((file) => file.path)
    .filter((relative) => relative !== "editor.yaml")
    .flatMap((relative) => {
      const block = languageBlocks(treeData(tree, relative), treeFileType(relative), contentStructure())[locale];
      const texts: string[] = [];
      const walk = (value: unknown, key = ""): void => {
        if (typeof value === "string" && key !== "quote") texts.push(value.replace(/\s+/g, " "));
        else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
        else if (value && typeof value === "object" && !(value instanceof Date)) Object.entries(value).forEach(([inner, item]) => walk(item, inner));
      };
      walk(withFacts(block, facts));
      return texts.map((text) => ({ file: relative, text }));
    });
}

const words = (locale: Locale, dir = dataDir) => {
  const site = languageBlocks(treeData(readContentTexts(dir), "site.yaml"), "SiteYaml", contentStructure())[locale] as { numberWords: string[]; areaServed: string[] };
  return { numberWords: site.numberWords, areaServed: site.areaServed };
};

const statementsOf = (dir: string, locale: Locale): Statement[] =>
  textsOf(dir, locale).flatMap(({ file, text }) => textStatements([{ text }], file, "", words(locale, dir)));

const valuesOf = (statements: Statement[], ...facts: FactName[]) => new Set(statements.filter((statement) => facts.includes(statement.fact)).map((statement) => statement.value));
const filesOf = (statements: Statement[], ...facts: FactName[]) => new Set(statements.filter((statement) => facts.includes(statement.fact)).map((statement) => statement.page));

describe("a fact changed in its one field of data/", () => {
  let copy: string;
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "facts-"));
    fs.cpSync(dataDir, copy, { recursive: true });
    const site = fs.readFileSync(path.join(copy, "site.yaml"), "utf8");
    const changed = site
      .replace(/^replyHours: \d+$/m, "replyHours: 12")
      .replace(/^volunteerReplyHours: \d+$/m, "volunteerReplyHours: 36")
      .replace(/^foundedYear: \d+$/m, "foundedYear: 2019")
      .replace(/^parentContactAge: \d+$/m, "parentContactAge: 14")
      .replace(/^(\s+city:) .+$/m, "$1 Escondido");
    expect(changed.split("\n").filter((line, index) => line !== site.split("\n")[index])).toHaveLength(5);
    fs.writeFileSync(path.join(copy, "site.yaml"), changed);
    // One session fewer: the curriculum lasts a week less.
    const curriculum = yaml.load(fs.readFileSync(path.join(copy, "curriculum.yaml"), "utf8")) as { sessions: unknown[] };
    fs.writeFileSync(path.join(copy, "curriculum.yaml"), yaml.dump({ ...curriculum, sessions: curriculum.sessions.slice(0, -1) }));
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it.each(locales)("is stated anew by every text that stated it, and the old value by none (%s)", (locale) => {
    const before = statementsOf(dataDir, locale);
    const after = statementsOf(copy, locale);
    const site = yamlData("site", locale);
    const weeks = String(yamlData("curriculum", locale).sessions.length);

    expect(valuesOf(before, "replyHours", "volunteerReplyHours")).toEqual(new Set([String(site.replyHours), String(site.volunteerReplyHours)]));
    expect(valuesOf(after, "replyHours", "volunteerReplyHours")).toEqual(new Set(["12", "36"]));
    expect(valuesOf(before, "curriculumWeeks")).toEqual(new Set([weeks]));
    expect(valuesOf(after, "curriculumWeeks")).toEqual(new Set([String(Number(weeks) - 1)]));
    expect(valuesOf(after, "foundedYear")).toEqual(new Set(["2019"]));
    expect(valuesOf(after, "parentContactAge")).toEqual(new Set(["14"]));
    // The city the texts give as the organisation's: the address's. Vista stays where it is a place served.
    expect(valuesOf(after, "city")).toEqual(new Set(["Escondido"]));

    // The same files state each fact, before and after: every one of them now says the new value.
    for (const facts of [["replyHours", "volunteerReplyHours"], ["curriculumWeeks"], ["foundedYear"], ["parentContactAge"]] as FactName[][]) {
      expect([...filesOf(after, ...facts)].sort()).toEqual([...filesOf(before, ...facts)].sort());
      expect(filesOf(after, ...facts).size).toBeGreaterThanOrEqual(2);
    }
    expect(filesOf(after, "city").size).toBeGreaterThanOrEqual(3);
  });
});

describe("the reader of facts", () => {
  const words = { numberWords: yamlData("site", "en").numberWords as string[], areaServed: ["Vista, California", "North County San Diego"] };
  const page = (route: string, body: string) => factStatements(route, new JSDOM(`<body><main>${body}</main><footer><address>100 Example Street<br>Vista, CA 92083</address></footer></body>`).window.document, words);

  it("finds nothing to say of a site that agrees with itself", () => {
    const statements = [
      ...page("/about", "<h1>About Us</h1><p>We serve youth in Vista and across North County. We answer within 24 hours on weekdays.</p>"),
      ...page("/contact", "<h1>Contact</h1><p>We answer messages within 24 hours on weekdays.</p>"),
    ];
    expect(contradictions(statements)).toEqual([]);
    expect(statements.map((statement) => statement.fact).sort()).toEqual(["city", "city", "replyHours", "replyHours"]);
  });

  it("names a city the address does not give, two answer times for a message, and a figure with two labels", () => {
    const statements = [
      ...page("/about", "<h1>About Us</h1><p>Based in Oceanside and serving youth in Vista.</p><ul><li><p>70+</p><p>Youth Served</p></li></ul>"),
      ...page("/contact", "<h1>Contact</h1><p>We respond within 24 hours on weekdays.</p>"),
      ...page("/families", "<h1>For Families</h1><p>We answer within 48 hours on weekdays.</p>"),
      ...page("/impact", "<h1>Impact</h1><ul><li><p>70+</p><p>Young Lives Transformed</p></li></ul>"),
    ];
    const found = contradictions(statements);
    expect(found).toEqual([
      expect.stringMatching(/^city: “Vista” on \/about, \/contact, \/families, \/impact .*\/ “Oceanside” on \/about/),
      expect.stringMatching(/^figures: 70\+: “Youth Served” on \/about .*\/ “Young Lives Transformed” on \/impact/),
      expect.stringMatching(/^replyHours: “24” on \/contact .*\/ “48” on \/families/),
    ]);
  });

  it("tells a volunteer's answer time from a message's by the paragraph, its heading or the page", () => {
    const statements = [
      ...page("/volunteer", "<h1>Volunteer</h1><h2>How to Apply</h2><p>We will contact you within 48 hours on weekdays.</p>"),
      ...page("/contact", "<h1>Contact</h1><h2>Become a Volunteer</h2><p>Mentors change lives. We answer within 48 hours.</p><h2>Email Us</h2><p>We answer messages within 24 hours.</p>"),
    ];
    expect(contradictions(statements)).toEqual([]);
    expect(statements.filter((statement) => statement.fact !== "city").map((statement) => `${statement.page} ${statement.fact} ${statement.value}`)).toEqual([
      "/volunteer volunteerReplyHours 48",
      "/contact volunteerReplyHours 48",
      "/contact replyHours 24",
    ]);
  });

  it("leaves a person's quoted words out", () => {
    expect(page("/impact", "<h1>Impact</h1><blockquote><p>I finished all 12 weeks.</p></blockquote>").filter((statement) => statement.fact === "curriculumWeeks")).toEqual([]);
  });
});
