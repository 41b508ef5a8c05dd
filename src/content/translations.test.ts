/** @jest-environment node */
import { contentStructure } from "./contentModel";
import { isLanguageField, languageTexts, outdatedSource, wordsIn } from "./translations";

const model = contentStructure();

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
