import { contentModel } from "./contentModel";
import { languageBlock, languageTexts, markedToReview, textsToReview } from "./translations";

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
});
