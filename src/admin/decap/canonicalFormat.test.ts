/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { contentModel } from "../../content/contentModel";
import { yamlFiles } from "../../../plugins/content/contentTree";
import { cmsConfigYaml } from "../../../plugins/editor/cmsConfigYaml";
import { englishHints } from "../../../plugins/content/editorWordsFile";
import { editorWordsFile } from "../../content/editorWords";
import { canonicalFormatName, registerCanonicalFormat, type FormatRegistry } from "./canonicalFormat";
import type { decapYamlFormat } from "../../content/canonicalYaml";

const dataDir = path.resolve(__dirname, "../../../data");
const config = load(cmsConfigYaml(dataDir, "en")) as {
  collections: { files: { file: string; fields: { name: string }[] }[] }[];
};

/** The format as the editor registers it. */
function registered(): ReturnType<typeof decapYamlFormat> {
  let format: ReturnType<typeof decapYamlFormat> | undefined;
  const cms: FormatRegistry = { registerCustomFormat: (name, _extension, formatter) => name === canonicalFormatName && (format = formatter) };
  registerCanonicalFormat(cms, contentModel(englishHints(dataDir)));
  if (!format) throw new Error("the canonical format was not registered");
  return format;
}

/** Decap's fieldsOrder for a file: its top-level fields in config.yml's order. */
const fieldsOrder = (file: string): string[] =>
  config.collections.flatMap((collection) => collection.files).find((entry) => entry.file === file)?.fields.map((field) => field.name) ?? [];

type Data = Record<string, any>;

/**
 * A save as the editor makes it: the file read with `fromFile` is Decap's entry `data`, the whole
 * file with every language in it (src/content/translations.ts), edited in the form, and given back
 * to `toFile` whole (no Decap i18n: one form per file).
 */
function save(file: string, change: (data: Data) => void = () => undefined): string {
  const format = registered();
  const data = structuredClone(format.fromFile(fs.readFileSync(path.join(dataDir, file), "utf8"))) as Data;
  change(data);
  return format.toFile(data, fieldsOrder(`data/${file}`));
}

describe("the editor's YAML format with the site's two languages", () => {
  it("reads a file whole, its structure once and each text's words per language", () => {
    const read = registered().fromFile(fs.readFileSync(path.join(dataDir, "pages/contact.yaml"), "utf8")) as Data;
    expect(Object.keys(read)).toEqual(expect.arrayContaining(["title", "description", "message"]));
    expect(read).not.toHaveProperty("en");
    expect(read.title).toEqual({ en: "Contact", es: "Contacto" });
  });

  it("writes every file in data/ back as it is when nothing changed", () => {
    // The editor's own words are not edited in the editor.
    for (const file of yamlFiles(dataDir).filter((name) => `data/${name}` !== editorWordsFile)) expect(save(file)).toBe(fs.readFileSync(path.join(dataDir, file), "utf8"));
  });

  it("changes only the lines of the fields changed, in either language", () => {
    const before = fs.readFileSync(path.join(dataDir, "pages/contact.yaml"), "utf8").split("\n");
    const committed = load(before.join("\n")) as { title: { en: string }; message: { heading: { es: string } } };
    const after = save("pages/contact.yaml", (data) => {
      data.title.en = "Contact ME vs. ME";
      data.message.heading.es = "Escríbanos un mensaje";
    }).split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]));
    expect(changed).toEqual([
      [`  en: ${committed.title.en}`, "  en: Contact ME vs. ME"],
      [`    es: ${committed.message.heading.es}`, "    es: Escríbanos un mensaje"],
    ]);
  });

  it("moves an item with all its languages: a reorder made in either language's form is the same in both", () => {
    const committed = load(fs.readFileSync(path.join(dataDir, "programs.yaml"), "utf8")) as Data;
    const [first, second] = committed.programs;
    const after = load(save("programs.yaml", (data) => data.programs.splice(0, 2, data.programs[1], data.programs[0]))) as Data;
    expect(after.programs.slice(0, 2)).toEqual([second, first]);
    expect(after.programs[0].title).toEqual({ en: second.title.en, es: second.title.es });
  });

  it("writes an item added with the words of one language only, the other's left for the content check to ask for", () => {
    const text = save("programs.yaml", (data) => data.programs[0].features.push({ en: "Monthly family dinners" }));
    expect(text).toContain("      - en: Monthly family dinners\n    photo:\n");
  });
});
