/** @jest-environment node */
import path from "path";
import { contentSchema } from "./contentSchema";
import { checkEditorWords, isEditorOwnType, modelFieldKeys, wordsByField, type EditorWords } from "./editorWords";
import { describeProblem } from "./problems";
import { readEditorWords } from "../../plugins/content/editorWordsFile";
import { yamlFiles } from "../../plugins/content/validateContentDir";

const dataDir = path.resolve(__dirname, "../../data");
const schema = contentSchema();
const files = yamlFiles(dataDir);

/** The editor's words as data/editor.yaml has them, changed in one language. */
function words(change: (english: { -readonly [K in keyof EditorWords]: EditorWords[K] }) => void = () => undefined) {
  const blocks = readEditorWords(dataDir);
  const english = JSON.parse(JSON.stringify(blocks.en));
  change(english);
  return { ...blocks, en: english as EditorWords };
}
const lines = (blocks: ReturnType<typeof words>, contentFiles = files) => checkEditorWords(blocks, schema, contentFiles).map(describeProblem);

describe("the editor's words against the content model", () => {
  it("has, in English and Spanish, a label for every field an editor sees and a group for every file", () => {
    expect(lines(words())).toEqual([]);
  });

  it("names a field of the model left without words, in the language that lacks them", () => {
    const found = lines(words((english) => (english.fields = english.fields.filter((entry) => entry.field !== "Testimonial.age"))));
    expect(found).toEqual(["data/editor.yaml: en.fields has no words for Testimonial.age: add its label (and hint) in every language"]);
  });

  it("names words left for a field the model no longer has", () => {
    const found = lines(words((english) => (english.fields = [...english.fields, { field: "Testimonial.mood", label: "Mood" }])));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^data\/editor\.yaml: en\.fields\[\d+\]\.field: "Testimonial\.mood" names no field of the content model/);
  });

  it("names a content file in no group, and a group's file that does not exist", () => {
    expect(lines(words(), [...files, "news.yaml"])).toEqual([
      "data/editor.yaml: en.groups: data/news.yaml is in no group: add it to one, with its label, in every language",
      "data/editor.yaml: es.groups: data/news.yaml is in no group: add it to one, with its label, in every language",
    ]);
    const gone = lines(words(), files.filter((file) => file !== "testimonials.yaml"));
    expect(gone).toEqual([
      expect.stringMatching(/^data\/editor\.yaml: en\.groups\[\d+\]\.files\[\d+\]\.file: no content file data\/testimonials\.yaml$/),
      expect.stringMatching(/^data\/editor\.yaml: es\.groups\[\d+\]\.files\[\d+\]\.file: no content file data\/testimonials\.yaml$/),
    ]);
  });

  it("asks no words for the editor's own types, nor for a file's id and language", () => {
    const keys = modelFieldKeys(schema);
    expect(keys).toContain("TestimonialsYaml");
    expect(keys).toContain("Testimonial.quote");
    expect(keys).not.toContain("TestimonialsYaml.locale");
    expect(keys).not.toContain("TestimonialsYaml.id");
    expect(keys.some((key) => isEditorOwnType(key.split(".")[0]))).toBe(false);
  });

  it("finds a field's words by Type.field", () => {
    expect(wordsByField(readEditorWords(dataDir).en!).get("Testimonial.age")?.label).toBe("Age");
    expect(wordsByField(readEditorWords(dataDir).es!).get("Photo.file")?.label).toBe("Foto");
  });
});
