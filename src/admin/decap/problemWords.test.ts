/** @jest-environment node */
import path from "path";
import { contentModel } from "../../content/contentModel";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import type { Problem } from "../../content/problems";
import { placeWords, problemWords, type PlaceContext } from "./problemWords";

const dataDir = path.resolve(__dirname, "../../../data");
const words = readEditorWords(dataDir);
const model = contentModel(englishHints(dataDir));

/** Testimonials as an editor may have written them: the second one's quote is long. */
const testimonials = {
  en: {
    testimonials: [
      { quote: "Short one.", name: "Anonymous", age: 15, achievement: "Female Mentee" },
      { quote: "I learned to speak up in class and to decide for myself.", name: "Anonymous", age: 16, achievement: "Male Mentee" },
    ],
  },
  es: {
    testimonials: [
      { quote: "Una corta.", name: "Anónima", age: 15, achievement: "Mentorada" },
      { quote: "Aprendí a hablar en clase y a decidir por mí misma.", name: "Anónimo", age: 200, achievement: "Mentorado" },
    ],
  },
};

const context = (ui: "en" | "es", typeName: string, data?: PlaceContext["data"]): PlaceContext => ({ model, words: words[ui]!, typeName, data });
const problem = (fields: Partial<Problem> & Pick<Problem, "code" | "path">): Problem => ({ file: "data/testimonials.yaml", params: {}, ...fields });

describe("a content problem in the editor's words", () => {
  it("reads the editor's words in English and Spanish from data/editor.yaml", () => {
    expect(words.en?.messages.languageNames.es).toBe("Spanish");
    expect(words.es?.messages.languageNames.es).toBe("español");
  });

  it("names a list's item by its number from 1 and its own words, the field by its label and its language, with no YAML path", () => {
    const age = problem({ locale: "es", path: ["testimonials", 1, "age"], code: "range", params: { min: 5, max: 120, found: 200 } });
    const english = problemWords(age, context("en", "TestimonialsYaml", testimonials));
    expect(english).toBe("Testimonial 2, “Aprendí a hablar en clase y a…” › Age (Spanish) must be between 5 and 120 (it is 200).");
    expect(english).not.toMatch(/testimonials|\[1\]|\.age|es\./);

    const spanish = problemWords(age, context("es", "TestimonialsYaml", testimonials));
    const item = words.es!.fields.find((entry) => entry.field === "TestimonialsYaml.testimonials")!.item!;
    const label = words.es!.fields.find((entry) => entry.field === "Testimonial.age")!.label;
    expect(spanish).toBe(`${item} 2, “Aprendí a hablar en clase y a…” › ${label} (español): debe estar entre 5 y 120 (ahora es 200).`);
  });

  it("quotes the item in the language of the problem, and names it by number alone when it has no words of its own", () => {
    const quote = problem({ locale: "en", path: ["testimonials", 0, "quote"], code: "onlySpaces" });
    expect(problemWords(quote, context("en", "TestimonialsYaml", testimonials))).toBe("Testimonial 1, “Short one.” › Quote (English) has only spaces: write some text.");
    expect(problemWords(quote, context("en", "TestimonialsYaml"))).toBe("Testimonial 1 › Quote (English) has only spaces: write some text.");
  });

  it("shows a photo field and its file once: “Photo › Photo” reads as “Photo”", () => {
    const gone = problem({ file: "data/pages/home.yaml", locale: "en", path: ["hero", "photo", "file"], code: "noPhoto", params: { photo: "../photos/gone.jpg" } });
    const line = problemWords(gone, context("en", "HomePageYaml"));
    expect(line).toBe("Top of the page › Photo (English): the photo gone.jpg is not in the photo library. Choose another one.");
    expect(line).not.toContain("Photo › Photo");
  });

  it("does not add the language to a problem that is about the language itself", () => {
    const fewer = problem({ locale: "es", path: ["testimonials"], code: "listLength", params: { count: 2, defaultCount: 3 } });
    expect(problemWords(fewer, context("en", "TestimonialsYaml", testimonials))).toBe("Testimonials: Spanish has 2, English 3. Add or remove the same item in both languages.");
  });

  it("names the other item a value is used twice in, by its number and words", () => {
    const programs = { en: { programs: [{ id: "mentorship", title: "Mentorship Curriculum" }, { id: "mentorship", title: "Storytelling Workshops" }] } };
    const twice = problem({ file: "data/programs.yaml", locale: "en", path: ["programs", 1, "id"], code: "usedTwice", params: { value: "mentorship", other: 0 } });
    const label = words.en!.fields.find((entry) => entry.field === "Program.id")!.label;
    expect(problemWords(twice, context("en", "ProgramsYaml", programs))).toBe(
      `Program 2, “Storytelling Workshops” › ${label} (English) “mentorship” is used twice in this list (also in Program 1, “Mentorship Curriculum”).`,
    );
  });

  it("lists at most three of the texts copied from English, then an ellipsis", () => {
    const places = [
      ["testimonials", 0, "quote"],
      ["testimonials", 0, "achievement"],
      ["testimonials", 1, "quote"],
      ["testimonials", 1, "achievement"],
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
    const unknown = problem({ locale: "en", path: ["testimonials", 0, "mood"], code: "unknownField", params: {} });
    expect(problemWords(unknown, context("en", "TestimonialsYaml", testimonials), "en.testimonials[0].mood is not a known field")).toBe(
      "Testimonial 1, “Short one.” › mood (English): en.testimonials[0].mood is not a known field",
    );
  });

  it("gives the place of a field inside an item on its own", () => {
    expect(placeWords(["testimonials", 1, "name"], "en", context("en", "TestimonialsYaml", testimonials))).toBe("Testimonial 2, “I learned to speak up in class…” › Name");
  });

  it("tells a problem of the file as a whole without an empty name before it, in English and Spanish", () => {
    const unreadable = problem({ path: [], code: "yaml", params: { line: 3, column: 5, reason: "bad indentation" } });
    expect(problemWords(unreadable, context("en", "TestimonialsYaml"), "data/testimonials.yaml: line 3, column 5: bad indentation (the YAML cannot be read)")).toBe(
      "data/testimonials.yaml: line 3, column 5: bad indentation (the YAML cannot be read)",
    );
    const noSpanish = problem({ locale: "es", path: [], code: "missingBlock" });
    expect(problemWords(noSpanish, context("en", "TestimonialsYaml"))).toBe("is empty in Spanish, but the English is filled in.");
    expect(problemWords(noSpanish, context("es", "TestimonialsYaml"))).toBe("en español este campo está vacío, pero en inglés no.");
  });

  it("quotes an item of a list of texts as briefly as any other item", () => {
    const programs = { es: { programs: [{ id: "mentorship", title: "Mentoría", features: ["Uno", "Dos", "Habilidades prácticas para la escuela, la casa y la calle"] }] } };
    const place = placeWords(["programs", 0, "features", 2], "es", context("en", "ProgramsYaml", programs));
    expect(place).toBe("Program 1, “Mentoría” › Item 3, “Habilidades prácticas para la…”");
  });
});
