/** @jest-environment node */
import path from "path";
import { contentModel } from "../../content/contentModel";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import type { Problem } from "../../content/problems";
import { placeWords, problemWords, type PlaceContext } from "./problemWords";

const dataDir = path.resolve(__dirname, "../../../data");
const words = readEditorWords(dataDir);
const model = contentModel(englishHints(dataDir));

/** Testimonials as an editor may have written them, as the file holds them: the second one's quote is long. */
const testimonials = {
  testimonials: [
    { quote: { en: "Short one.", es: "Una corta." }, name: { en: "Anonymous", es: "Anónima" }, age: 15, role: { en: "Female Mentee", es: "Mentorada" } },
    {
      quote: { en: "I learned to speak up in class and to decide for myself.", es: "Aprendí a hablar en clase y a decidir por mí misma." },
      name: { en: "Anonymous", es: "Anónimo" },
      age: 200,
      role: { en: "Male Mentee", es: "Mentorado" },
    },
  ],
};

/** The editor's words in its interface language `ui`, which also quotes an item where the problem is in no language. */
const context = (ui: "en" | "es", typeName: string, data?: PlaceContext["data"]): PlaceContext => ({ model, words: words[ui]!, typeName, data, locale: ui });
const problem = (fields: Partial<Problem> & Pick<Problem, "code" | "path">): Problem => ({ file: "data/testimonials.yaml", params: {}, ...fields });

describe("a content problem in the editor's words", () => {
  it("reads the editor's words in English and Spanish from data/editor.yaml", () => {
    expect(words.en?.messages.languageNames.es).toBe("Spanish");
    expect(words.es?.messages.languageNames.es).toBe("español");
  });

  it("names a list's item by its number from 1 and its own words in the editor's language, the field by its label, with no YAML path", () => {
    // An age is not language: the file holds it once, and the problem is in no language.
    const age = problem({ path: ["testimonials", 1, "age"], code: "range", params: { min: 5, max: 120, found: 200 } });
    const english = problemWords(age, context("en", "TestimonialsYaml", testimonials));
    expect(english).toBe("Testimonial 2, “I learned to speak up in class…” › Age must be between 5 and 120 (it is 200).");
    expect(english).not.toMatch(/testimonials|\[1\]|\.age|English|Spanish/);

    const spanish = problemWords(age, context("es", "TestimonialsYaml", testimonials));
    const item = words.es!.fields.find((entry) => entry.field === "TestimonialsYaml.testimonials")!.item!;
    const label = words.es!.fields.find((entry) => entry.field === "Testimonial.age")!.label;
    expect(spanish).toBe(`${item} 2, “Aprendí a hablar en clase y a…” › ${label}: debe estar entre 5 y 120 (ahora es 200).`);
  });

  it("names a text's problem by its language, quotes the item in that language, and names it by number alone when it has no words of its own", () => {
    const role = problem({ locale: "es", path: ["testimonials", 0, "role", "es"], code: "onlySpaces" });
    const label = words.en!.fields.find((entry) => entry.field === "Testimonial.role")!.label;
    expect(problemWords(role, context("en", "TestimonialsYaml", testimonials))).toBe(`Testimonial 1, “Una corta.” › ${label} (Spanish) has only spaces: write some text.`);
    expect(problemWords(role, context("en", "TestimonialsYaml"))).toBe(`Testimonial 1 › ${label} (Spanish) has only spaces: write some text.`);
  });

  it("shows a photo field and its file once: “Photo › Photo” reads as “Photo”", () => {
    const gone = problem({ file: "data/pages/home.yaml", path: ["hero", "photo", "file"], code: "noPhoto", params: { photo: "../photos/gone.jpg" } });
    const line = problemWords(gone, context("en", "HomePageYaml"));
    expect(line).toBe("Top of the page › Photo: the photo gone.jpg is not in the photo library. Choose another one.");
    expect(line).not.toContain("Photo › Photo");
  });

  it("does not add the language to a problem whose words say it: a text with words in English only", () => {
    const galleries = { galleries: [{ id: "in-action", title: { en: "In Action", es: "En acción" }, photos: [{ file: "photos/a.jpg", alt: { en: "A mentor.", es: "Un mentor." }, caption: { en: "Workshop" } }] }] };
    const caption = problem({ file: "data/galleries.yaml", locale: "es", path: ["galleries", 0, "photos", 0, "caption", "es"], code: "missingInLanguage" });
    const line = problemWords(caption, context("en", "GalleriesYaml", galleries));
    expect(line).toMatch(/^Gallery 1, “En acción” › .+ 1, “Un mentor\.” › Caption has no words in Spanish yet, but has them in the other language: write them, or empty it in both\.$/);
    expect(line).not.toContain("(Spanish)");
  });

  it("names the other item a value is used twice in, by its number and words", () => {
    const programs = { programs: [{ id: "mentorship", title: { en: "Mentorship Curriculum", es: "Mentoría" } }, { id: "mentorship", title: { en: "Storytelling Workshops", es: "Talleres de historias" } }] };
    const twice = problem({ file: "data/programs.yaml", path: ["programs", 1, "id"], code: "usedTwice", params: { value: "mentorship", other: 0 } });
    const label = words.en!.fields.find((entry) => entry.field === "Program.id")!.label;
    expect(problemWords(twice, context("en", "ProgramsYaml", programs))).toBe(
      `Program 2, “Storytelling Workshops” › ${label} “mentorship” is used twice in this list (also in Program 1, “Mentorship Curriculum”).`,
    );
  });

  it("lists at most three of the texts copied from English, then an ellipsis", () => {
    const places = [
      ["testimonials", 0, "quote", "es"],
      ["testimonials", 0, "role", "es"],
      ["testimonials", 1, "quote", "es"],
      ["testimonials", 1, "role", "es"],
    ];
    const copied = problem({ locale: "es", path: [], code: "copied", params: { count: 4, total: 6, places: JSON.stringify(places) } });
    const line = problemWords(copied, context("en", "TestimonialsYaml", testimonials));
    expect(line).toBe(
      "4 of the 6 texts in Spanish are copied word for word from the English (Testimonial 1, “Una corta.” › Quote; Testimonial 1, “Una corta.” › Line under the name; Testimonial 2, “Aprendí a hablar en clase y a…” › Quote; …). Write them in Spanish.",
    );
  });

  it("names a photo by its file name alone", () => {
    const narrow = problem({ file: "data/photos/team-founder.jpg", path: [], code: "photoTooNarrow", params: { width: 800, min: 1200 } });
    expect(problemWords(narrow, context("en", ""))).toBe(
      "The photo team-founder.jpg is 800 pixels wide: a photo needs at least 1200, or it looks blurred on large screens. Choose a larger one.",
    );
  });

  it("explains a problem an editor's form cannot cause with the build's own line", () => {
    const unknown = problem({ path: ["testimonials", 0, "mood"], code: "unknownField", params: {} });
    expect(problemWords(unknown, context("en", "TestimonialsYaml", testimonials), "testimonials[0].mood is not a known field")).toBe(
      "Testimonial 1, “Short one.” › mood: testimonials[0].mood is not a known field",
    );
    const plain = problem({ path: ["testimonials", 1, "quote"], code: "notTranslated", params: { locales: "en, es", found: "Hi" } });
    const detail = 'testimonials[1].quote must hold its words per language (en:, es: under it), not one text for every language (found "Hi")';
    expect(problemWords(plain, context("es", "TestimonialsYaml", testimonials), detail)).toMatch(/^\S+ 2, “Aprendí a hablar en clase y a…” › \S+: testimonials\[1\]\.quote must hold its words per language/);
  });

  it("gives the place of a field inside an item on its own, with or without the language's key at its end", () => {
    expect(placeWords(["testimonials", 1, "name"], "en", context("en", "TestimonialsYaml", testimonials))).toBe("Testimonial 2, “I learned to speak up in class…” › Name");
    expect(placeWords(["testimonials", 1, "name", "en"], "en", context("en", "TestimonialsYaml", testimonials))).toBe("Testimonial 2, “I learned to speak up in class…” › Name");
    expect(placeWords(["testimonials", 1, "name", "es"], "es", context("en", "TestimonialsYaml", testimonials))).toBe("Testimonial 2, “Aprendí a hablar en clase y a…” › Name");
  });

  it("tells a problem of the file as a whole without an empty name before it, in English and Spanish", () => {
    const unreadable = problem({ path: [], code: "yaml", params: { line: 3, column: 5, reason: "bad indentation" } });
    expect(problemWords(unreadable, context("en", "TestimonialsYaml"), "data/testimonials.yaml: line 3, column 5: bad indentation (the YAML cannot be read)")).toBe(
      "data/testimonials.yaml: line 3, column 5: bad indentation (the YAML cannot be read)",
    );
    const copied = problem({ locale: "es", path: [], code: "copied", params: { count: 3, total: 4, places: "[]" } });
    expect(problemWords(copied, context("en", "TestimonialsYaml"))).toMatch(/^3 of the 4 texts in Spanish are copied word for word/);
    expect(problemWords(copied, context("es", "TestimonialsYaml"))).toMatch(/^3 de los 4 textos en español /);
  });

  it("quotes an item of a list of texts as briefly as any other item", () => {
    const programs = {
      programs: [
        {
          id: "mentorship",
          title: { en: "Mentorship", es: "Mentoría" },
          features: [{ en: "One", es: "Uno" }, { en: "Two", es: "Dos" }, { en: "Practical skills", es: "Habilidades prácticas para la escuela, la casa y la calle" }],
        },
      ],
    };
    const place = placeWords(["programs", 0, "features", 2, "es"], "es", context("en", "ProgramsYaml", programs));
    expect(place).toBe("Program 1, “Mentoría” › Item 3, “Habilidades prácticas para la…”");
  });
});
