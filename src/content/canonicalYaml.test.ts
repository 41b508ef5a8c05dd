import { load } from "js-yaml";
import { decapYamlFormat, formatContent, typeForFields } from "./canonicalYaml";
import type { ContentModel } from "./modelTypes";

/** A small content model shaped like src/content/schema.ts: a list file and a page file. */
const model: ContentModel = {
  types: {
    ProgramsYaml: {
      description: "The programs, in the order shown on /programs.",
      file: true,
      fields: [{ name: "programs", required: true, type: { kind: "list", of: { kind: "object", type: "Program" } } }],
    },
    Program: {
      file: false,
      fields: [
        { name: "id", description: "The program's address on /programs (/programs#id). Keep it stable.", required: true, type: { kind: "string" } },
        { name: "title", required: true, type: { kind: "string" } },
        { name: "icon", required: true, type: { kind: "enum", values: ["users", "trophy", "heart"] } },
        { name: "age", required: false, type: { kind: "int" } },
        { name: "description", required: true, type: { kind: "string" } },
        { name: "features", required: true, type: { kind: "list", of: { kind: "string" } } },
        { name: "photo", required: true, type: { kind: "object", type: "Photo" } },
      ],
    },
    Photo: {
      file: false,
      fields: [
        { name: "file", required: true, type: { kind: "file" } },
        { name: "alt", description: "A description of the photo for people who cannot see it.", required: true, type: { kind: "string" } },
        { name: "caption", required: false, type: { kind: "string" } },
      ],
    },
    PageYaml: {
      description: "A page of the site.",
      file: true,
      fields: [
        { name: "title", required: true, type: { kind: "string" } },
        { name: "intro", description: "The first paragraph.", required: true, type: { kind: "string" } },
        { name: "updated", required: true, type: { kind: "date" } },
        { name: "donateUrl", description: "An online donation page. While empty, Donate leads to the contact form.", required: false, type: { kind: "string" } },
        { name: "tags", required: false, type: { kind: "list", of: { kind: "string" } } },
        { name: "paragraphs", required: true, type: { kind: "list", of: { kind: "string" } } },
        { name: "count", required: false, type: { kind: "float" } },
        { name: "draft", required: false, type: { kind: "boolean" } },
        { name: "hero", required: false, type: { kind: "object", type: "Photo" } },
      ],
    },
  },
};

const long =
  "A structured, eleven-session journey through the ME vs. ME curriculum. Each week a small group meets with trained mentors to build one life skill, from respect and self-control to budgeting and social awareness.";

const program = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: `Program ${id}`,
  icon: "users",
  description: long,
  features: ["Eleven weekly sessions", "Small groups"],
  photo: { file: `photos/programs-${id}.jpg`, alt: "A mentor and a student talk." },
  ...extra,
});

const page = (extra: Record<string, unknown> = {}) => ({
  title: "About Us",
  intro: "Short intro.",
  updated: new Date("2025-01-15T00:00:00Z"),
  paragraphs: ["One.", "Two."],
  ...extra,
});

const nasty = [
  "Our Mission: reach kids early",
  "key:value",
  "ends with a colon:",
  "# not a comment",
  "value # with a hash",
  "'single quoted'",
  '"double quoted"',
  "it's fine",
  "- looks like a list item",
  "-",
  "? question",
  "yes",
  "no",
  "No",
  "on",
  "null",
  "~",
  "true",
  "123",
  "0.5",
  "1e3",
  "0x1F",
  "92083",
  "1_000",
  "2025-01-15",
  "{curly} braces",
  "[square] brackets",
  "Age {age}",
  "© {year} {name}. All rights reserved.",
  "@at",
  "`backtick",
  "%percent",
  "!bang",
  "&anchor",
  "*alias",
  "| pipe",
  "> greater",
  "https://www.example.org/path?query=1#section",
  "Dignity • Integrity • Excellence",
  "¿Qué tal? ¡Sí! Mañana, niño, corazón, acción",
  "Emoji 🎉👍🏽 and ünïcödé",
  "💥 first",
  "—",
  "trailing space ",
  " leading space",
  "double  space",
  "tab\tinside",
  "line\nbreak",
  "Hello,\n\nPlease add {email}.\n\nThank you!",
  "ends with a newline\n",
  "ends with two newlines\n\n",
  "\nstarts with a newline",
  "  indented\nsecond line",
  "windows\r\nline end",
  "spaces only on a line\n   \nafter",
  "trailing spaces on a line   \nnext",
  "a".repeat(150),
  `${long} ${"x".repeat(120)} and the end.`,
  `${long}  with a double space somewhere in a long text.`,
  `${long} trailing `,
  `Long text: with a colon and # a hash, "quotes" and 'apostrophes', - dashes. ${long}`,
  `¿Sabías que? ${long} ¡Claro! 🎉 Mañana.`,
  "",
];

describe("formatContent", () => {
  it("reads back as the same data for realistic and awkward strings, wherever they stand", () => {
    for (const text of nasty) {
      const data = { programs: [program("one", { title: text, features: [text, "plain"], photo: { file: "photos/a.jpg", alt: text } })] };
      expect(load(formatContent(data, "ProgramsYaml", model))).toEqual(data);
      const pageData = page({ title: text, intro: text, paragraphs: [text] });
      expect(load(formatContent(pageData, "PageYaml", model))).toEqual(pageData);
    }
  });

  it("gives the same text when its own output is formatted again (idempotent)", () => {
    for (const text of nasty) {
      const data = { programs: [program("one", { title: text, description: text, features: [text] })] };
      const once = formatContent(data, "ProgramsYaml", model);
      expect(formatContent(load(once), "ProgramsYaml", model)).toBe(once);
    }
  });

  it("is deterministic: the same data gives the same text whatever the order of its keys", () => {
    const data = page({ tags: ["a", "b"], count: 1.5, draft: true });
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    expect(formatContent(reversed, "PageYaml", model)).toBe(formatContent(data, "PageYaml", model));
  });

  it("writes keys in the content model's order, unknown keys after them in their own order", () => {
    const data = { zeta: 1, paragraphs: ["One."], titel: "typo", updated: "2025-01-15", intro: "Hi.", title: "T" };
    const keys = formatContent(data, "PageYaml", model)
      .split("\n")
      .filter((line) => /^\w+:/.test(line))
      .map((line) => line.slice(0, line.indexOf(":")));
    expect(keys).toEqual(["title", "intro", "updated", "paragraphs", "zeta", "titel"]);
    expect(load(formatContent(data, "PageYaml", model))).toMatchObject({ zeta: 1, titel: "typo" });
  });

  it("writes the file's description at the top and a field's description above its key", () => {
    const text = formatContent(page(), "PageYaml", model);
    expect(text.startsWith("# A page of the site.\ntitle: About Us\n# The first paragraph.\nintro: Short intro.\n")).toBe(true);
  });

  it("writes a list item's field notes once above the list, enum values included, none inside the items nor for a type held in several places", () => {
    const text = formatContent({ programs: [program("one"), program("two"), program("three")] }, "ProgramsYaml", model);
    const lines = text.split("\n");
    expect(lines.slice(0, 6)).toEqual([
      "# The programs, in the order shown on /programs.",
      "",
      "# `id`: The program's address on /programs (/programs#id). Keep it stable.",
      "# `icon`: One of: users, trophy, heart.",
      // A photo is held in two places of this model (a program's, a page's hero): its notes would repeat at each.
      "programs:",
      "  - id: one",
    ]);
    expect(lines.filter((line) => line.trimStart().startsWith("#"))).toHaveLength(3);
  });

  it("writes lists of objects as `- first: value`, the rest indented two more; lists of text as `- item`", () => {
    const text = formatContent({ programs: [program("one")] }, "ProgramsYaml", model);
    expect(text).toContain(
      [
        "programs:",
        "  - id: one",
        "    title: Program one",
        "    icon: users",
        "    description: >-",
        "      A structured, eleven-session journey through the ME vs. ME curriculum. Each week a small group",
        "      meets with trained mentors to build one life skill, from respect and self-control to budgeting",
        "      and social awareness.",
        "    features:",
        "      - Eleven weekly sessions",
        "      - Small groups",
        "    photo:",
        "      file: photos/programs-one.jpg",
        "      alt: A mentor and a student talk.",
        "",
      ].join("\n"),
    );
  });

  it("keeps every line of ordinary text within 100 columns, folding long text and quoting what plain text would misread", () => {
    const text = formatContent(page({ intro: `${long} ${long}`, title: "{label} is required." }), "PageYaml", model);
    expect(text).toContain('title: "{label} is required."\n');
    expect(text).toContain("intro: >-\n  A structured");
    expect(text.split("\n").every((line) => line.length <= 100)).toBe(true);
  });

  it("writes text with line breaks as a literal block", () => {
    const text = formatContent(page({ intro: "Hello,\n\nThank you!" }), "PageYaml", model);
    expect(text).toContain("intro: |-\n  Hello,\n\n  Thank you!\n");
  });

  it("writes a date as YYYY-MM-DD, from a Date (js-yaml) or a string (the editor)", () => {
    const fromDate = formatContent(page({ updated: new Date("2025-01-15T00:00:00Z") }), "PageYaml", model);
    const fromString = formatContent(page({ updated: "2025-01-15" }), "PageYaml", model);
    expect(fromDate).toContain("\nupdated: 2025-01-15\n");
    expect(fromString).toBe(fromDate);
  });

  it("leaves out empty optional values, keeps empty required lists as [], and numbers and booleans plain", () => {
    const text = formatContent(page({ tags: [], hero: null, count: 2.5, draft: false, paragraphs: [] }), "PageYaml", model);
    expect(text).not.toMatch(/^(tags|hero):/m);
    expect(text).toContain("\nparagraphs: []\n");
    expect(text).toContain("\ncount: 2.5\ndraft: false\n");
    const withAge = formatContent({ programs: [program("one", { age: null }), program("two", { age: 15 })] }, "ProgramsYaml", model);
    expect(withAge.match(/age:/g)).toHaveLength(1);
    expect(withAge).toContain("    age: 15\n");
  });

  it("keeps the place of an optional setting of the file left out, as a comment", () => {
    const without = formatContent(page({ donateUrl: "" }), "PageYaml", model);
    expect(without).toContain("# An online donation page. While empty, Donate leads to the contact form.\n# donateUrl:\n");
    const withUrl = formatContent(page({ donateUrl: "https://give.example.org/" }), "PageYaml", model);
    expect(withUrl).toContain("# An online donation page. While empty, Donate leads to the contact form.\ndonateUrl: https://give.example.org/\n");
  });

  it("changes only the lines of the field that changed", () => {
    const base = { programs: [program("one"), program("two"), program("three")] };
    const before = formatContent(base, "ProgramsYaml", model).split("\n");

    const retitled = { programs: [program("one"), program("two", { title: "A new title" }), program("three")] };
    const afterTitle = formatContent(retitled, "ProgramsYaml", model).split("\n");
    expect(afterTitle).toHaveLength(before.length);
    const differing = before.flatMap((line, index) => (line === afterTitle[index] ? [] : [index]));
    expect(differing).toHaveLength(1);
    expect(afterTitle[differing[0]]).toBe("    title: A new title");

    const description = `Shorter now. ${long} And a little more at the end of it.`;
    const rewritten = { programs: [program("one"), program("two", { description }), program("three")] };
    const after = formatContent(rewritten, "ProgramsYaml", model).split("\n");
    let start = 0;
    while (before[start] === after[start]) start += 1;
    let end = 0;
    while (before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
    // What differs lies within the second program's description: its folded lines alone.
    const changedBefore = before.slice(start, before.length - end);
    const changedAfter = after.slice(start, after.length - end);
    expect(before.slice(0, start).filter((line) => line === "    description: >-")).toHaveLength(2);
    expect([...changedBefore, ...changedAfter].every((line) => line.startsWith("      ") && !line.trimStart().startsWith("-"))).toBe(true);
    expect(before[before.length - end]).toBe("    features:");
  });

  it("throws a clear error for a type it does not know or data that is not a set of fields", () => {
    expect(() => formatContent({}, "NopeYaml", model)).toThrow("No content type NopeYaml");
    expect(() => formatContent(["a"], "PageYaml", model)).toThrow("must be a set of named fields");
  });
});

describe("formatContent with locales (Decap's i18n single_file shape)", () => {
  const en = page({ title: "About Us", intro: "We mentor youth." });
  const es = page({ title: "Sobre nosotros", intro: "Acompañamos a jóvenes: ¿quién más? ¡Tú!", paragraphs: ["Uno.", "Dos."] });

  it("writes one block per locale in the given order, comments in the first block only", () => {
    const text = formatContent({ es, en }, "PageYaml", model, { locales: ["en", "es"] });
    const lines = text.split("\n");
    expect(lines[0]).toBe("# A page of the site.");
    expect(lines[1]).toBe("en:");
    expect(lines[2]).toBe("  title: About Us");
    expect(lines[3]).toBe("  # The first paragraph.");
    const esAt = lines.indexOf("es:");
    expect(esAt).toBeGreaterThan(1);
    expect(lines.slice(esAt).some((line) => line.trimStart().startsWith("#"))).toBe(false);
    expect(lines.slice(esAt + 1, esAt + 3)).toEqual(["  title: Sobre nosotros", '  intro: "Acompañamos a jóvenes: ¿quién más? ¡Tú!"']);
  });

  it("reads back as the same data and is idempotent", () => {
    const data = { en, es };
    const text = formatContent(data, "PageYaml", model, { locales: ["en", "es"] });
    expect(load(text)).toEqual(data);
    expect(formatContent(load(text), "PageYaml", model, { locales: ["en", "es"] })).toBe(text);
  });

  it("writes a file with one locale only, and keeps keys that are no locale", () => {
    const text = formatContent({ es, extra: "kept" }, "PageYaml", model, { locales: ["en", "es"] });
    expect(text.split("\n")[1]).toBe("es:");
    expect(text).toContain("  # The first paragraph.\n");
    expect(load(text)).toEqual({ es, extra: "kept" });
  });
});

describe("typeForFields", () => {
  it("finds the file type whose fields are Decap's fieldsOrder", () => {
    expect(typeForFields(["programs"], model)).toBe("ProgramsYaml");
    expect(typeForFields(["title", "intro", "updated", "donateUrl", "tags", "paragraphs", "count", "draft", "hero"], model)).toBe("PageYaml");
  });

  it("never picks a type that is not a whole file's, and says so when nothing matches", () => {
    expect(() => typeForFields(["file", "alt", "caption"], model)).toThrow("No content type has exactly the fields file, alt, caption");
  });
});

describe("decapYamlFormat", () => {
  it("reads a date as the editor's string and writes the canonical form for the file's fields", () => {
    const format = decapYamlFormat(model);
    const data = format.fromFile("title: T\nintro: I\nupdated: 2025-01-15\nparagraphs: []\n") as Record<string, unknown>;
    expect(data.updated).toBe("2025-01-15");
    const fields = model.types.PageYaml.fields.map((field) => field.name);
    expect(format.toFile(data, fields)).toBe(formatContent(data, "PageYaml", model));
  });
});
