/**
 * @jest-environment node
 */
/**
 * One fact, one place (issues #45, #53), before a build:
 *  - a fact changed in its one field of a copy of data/ is stated anew by every text that names it
 *    (the texts as the build fills them, src/content/facts.ts, read by the built-site test's own
 *    reader, tests/support/facts.ts);
 *  - that reader judges only what the model says is a fact: a field, or a text that names it. A
 *    fifth programme, "a two-week camp in July for ages 13–17", added to a copy of data/ the way an
 *    editor adds it, passes the content check and leaves the reader with nothing to say;
 *  - a fact written out by hand, which could contradict it, is named by the content check
 *    (`npm run check:content`, which the build and the editor share: src/content/factCheck.ts);
 *  - the reader finds a page that states a fact otherwise than another, by the texts that name it.
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { JSDOM } from "jsdom";
import { contentTexts, contradictions, factStatements, namedStatements, namedTexts, type FactName, type NamedText, type Statement } from "../support/facts";
import { withFacts } from "../../src/content/facts";
import { contentFacts } from "../../src/content/contentFacts";
import { readContentTexts } from "../../plugins/content/contentTree";
import { yamlData } from "../support/content";
import { locales, type Locale } from "../support/routes";
import { checkContentCommand } from "../../scripts/check-content";
import { formatContentDir } from "../../plugins/content/canonicalForm";

const dataDir = path.resolve(__dirname, "../../data");

const words = (locale: Locale, dir = dataDir) => ({ numberWords: yamlData("site", locale, dir).numberWords as string[] });

/** A text naming a fact as the build fills it (src/content/facts.ts). */
const filled = (dir: string, locale: Locale, text: NamedText): string => withFacts(text.words, contentFacts(readContentTexts(dir))[locale]);

/** What the texts of a content folder state, as the build fills them: each text read as a block of its own, "page" its file. */
const statementsOf = (dir: string, locale: Locale): Statement[] =>
  namedTexts(dir, locale)
    .flatMap((text) => namedStatements([filled(dir, locale, text)], [text], text.file, words(locale, dir)))
    // What a component fills ({count}, {hours}) is left as written here: the built site's test reads it.
    .filter((statement) => !statement.value.startsWith("{"));

const valuesOf = (statements: Statement[], ...facts: FactName[]) => new Set(statements.filter((statement) => facts.includes(statement.fact)).map((statement) => statement.value));
const filesOf = (statements: Statement[], ...facts: FactName[]) => new Set(statements.filter((statement) => facts.includes(statement.fact)).map((statement) => statement.page));

/** A copy of data/ in a folder of its own, removed after the tests. */
function dataCopy(prefix: string): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.cpSync(dataDir, path.join(copy, "data"), { recursive: true });
  return path.join(copy, "data");
}
const copies: string[] = [];
afterAll(() => copies.forEach((copy) => fs.rmSync(path.dirname(copy), { recursive: true, force: true })));

/** `npm run check:content` over a folder, as the command prints it. */
async function checkContent(dir: string): Promise<{ code: number; out: string; err: string }> {
  let out = "";
  let err = "";
  const code = await checkContentCommand(dir, path.dirname(dir), { stdout: (text) => (out += text), stderr: (text) => (err += text) });
  return { code, out, err };
}

type Data = Record<string, any>;
const edit = (dir: string, file: string, change: (data: Data) => void) => {
  const target = path.join(dir, file);
  const data = yaml.load(fs.readFileSync(target, "utf8")) as Data;
  change(data);
  fs.writeFileSync(target, yaml.dump(data, { lineWidth: -1 }));
};

describe("a fact changed in its one field of data/", () => {
  let copy: string;
  beforeAll(() => {
    copy = dataCopy("facts-");
    copies.push(copy);
    edit(copy, "site.yaml", (site) => {
      site.replyHours = 12;
      site.volunteerReplyHours = 36;
      site.foundedYear = 2019;
      site.parentContactAge = 14;
      site.address.city = "Escondido";
    });
    // One session fewer: the curriculum lasts a week less.
    edit(copy, "curriculum.yaml", (curriculum) => curriculum.sessions.pop());
    formatContentDir(copy);
  });

  it.each(locales)("is stated anew by every text that names it, in the same files (%s)", (locale) => {
    const before = statementsOf(dataDir, locale);
    const after = statementsOf(copy, locale);
    const site = yamlData("site", locale);
    const weeks = String(yamlData("curriculum", locale).sessions.length);

    for (const [fact, was, now] of [
      ["replyHours", String(site.replyHours), "12"],
      ["volunteerReplyHours", String(site.volunteerReplyHours), "36"],
      ["curriculumWeeks", weeks, String(Number(weeks) - 1)],
      ["foundedYear", String(site.foundedYear), "2019"],
      ["parentContactAge", String(site.parentContactAge), "14"],
      ["city", site.address.city, "Escondido"],
    ] as [FactName, string, string][]) {
      const named = filesOf(before, fact);
      expect([fact, [...valuesOf(before, fact)]]).toEqual([fact, named.size > 0 ? [was] : []]);
      expect([fact, [...valuesOf(after, fact)]]).toEqual([fact, named.size > 0 ? [now] : []]);
      expect([fact, [...filesOf(after, fact)].sort()]).toEqual([fact, [...named].sort()]);
    }
  });

  it("leaves the content check with nothing to refuse: no text wrote the old values out by hand", async () => {
    const { code, err } = await checkContent(copy);
    expect(err).not.toMatch(/\{(?:replyHours|volunteerReplyHours|foundedYear|parentContactAge|curriculumWeeks|city)\}/);
    expect(code).toBe(0);
  });
});

describe("a fifth programme, “a two-week camp in July for ages 13–17”, added in data/ only", () => {
  let copy: string;
  const camp = {
    en: { title: "Summer Leadership Camp", description: "A two-week camp in July for ages 13–17. Young people plan a community project and lead it together." },
    es: { title: "Campamento de liderazgo de verano", description: "Un campamento de dos semanas en julio para jóvenes de 13 a 17 años. Planean un proyecto para la comunidad y lo dirigen juntos." },
  };
  beforeAll(() => {
    copy = dataCopy("camp-");
    copies.push(copy);
    edit(copy, "programs.yaml", (file) => {
      const [first] = file.programs;
      file.programs.push({
        id: "summer-camp",
        title: { en: camp.en.title, es: camp.es.title },
        shortTitle: { en: "Summer Camp", es: "Campamento de verano" },
        icon: "sparkle",
        description: { en: camp.en.description, es: camp.es.description },
        features: [
          { en: "Two weeks of day camp, Monday to Friday", es: "Dos semanas de campamento de día, de lunes a viernes" },
          { en: "A project the young people choose", es: "Un proyecto que eligen los jóvenes" },
        ],
        photo: { ...first.photo },
      });
    });
    formatContentDir(copy);
  });

  it("passes the content check, with no fact to say of it", async () => {
    const { code, out, err } = await checkContent(copy);
    expect([code, err]).toEqual([0, ""]);
    expect(out).not.toMatch(/programs\.yaml: programs\[4\][^\n]*\{curriculumWeeks\}/);
  });

  it.each(locales)("leaves the reader of facts with nothing to say of it, and nothing contradicted (%s)", (locale) => {
    const statements = statementsOf(copy, locale);
    expect(statements.filter((statement) => statement.words.includes(camp[locale].description.split(".")[0]))).toEqual([]);
    expect(contradictions(statements)).toEqual([]);
    // On a built page, the camp's card beside the curriculum's words: only the curriculum's are its weeks.
    const texts = namedTexts(copy, locale);
    const curriculum = texts.find((text) => text.file === "programs.yaml" && text.words.includes("{curriculumWeeks}"))!;
    const page = new JSDOM(
      `<body><main><article id="mentorship"><h2>Mentorship</h2><p>${filled(copy, locale, curriculum)}</p></article><article id="summer-camp"><h2>${camp[locale].title}</h2><p>${camp[locale].description}</p></article></main></body>`,
    ).window.document;
    const onPage = factStatements("/programs", page, texts, words(locale, copy), ["mentorship", "summer-camp"]);
    expect(onPage.filter((statement) => statement.fact === "curriculumWeeks").map((statement) => statement.value)).toEqual([String(yamlData("curriculum", locale, copy).sessions.length)]);
    expect(contradictions(onPage)).toEqual([]);
  });
});

describe("a fact written out by hand, which could contradict it", () => {
  let copy: string;
  beforeAll(() => {
    copy = dataCopy("by-hand-");
    copies.push(copy);
    edit(copy, "pages/programs.yaml", (page) => {
      // Where {curriculumWeeks} should be: the same number, typed.
      page.workshop.text = { en: "Workshops are hands-on, with small wins that add up over 11 weeks.", es: "Los talleres son prácticos, con pequeños logros que se suman en 11 semanas." };
    });
    edit(copy, "pages/about.yaml", (page) => {
      // The curriculum given another length, and a message's answer time typed.
      page.vision.text = {
        en: "Our 12-week curriculum grows leaders. We answer every message within 24 hours.",
        es: "Nuestro plan de estudios de 12 semanas forma líderes. Respondemos cada mensaje en un plazo de 24 horas.",
      };
    });
    formatContentDir(copy);
  });

  it("is refused by the content check where the sentence speaks of the fact, naming the file, the field, the words and the fact to name", async () => {
    const { code, err } = await checkContent(copy);
    expect(code).toBe(1);
    const lines = err.split("\n").filter((line) => line.startsWith("data/pages/about.yaml"));
    expect(lines).toEqual([
      'data/pages/about.yaml: vision.text.en says "12-week", but {curriculumWeeks} is 11 (data/curriculum.yaml: one week per session): name the fact, {curriculumWeeks}, instead of writing a number',
      'data/pages/about.yaml: vision.text.en writes "within 24 hours" by hand: name the fact instead, {replyHours} (data/site.yaml replyHours), so it follows its field',
      'data/pages/about.yaml: vision.text.es says "12 semanas", but {curriculumWeeks} is 11 (data/curriculum.yaml: one week per session): name the fact, {curriculumWeeks}, instead of writing a number',
      'data/pages/about.yaml: vision.text.es writes "en un plazo de 24 horas" by hand: name the fact instead, {replyHours} (data/site.yaml replyHours), so it follows its field',
    ]);
  });

  it("is a warning where the same number stands without saying it is the fact: the check names it and goes on", async () => {
    const { out } = await checkContent(copy);
    expect(out.split("\n").filter((line) => line.includes("data/pages/programs.yaml: workshop.text"))).toEqual([
      'Warning: data/pages/programs.yaml: workshop.text.en writes "11 weeks" by hand, the value of {curriculumWeeks} (data/curriculum.yaml: one week per session): if it states that fact, name it instead, so it follows its field',
      'Warning: data/pages/programs.yaml: workshop.text.es writes "11 semanas" by hand, the value of {curriculumWeeks} (data/curriculum.yaml: one week per session): if it states that fact, name it instead, so it follows its field',
    ]);
  });
});

describe("the curriculum's name changed in its one field of data/", () => {
  let copy: string;
  const renamed: Record<Locale, string> = { en: "Leadership Path", es: "camino de liderazgo" };
  beforeAll(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "facts-name-"));
    fs.cpSync(dataDir, copy, { recursive: true });
    const curriculum = yaml.load(fs.readFileSync(path.join(copy, "curriculum.yaml"), "utf8")) as Record<string, unknown>;
    fs.writeFileSync(path.join(copy, "curriculum.yaml"), yaml.dump({ ...curriculum, name: renamed }));
  });
  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it.each(locales)("is the new name in every text that named it, and the old name in none (%s)", (locale) => {
    const name = String(yamlData("curriculum", locale).name);
    const naming = (texts: { file: string; text: string }[], what: string) =>
      texts.filter(({ text }) => text.toLowerCase().includes(what.toLowerCase())).map(({ file }) => file);
    const before = naming(contentTexts(dataDir, locale), name);
    const after = contentTexts(copy, locale);
    // Named on several pages: the program's card, the Programs page, For Families, Impact.
    expect(new Set(before).size).toBeGreaterThanOrEqual(4);
    expect(naming(after, name)).toEqual([]);
    expect(naming(after, renamed[locale])).toEqual(before);
  });
});

describe("the reader of facts", () => {
  const en = { numberWords: yamlData("site", "en").numberWords as string[] };
  const text = (words: string, file = "pages/test.yaml"): NamedText => ({ file, words, filled: {} });
  const page = (route: string, body: string, texts: NamedText[]) =>
    factStatements(route, new JSDOM(`<body><main>${body}</main><footer><address>100 Example Street<br>Vista, CA 92083</address></footer></body>`).window.document, texts, en);

  it("finds nothing to say of a site that agrees with itself", () => {
    const texts = [text("We answer messages within {replyHours} hours on weekdays.")];
    const statements = [
      ...page("/about", "<h1>About Us</h1><p>We serve youth in Vista and across North County. We answer messages within 24 hours on weekdays.</p>", texts),
      ...page("/contact", "<h1>Contact</h1><p>We answer messages within 24 hours on weekdays.</p>", texts),
    ];
    expect(contradictions(statements)).toEqual([]);
    expect(statements.map((statement) => statement.fact).sort()).toEqual(["city", "city", "replyHours", "replyHours"]);
  });

  it("names a page that states a named fact otherwise, a city the About card gives that the address does not, and a figure with two labels", () => {
    const texts = [text("We answer messages within {replyHours} hours on weekdays.")];
    const statements = [
      ...page("/about", '<h1>About Us</h1><h3 id="organisation-heading">Oceanside, CA</h3><ul><li><p>70+</p><p>Youth Served</p></li></ul>', texts),
      ...page("/contact", "<h1>Contact</h1><p>We answer messages within 24 hours on weekdays.</p>", texts),
      ...page("/families", "<h1>For Families</h1><p>We answer messages within 48 hours on weekdays.</p>", texts),
      ...page("/impact", "<h1>Impact</h1><ul><li><p>70+</p><p>Young Lives Transformed</p></li></ul>", texts),
    ];
    expect(contradictions(statements)).toEqual([
      expect.stringMatching(/^city: “Vista” on \/about, \/contact, \/families, \/impact .*\/ “Oceanside” on \/about/),
      expect.stringMatching(/^figures: 70\+: “Youth Served” on \/about .*\/ “Young Lives Transformed” on \/impact/),
      expect.stringMatching(/^replyHours: “24” on \/contact .*\/ “48” on \/families/),
    ]);
  });

  it("judges only what a text names: a number that merely precedes “week” or “hours” is no fact", () => {
    const texts = [text("The {curriculumWeeks}-week curriculum meets once a week."), text("We answer volunteer applications within {volunteerReplyHours} hours.")];
    const statements = page(
      "/programs",
      "<p>The 11-week curriculum meets once a week.</p><p>A two-week camp in July for ages 13–17.</p><p>The bus leaves within 2 hours.</p><p>We answer volunteer applications within 48 hours.</p>",
      texts,
    );
    expect(statements.filter((statement) => statement.fact !== "city").map((statement) => `${statement.fact} ${statement.value}`)).toEqual(["curriculumWeeks 11", "volunteerReplyHours 48"]);
  });

  it("counts the programs a list of links names, by their titles, beside the Programs page's cards", () => {
    const statements = page("/families", '<ul><li><a href="/programs#mentorship">Mentorship</a></li><li><a href="/programs#storytelling">Storytelling</a></li></ul>', []);
    expect(factStatements("/families", new JSDOM(`<body><main><ul><li><a href="/programs#mentorship">Mentorship</a></li></ul></main></body>`).window.document, [], en, ["mentorship"])).toEqual([
      { fact: "programCount", value: "1", page: "/families", words: "a list of the programs" },
      { fact: "programNames", value: "mentorship = Mentorship", page: "/families", words: "a list of the programs" },
    ]);
    // Links to something else than every card are no list of the programs.
    expect(statements.filter((statement) => statement.fact.startsWith("program"))).toEqual([]);
  });

  it("reads a figure written with a space before %, as Spanish pages show it", () => {
    const figures = page("/es/impact", "<h1>Impacto</h1><ul><li><p>99\u00a0%</p><p>Tasa de finalización</p></li></ul>", []).filter((statement) => statement.fact === "figures");
    expect(figures.map((statement) => statement.value)).toEqual(["Tasa de finalización = 99 %", "99 % = Tasa de finalización"]);
  });

  it("leaves a person's quoted words out", () => {
    expect(page("/impact", "<h1>Impact</h1><blockquote><p>The 12-week curriculum meets once a week.</p></blockquote>", [text("The {curriculumWeeks}-week curriculum meets once a week.")]).filter((statement) => statement.fact === "curriculumWeeks")).toEqual([]);
  });
});
