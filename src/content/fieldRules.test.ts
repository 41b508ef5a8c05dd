/** @jest-environment node */
import { buildSchema, isObjectType } from "graphql";
import { fieldRules, formatRules, isLanguageField, normaliseText, pageRule, ruleDirectives, textFormats, trimText } from "./fieldRules";

const schema = buildSchema(`
  ${ruleDirectives}
  enum Icon { heart compass }
  type Photo { file: String }
  type Sample {
    title: String! @length(max: 60)
    id: ID! @same @format(as: "slug")
    subject: String @mailSubject
    age: Int @range(min: 5, max: 120)
    body: String @lines
    items: [String!]! @perLanguage
    icon: Icon
    photo: Photo
    tags: [String!]!
    wrong: String @format(as: "postcode")
  }
`);
const sample = schema.getType("Sample");
if (!isObjectType(sample)) throw new Error("no Sample type");
const fields = sample.getFields();

describe("a field's rules, from its directives", () => {
  it("reads each directive into the field's rules", () => {
    expect(fieldRules(fields.title)).toEqual({ maxLength: 60 });
    expect(fieldRules(fields.id)).toEqual({ same: true, format: "slug" });
    expect(fieldRules(fields.subject)).toEqual({ mailSubject: true });
    expect(fieldRules(fields.age)).toEqual({ range: { min: 5, max: 120 } });
    expect(fieldRules(fields.body)).toEqual({ lines: true });
    expect(fieldRules(fields.items)).toEqual({ perLanguage: true });
    expect(fieldRules(fields.tags)).toEqual({});
  });

  it("refuses a format it does not know, naming the field and the formats", () => {
    expect(() => fieldRules(fields.wrong)).toThrow(`wrong: @format(as: "postcode") is none of ${textFormats.join(", ")}`);
  });

  it("tells words of a language from values the same in every language", () => {
    expect(isLanguageField(fields.title)).toBe(true);
    expect(isLanguageField(fields.tags)).toBe(true);
    expect(isLanguageField(fields.id)).toBe(false);
    expect(isLanguageField(fields.age)).toBe(false);
    expect(isLanguageField(fields.icon)).toBe(false);
    expect(isLanguageField(fields.photo)).toBe(false);
  });
});

describe("a text as it is written and shown", () => {
  it("loses the spaces and invisible characters around it, not those inside", () => {
    expect(trimText(" \u200Binfo@example.org\uFEFF\n")).toBe("info@example.org");
    expect(trimText("Mentor\u200Bship")).toBe("Mentor\u200Bship");
  });

  it("is one paragraph where the page shows one; an e-mail's text keeps its lines, without spaces at their ends", () => {
    expect(normaliseText("  We meet weekly.\r\n\r\n  Everyone is welcome. ")).toBe("We meet weekly. Everyone is welcome.");
    expect(normaliseText("Hello,  \n\nThank you.\t\n", { lines: true })).toBe("Hello,\n\nThank you.");
  });
});

describe("the shapes a text is held to", () => {
  const matches = (pattern: string, text: string) => new RegExp(pattern).test(text);

  it("takes e-mail and web addresses, slugs and 24-hour times, and refuses near misses", () => {
    expect(matches(formatRules.email.pattern, "info@example.org")).toBe(true);
    expect(matches(formatRules.email.pattern, "info@example")).toBe(false);
    expect(matches(formatRules.email.pattern, "info@exa\u200Bmple.org")).toBe(false);
    expect(matches(formatRules.webAddress.pattern, "https://example.org/donate")).toBe(true);
    expect(matches(formatRules.webAddress.pattern, "http://example.org")).toBe(false);
    expect(matches(formatRules.slug.pattern, "community-recognition")).toBe(true);
    for (const slug of ["Community", "two--hyphens", "-start", "acción"]) expect(matches(formatRules.slug.pattern, slug)).toBe(false);
    expect(matches(formatRules.clockTime.pattern, "17:00")).toBe(true);
    for (const time of ["5:00 PM", "24:00", "17:60"]) expect(matches(formatRules.clockTime.pattern, time)).toBe(false);
  });

  it("takes a page of this site, with a trailing slash, a section or a query, and names the pages", () => {
    const rule = pageRule(["/contact", "/", "/about"]);
    for (const to of ["/", "/about", "/about/", "/contact#volunteer", "/contact?interest=donate"]) expect(matches(rule.pattern, to)).toBe(true);
    for (const to of ["/volunteer", "/aboutus", "about", "https://example.org/about"]) expect(matches(rule.pattern, to)).toBe(false);
    expect(rule.description).toBe("a page of this site: /, /about, /contact");
  });
});
