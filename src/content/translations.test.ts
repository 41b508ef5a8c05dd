/** @jest-environment node */
import { contentModel } from "./contentModel";
import { isLanguageField, languageBlock, languageTexts, markedToReview, outdatedSource, textsToReview, wordsIn } from "./translations";

const model = contentModel();
const locales = ["en", "es"];
const curriculum = {
  sessions: [
    { title: { en: "Respect and Diversity", es: "Respeto y diversidad" }, description: { en: "Honoring others.", es: "Respetar a los demás." } },
    { title: { en: "Budgeting Basics", es: "Manejo del dinero" }, description: { en: "Money with a plan.", es: "Dinero con un plan." } },
  ],
};

describe("one structure, words per language", () => {
  it("reads each language's copy of a file: its texts in that language, everything else once", () => {
    const programs = { programs: [{ id: "mentorship", title: { en: "Mentorship", es: "Mentoría" }, icon: "compass", features: [{ en: "Weekly", es: "Semanal" }], photo: { file: "photos/a.jpg", alt: { en: "A circle.", es: "Un círculo." } } }] };
    expect(languageBlock(programs, "ProgramsYaml", model, "es")).toEqual({
      programs: [{ id: "mentorship", title: "Mentoría", icon: "compass", features: ["Semanal"], photo: { file: "photos/a.jpg", alt: "Un círculo." } }],
    });
  });

  it("reads a list each language has its own of from its language", () => {
    const words = { decap: { en: [{ key: "a", text: "Save" }], es: [{ key: "a", text: "Guardar" }, { key: "b", text: "Publicar" }] } };
    expect(languageBlock(words, "EditorYaml", model, "es")).toEqual({ decap: [{ key: "a", text: "Guardar" }, { key: "b", text: "Publicar" }] });
  });

  it("finds every text of a file, in its order, by its place", () => {
    expect(languageTexts(curriculum, "CurriculumYaml", model).map((text) => text.path)).toEqual([
      ["sessions", 0, "title"],
      ["sessions", 0, "description"],
      ["sessions", 1, "title"],
      ["sessions", 1, "description"],
    ]);
  });
});

describe("texts to review", () => {
  it("lists a language's words written for the other language's words before they changed, with both", () => {
    const marked = { sessions: [curriculum.sessions[0], { ...curriculum.sessions[1], title: { en: "Money Basics", es: "Manejo del dinero", outdated: { es: "Budgeting Basics" } } }] };
    expect(textsToReview(marked, "CurriculumYaml", model, locales)).toEqual([{ path: ["sessions", 1, "title"], locale: "es", source: "en", before: "Budgeting Basics", now: "Money Basics" }]);
    expect(textsToReview(curriculum, "CurriculumYaml", model, locales)).toEqual([]);
  });

  it("marks, after an edit by hand, the words whose other language changed, found by the words that did not, wherever they moved", () => {
    const edited = { sessions: [{ ...curriculum.sessions[1], title: { en: "Money Basics", es: "Manejo del dinero" } }, curriculum.sessions[0]] };
    const marked = markedToReview(edited, curriculum, "CurriculumYaml", model, locales) as typeof edited;
    expect(marked.sessions[0].title).toEqual({ en: "Money Basics", es: "Manejo del dinero", outdated: { es: "Budgeting Basics" } });
    expect(marked.sessions[1]).toEqual(curriculum.sessions[0]);
    // Both languages changed, or nothing did: nothing to review.
    const both = { sessions: [{ ...curriculum.sessions[0], title: { en: "Respect", es: "Respeto" } }, curriculum.sessions[1]] };
    expect(markedToReview(both, curriculum, "CurriculumYaml", model, locales)).toEqual(both);
    expect(markedToReview(curriculum, curriculum, "CurriculumYaml", model, locales)).toBe(curriculum);
  });

  it("marks nothing for words being brought up to date, and takes off a mark whose words the other language is back to", () => {
    const marked = { sessions: [{ ...curriculum.sessions[0], title: { en: "Money Basics", es: "Manejo del dinero", outdated: { es: "Budgeting Basics" } } }] };
    // The Spanish written anew for the new English: the English is not to review for it.
    const answered = { sessions: [{ ...marked.sessions[0], title: { ...marked.sessions[0].title, es: "Lo básico del dinero" } }] };
    expect(markedToReview(answered, marked, "CurriculumYaml", model, locales)).toEqual(answered);
    // The English back to what the Spanish was written for: nothing left to review.
    const back = { sessions: [{ ...marked.sessions[0], title: { en: "Budgeting Basics", es: "Manejo del dinero", outdated: { es: "Budgeting Basics" } } }] };
    expect((markedToReview(back, marked, "CurriculumYaml", model, locales) as typeof back).sessions[0].title).toEqual({ en: "Budgeting Basics", es: "Manejo del dinero" });
  });

  it("finds a text whose unchanged words other texts have too at its own place", () => {
    const page = { title: { en: "Contact", es: "Contacto" }, heading: { en: "Contact", es: "Contacto" } };
    const edited = { ...page, heading: { en: "Talk to Us", es: "Contacto" } };
    expect(markedToReview(edited, page, "ContactPageYaml", model, locales)).toEqual({ ...page, heading: { en: "Talk to Us", es: "Contacto", outdated: { es: "Contact" } } });
    // In a list, another item may be at its place now: words found twice there mark nothing.
    const people = { testimonials: [{ name: { en: "Anonymous", es: "Anónima" } }, { name: { en: "Anonymous", es: "Anónimo" } }] };
    expect(markedToReview({ testimonials: people.testimonials.slice(1) }, people, "TestimonialsYaml", model, locales)).toEqual({ testimonials: people.testimonials.slice(1) });
  });

  it("marks nothing for a new item's texts, nor for a text written in both languages since", () => {
    const added = { sessions: [...curriculum.sessions, { title: { en: "Goals", es: "Metas" }, description: { en: "Setting goals.", es: "Poner metas." } }] };
    expect(markedToReview(added, curriculum, "CurriculumYaml", model, locales)).toEqual(added);
  });
});

describe("a file's texts, each with its words per language", () => {
  it("finds every text of a language field where the file holds it, in the file's order, and nothing that is not language", () => {
    const file = {
      programs: [
        {
          id: "mentorship",
          title: { en: "Mentorship", es: "Mentoría" },
          icon: "compass",
          features: [{ en: "Weekly", es: "Semanal" }],
          photo: { file: "photos/a.jpg", alt: { en: "A mentor.", es: "Un mentor." } },
        },
      ],
    };
    expect(languageTexts(file, "ProgramsYaml", model).map((text) => [text.path.join("."), text.typeName, text.field.name])).toEqual([
      ["programs.0.title", "Program", "title"],
      ["programs.0.features.0", "Program", "features"],
      ["programs.0.photo.alt", "Photo", "alt"],
    ]);
  });

  it("leaves out a list each language has its own of (@perLanguage): its items are no text of the other language", () => {
    const editor = { decap: { en: [{ key: "a", text: "Save" }], es: [{ key: "a", text: "Guardar" }] }, interface: { languageName: { en: "English", es: "Español" } } };
    expect(languageTexts(editor, "EditorYaml", model).map((text) => text.path.join("."))).toEqual(["interface.languageName"]);
  });

  it("reads a language's words, a plain text as every language's, and what a language to review was written for", () => {
    const title = { en: "Self-Control and Managing Impulses", es: "Autocontrol y manejo de los impulsos", outdated: { es: "Self-Control and Impulse Management" } };
    expect(wordsIn(title, "es")).toBe("Autocontrol y manejo de los impulsos");
    expect(wordsIn("Mentorship", "es")).toBe("Mentorship");
    expect(outdatedSource(title, "es")).toBe("Self-Control and Impulse Management");
    expect(outdatedSource(title, "en")).toBeUndefined();
    expect(outdatedSource({ en: "A", outdated: "A" }, "es")).toBeUndefined();
  });

  it("takes a text (a string, or a list of them) for language unless the model marks it the same in every language", () => {
    expect(isLanguageField({ type: { kind: "string" } })).toBe(true);
    expect(isLanguageField({ type: { kind: "list", of: { kind: "string" } } })).toBe(true);
    expect(isLanguageField({ type: { kind: "string" }, rules: { same: true } })).toBe(false);
    expect(isLanguageField({ type: { kind: "enum", values: ["a"] } })).toBe(false);
    expect(isLanguageField({ type: { kind: "file" } })).toBe(false);
    expect(isLanguageField({ type: { kind: "int" } })).toBe(false);
  });
});
