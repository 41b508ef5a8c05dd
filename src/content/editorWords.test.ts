/** @jest-environment node */
import fs from "fs";
import path from "path";
import { dump, load } from "js-yaml";
import { contentSchema } from "./contentSchema";
import { checkEditorWords, isEditorOwnType, modelFieldKeys, withSharedPageWords, wordsByField, type EditorWords } from "./editorWords";
import type { ContentModel } from "./modelTypes";
import { describeProblem } from "./problems";
import { checkContentFile } from "./validateContent";
import { readEditorWords } from "../../plugins/content/editorWordsFile";
import { yamlFiles } from "../../plugins/content/contentTree";

const dataDir = path.resolve(__dirname, "../../data");
const schema = contentSchema();
const files = yamlFiles(dataDir);

/** The editor's words as data/editor.yaml has them, with a change to its structure: its entries and groups are one list for every language. */
function words(change: (block: { -readonly [K in keyof EditorWords]: EditorWords[K] }) => void = () => undefined) {
  const blocks = readEditorWords(dataDir);
  return Object.fromEntries(
    Object.entries(blocks).map(([locale, block]) => {
      const copy = JSON.parse(JSON.stringify(block));
      change(copy);
      return [locale, copy as EditorWords];
    }),
  );
}
const lines = (blocks: ReturnType<typeof words>, contentFiles = files) => checkEditorWords(blocks, schema, contentFiles).map(describeProblem);

describe("the editor's words against the content model", () => {
  it("has, in English and Spanish, a label for every field an editor sees and a group for every file", () => {
    expect(lines(words())).toEqual([]);
  });

  it("names a field of the model left without words, once (its entry is one for every language)", () => {
    const found = lines(words((block) => (block.fields = block.fields.filter((entry) => entry.field !== "Testimonial.age"))));
    expect(found).toEqual(["data/editor.yaml: fields has no words for Testimonial.age: add its label (and hint) in every language"]);
  });

  it("names a choice's option left without words (the form shows each option by its label)", () => {
    const found = lines(words((block) => (block.fields = block.fields.filter((entry) => entry.field !== "Weekday.friday"))));
    expect(found).toEqual(["data/editor.yaml: fields has no words for Weekday.friday: add its label (and hint) in every language"]);
  });

  it("names a field's label left out in one language, in the language that lacks it", () => {
    const file = load(fs.readFileSync(path.join(dataDir, "editor.yaml"), "utf8")) as { fields: { field: string; label: Record<string, string> }[] };
    const index = file.fields.findIndex((entry) => entry.field === "Testimonial.age");
    delete file.fields[index].label.es;
    const problems = checkContentFile({ label: "data/editor.yaml", typeName: "EditorYaml", text: dump(file) }, { photoExists: () => true });
    expect(problems.map(describeProblem)).toEqual([`data/editor.yaml: fields[${index}].label.es is missing (the Spanish words)`]);
    expect(problems[0].locale).toBe("es");
  });

  it("names words left for a field the model no longer has", () => {
    const found = lines(words((block) => (block.fields = [...block.fields, { field: "Testimonial.mood", label: "Mood" }])));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^data\/editor\.yaml: fields\[\d+\]\.field: "Testimonial\.mood" names no field of the content model/);
  });

  it("names a content file in no group, and a group's file that does not exist", () => {
    expect(lines(words(), [...files, "news.yaml"])).toEqual(["data/editor.yaml: groups: data/news.yaml is in no group: add it to one, with its label, in every language"]);
    const gone = lines(words(), files.filter((file) => file !== "testimonials.yaml"));
    expect(gone).toEqual([expect.stringMatching(/^data\/editor\.yaml: groups\[\d+\]\.files\[\d+\]\.file: no content file data\/testimonials\.yaml$/)]);
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

  it("words a page's title, description, heading and introduction once, for every page type, a new one included", () => {
    const english = readEditorWords(dataDir).en!;
    const shared = (field: string) => english.fields.find((entry) => entry.field === `Page.${field}`)!;
    // A page type with its own layout, added with no words of its own for these fields.
    const model: ContentModel = {
      types: {
        EventsPageYaml: { file: true, fields: ["title", "description", "heading", "intro", "events"].map((name) => ({ name, required: true, type: { kind: "string" as const } })) },
      },
    };
    const words = wordsByField(withSharedPageWords(english, model));
    for (const field of ["title", "description", "heading", "intro"]) expect(words.get(`EventsPageYaml.${field}`)).toEqual({ ...shared(field), field: `EventsPageYaml.${field}` });
    // Its own fields still need their own words.
    expect(words.get("EventsPageYaml.events")).toBeUndefined();
    // A type's own words win: a page of sections' title says it names the page in the editor.
    expect(wordsByField(english).get("SectionsPageYaml.title")?.hint).not.toBe(shared("title").hint);
  });
});
