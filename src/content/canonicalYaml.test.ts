import { load } from "js-yaml";
import { decapYamlFormat, formatContent, typeForFields } from "./canonicalYaml";
import type { ContentModel } from "./modelTypes";

/**
 * A small content model shaped like src/content/schema.ts: a list file and a page file. A text
 * (a string not @same) holds its words per language (./translations.ts); an id, a choice, a number,
 * a date and a photo's file are held once.
 */
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
        { name: "id", description: "The program's address on /programs (/programs#id). Keep it stable.", required: true, type: { kind: "string" }, rules: { same: true } },
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
        { name: "donateUrl", description: "An online donation page. While empty, Donate leads to the contact form.", required: false, type: { kind: "string" }, rules: { same: true } },
        { name: "tags", required: false, type: { kind: "list", of: { kind: "string" } } },
        { name: "paragraphs", required: true, type: { kind: "list", of: { kind: "string" } } },
        { name: "count", required: false, type: { kind: "float" } },
        { name: "draft", required: false, type: { kind: "boolean" } },
        { name: "hero", required: false, type: { kind: "object", type: "Photo" } },
        { name: "phrases", required: false, type: { kind: "list", of: { kind: "string" } }, rules: { perLanguage: true } },
      ],
    },
  },
};

const long =
  "A structured, eleven-session journey through the ME vs. ME curriculum. Each week a small group meets with trained mentors to build one life skill, from respect and self-control to budgeting and social awareness.";

const largo =
  "Un recorrido de once sesiones por el plan de estudios ME vs. ME. Cada semana, un grupo pequeño se reúne con mentores capacitados para desarrollar una habilidad para la vida.";

/** A text's words in English and Spanish, as a file holds them. */
const words = (en: string, es: string) => ({ en, es });

const program = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: words(`Program ${id}`, `Programa ${id}`),
  icon: "users",
  description: words(long, largo),
  features: [words("Eleven weekly sessions", "Once sesiones semanales"), words("Small groups", "Grupos pequeños")],
  photo: { file: `photos/programs-${id}.jpg`, alt: words("A mentor and a student talk.", "Un mentor y un estudiante conversan.") },
  ...extra,
});

const page = (extra: Record<string, unknown> = {}) => ({
  title: words("About Us", "Quiénes somos"),
  intro: words("Short intro.", "Introducción breve."),
  updated: new Date("2025-01-15T00:00:00Z"),
  paragraphs: [words("One.", "Uno."), words("Two.", "Dos.")],
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
  it("reads back as the same data for realistic and awkward strings, wherever they stand, in either language", () => {
    // An empty text has no words to write (below: a language with no words is left out).
    for (const text of nasty.filter(Boolean)) {
      const data = { programs: [program("one", { title: words(text, text), features: [words(text, "simple"), words("plain", text)], photo: { file: "photos/a.jpg", alt: words("A photo.", text) } })] };
      expect(load(formatContent(data, "ProgramsYaml", model))).toEqual(data);
      const pageData = page({ title: words(text, "Título"), intro: words(text, text), paragraphs: [words(text, text)] });
      expect(load(formatContent(pageData, "PageYaml", model))).toEqual(pageData);
    }
  });

  it("keeps a text written as one plain string for every language (which the content check refuses) as it is", () => {
    for (const text of nasty) {
      const data = { programs: [program("one", { title: text, features: [text, "plain"], photo: { file: "photos/a.jpg", alt: text } })] };
      expect(load(formatContent(data, "ProgramsYaml", model))).toEqual(data);
    }
  });

  it("gives the same text when its own output is formatted again (idempotent)", () => {
    for (const text of nasty) {
      const data = { programs: [program("one", { title: words(text, text), description: words(long, text), features: [words(text, "plain"), text] })] };
      const once = formatContent(data, "ProgramsYaml", model);
      expect(formatContent(load(once), "ProgramsYaml", model)).toBe(once);
    }
  });

  it("is deterministic: the same data gives the same text whatever the order of its keys and of a text's languages", () => {
    const data = page({ tags: [words("a", "b")], count: 1.5, draft: true });
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    expect(formatContent(reversed, "PageYaml", model)).toBe(formatContent(data, "PageYaml", model));
    const spanishFirst = { ...data, title: { es: "Quiénes somos", en: "About Us" }, tags: [{ es: "b", en: "a" }] };
    expect(formatContent(spanishFirst, "PageYaml", model)).toBe(formatContent(data, "PageYaml", model));
  });

  it("writes keys in the content model's order, unknown keys after them in their own order", () => {
    const data = { zeta: 1, paragraphs: [words("One.", "Uno.")], titel: "typo", updated: "2025-01-15", intro: words("Hi.", "Hola."), title: words("T", "T") };
    const keys = formatContent(data, "PageYaml", model)
      .split("\n")
      .filter((line) => /^\w+:/.test(line))
      .map((line) => line.slice(0, line.indexOf(":")));
    expect(keys).toEqual(["title", "intro", "updated", "paragraphs", "zeta", "titel"]);
    expect(load(formatContent(data, "PageYaml", model))).toMatchObject({ zeta: 1, titel: "typo" });
  });

  it("writes the file's description at the top and a field's description above its key", () => {
    const text = formatContent(page(), "PageYaml", model);
    expect(text.startsWith("# A page of the site.\ntitle:\n  en: About Us\n  es: Quiénes somos\n# The first paragraph.\nintro:\n  en: Short intro.\n  es: Introducción breve.\n")).toBe(true);
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

  it("writes lists of objects as `- first: value`, the rest indented two more; a text's languages under it; a list of texts as `- en: …`", () => {
    const text = formatContent({ programs: [program("one")] }, "ProgramsYaml", model);
    expect(text).toContain(
      [
        "programs:",
        "  - id: one",
        "    title:",
        "      en: Program one",
        "      es: Programa one",
        "    icon: users",
        "    description:",
        "      en: >-",
        "        A structured, eleven-session journey through the ME vs. ME curriculum. Each week a small",
        "        group meets with trained mentors to build one life skill, from respect and self-control to",
        "        budgeting and social awareness.",
        "      es: >-",
        "        Un recorrido de once sesiones por el plan de estudios ME vs. ME. Cada semana, un grupo",
        "        pequeño se reúne con mentores capacitados para desarrollar una habilidad para la vida.",
        "    features:",
        "      - en: Eleven weekly sessions",
        "        es: Once sesiones semanales",
        "      - en: Small groups",
        "        es: Grupos pequeños",
        "    photo:",
        "      file: photos/programs-one.jpg",
        "      alt:",
        "        en: A mentor and a student talk.",
        "        es: Un mentor y un estudiante conversan.",
        "",
      ].join("\n"),
    );
  });

  it("keeps every line of ordinary text within 100 columns, folding long text and quoting what plain text would misread", () => {
    const text = formatContent(page({ intro: words(`${long} ${long}`, `${largo} ${largo}`), title: words("{label} is required.", "{label} es obligatorio.") }), "PageYaml", model);
    expect(text).toContain('title:\n  en: "{label} is required."\n  es: "{label} es obligatorio."\n');
    expect(text).toContain("intro:\n  en: >-\n    A structured");
    expect(text).toContain("\n  es: >-\n    Un recorrido");
    expect(text.split("\n").every((line) => line.length <= 100)).toBe(true);
  });

  it("writes text with line breaks as a literal block", () => {
    const text = formatContent(page({ intro: words("Hello,\n\nThank you!", "Hola,\n\n¡Gracias!") }), "PageYaml", model);
    expect(text).toContain("intro:\n  en: |-\n    Hello,\n\n    Thank you!\n  es: |-\n    Hola,\n\n    ¡Gracias!\n");
  });

  it("writes a date as YYYY-MM-DD, from a Date (js-yaml) or a string (the editor)", () => {
    const fromDate = formatContent(page({ updated: new Date("2025-01-15T00:00:00Z") }), "PageYaml", model);
    const fromString = formatContent(page({ updated: "2025-01-15" }), "PageYaml", model);
    expect(fromDate).toContain("\nupdated: 2025-01-15\n");
    expect(fromString).toBe(fromDate);
  });

  it("leaves out empty optional values, keeps empty required lists as [], and numbers and booleans plain", () => {
    const text = formatContent(page({ tags: [], hero: null, count: 2.5, draft: false, paragraphs: [], phrases: { en: [], es: [] } }), "PageYaml", model);
    expect(text).not.toMatch(/^phrases:/m);
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

    // A title changed in one language: that language's line alone.
    for (const [title, line] of [
      [words("A new title", "Programa two"), "      en: A new title"],
      [words("Program two", "Un título nuevo"), "      es: Un título nuevo"],
    ] as const) {
      const retitled = { programs: [program("one"), program("two", { title }), program("three")] };
      const afterTitle = formatContent(retitled, "ProgramsYaml", model).split("\n");
      expect(afterTitle).toHaveLength(before.length);
      const differing = before.flatMap((text, index) => (text === afterTitle[index] ? [] : [index]));
      expect(differing).toHaveLength(1);
      expect(afterTitle[differing[0]]).toBe(line);
    }

    const description = words(`Shorter now. ${long} And a little more at the end of it.`, largo);
    const rewritten = { programs: [program("one"), program("two", { description }), program("three")] };
    const after = formatContent(rewritten, "ProgramsYaml", model).split("\n");
    let start = 0;
    while (before[start] === after[start]) start += 1;
    let end = 0;
    while (before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1;
    // What differs lies within the second program's English description: its folded lines alone.
    const changedBefore = before.slice(start, before.length - end);
    const changedAfter = after.slice(start, after.length - end);
    expect(before.slice(0, start).filter((line) => line === "      en: >-")).toHaveLength(2);
    expect([...changedBefore, ...changedAfter].every((line) => line.startsWith("        ") && !line.trimStart().startsWith("-"))).toBe(true);
    expect(before[before.length - end]).toBe("      es: >-");
  });

  it("throws a clear error for a type it does not know or data that is not a set of fields", () => {
    expect(() => formatContent({}, "NopeYaml", model)).toThrow("No content type NopeYaml");
    expect(() => formatContent(["a"], "PageYaml", model)).toThrow("must be a set of named fields");
  });
});

describe("formatContent: a text's words per language (./translations.ts)", () => {
  it("writes a text's languages in the site's order, then what a language to review was written for, then keys that are no language (for the check to name)", () => {
    const title = { outdated: { es: "About" }, fr: "À propos", es: "Sobre nosotros", en: "About Us" };
    const text = formatContent(page({ title }), "PageYaml", model);
    expect(text).toContain("\ntitle:\n  en: About Us\n  es: Sobre nosotros\n  outdated:\n    es: About\n  fr: À propos\n# The first paragraph.\n");
    expect(load(text)).toEqual(page({ title }));
    expect(formatContent(load(text), "PageYaml", model)).toBe(text);
  });

  it("writes a value that is not language once: an id, a choice, a number, a date, a photo's file", () => {
    const text = formatContent({ programs: [program("one", { age: 15 })] }, "ProgramsYaml", model);
    expect(text).toMatch(/^ {2}- id: one$/m);
    expect(text).toMatch(/^ {4}icon: users$/m);
    expect(text).toMatch(/^ {4}age: 15$/m);
    expect(text).toMatch(/^ {6}file: photos\/programs-one\.jpg$/m);
    expect(formatContent(page(), "PageYaml", model)).toMatch(/^updated: 2025-01-15$/m);
  });

  it("leaves out a language with no words, and an optional text with none in any language", () => {
    const text = formatContent(page({ hero: { file: "photos/a.jpg", alt: words("A photo.", ""), caption: words("", "") } }), "PageYaml", model);
    expect(text).toContain("hero:\n  file: photos/a.jpg\n  alt:\n    en: A photo.\n");
    expect(text).not.toContain("caption");
    expect(load(text)).toMatchObject({ hero: { file: "photos/a.jpg", alt: { en: "A photo." } } });
  });

  it("writes a list each language has its own of (@perLanguage) as one list per language", () => {
    const text = formatContent(page({ phrases: { es: ["Uno"], en: ["One", "Two"] } }), "PageYaml", model);
    expect(text).toMatch(/\nphrases:\n {2}en:\n {4}- One\n {4}- Two\n {2}es:\n {4}- Uno\n$/);
    expect(load(text)).toMatchObject({ phrases: { en: ["One", "Two"], es: ["Uno"] } });
  });
});

describe("typeForFields", () => {
  it("finds the file type whose fields are Decap's fieldsOrder", () => {
    expect(typeForFields(["programs"], model)).toBe("ProgramsYaml");
    expect(typeForFields(["title", "intro", "updated", "donateUrl", "tags", "paragraphs", "count", "draft", "hero", "phrases"], model)).toBe("PageYaml");
  });

  it("never picks a type that is not a whole file's, and says so when nothing matches", () => {
    expect(() => typeForFields(["file", "alt", "caption"], model)).toThrow("No content type has exactly the fields file, alt, caption");
  });
});

describe("decapYamlFormat", () => {
  it("reads a file whole, every language in it, a date as the editor's string, and writes the canonical form for the file's fields", () => {
    const format = decapYamlFormat(model);
    const data = format.fromFile("title:\n  en: T\n  es: T es\nintro:\n  en: I\n  es: I es\nupdated: 2025-01-15\nparagraphs: []\n") as Record<string, unknown>;
    expect(data).toEqual({ title: { en: "T", es: "T es" }, intro: { en: "I", es: "I es" }, updated: "2025-01-15", paragraphs: [] });
    const fields = model.types.PageYaml.fields.map((field) => field.name);
    expect(format.toFile(data, fields)).toBe(formatContent(data, "PageYaml", model));
  });

  it("writes each language's text as the page shows it: trimmed, one paragraph, what a text to review was written for too", () => {
    const format = decapYamlFormat(model);
    const fields = model.types.PageYaml.fields.map((field) => field.name);
    const typed = { title: { en: " T ", es: "T es\u200B\n", outdated: { es: " T  " } }, intro: { en: "One\nparagraph.", es: "Un\n\npárrafo." }, updated: "2025-01-15", paragraphs: [] };
    expect(format.fromFile(format.toFile(typed, fields))).toEqual({ title: { en: "T", es: "T es", outdated: { es: "T" } }, intro: { en: "One paragraph.", es: "Un párrafo." }, updated: "2025-01-15", paragraphs: [] });
  });
});
