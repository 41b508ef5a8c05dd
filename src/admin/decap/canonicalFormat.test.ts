/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { contentModel } from "../../content/contentModel";
import { yamlFiles } from "../../../plugins/content/validateContentDir";
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

type Blocks = { en: Record<string, any>; es: Record<string, any> };

/**
 * A save as Decap's i18n `single_file` makes it (decap-cms-core lib/i18n.ts): the file read with
 * `fromFile` is split into the English `data` and `i18n.es.data`, edited, and joined again into
 * `{ en, es }` for `toFile`.
 */
function save(file: string, change: (blocks: Blocks) => void = () => undefined): string {
  const format = registered();
  const read = format.fromFile(fs.readFileSync(path.join(dataDir, file), "utf8")) as Blocks;
  const entry = { data: structuredClone(read.en), i18n: { es: { data: structuredClone(read.es) } } };
  const blocks = { en: entry.data, es: entry.i18n.es.data };
  change(blocks);
  return format.toFile(blocks, fieldsOrder(`data/${file}`));
}

describe("the editor's YAML format with the site's two languages", () => {
  it("reads a file whole, one block per language, as Decap's single_file structure expects", () => {
    const read = registered().fromFile(fs.readFileSync(path.join(dataDir, "pages/contact.yaml"), "utf8")) as Blocks;
    expect(Object.keys(read)).toEqual(["en", "es"]);
    expect(read.en.title).toBe("Contact");
    expect(read.es.title).toBe("Contacto");
  });

  it("writes every file in data/ back as it is when nothing changed", () => {
    // The editor's own words are not edited in the editor.
    for (const file of yamlFiles(dataDir).filter((name) => `data/${name}` !== editorWordsFile)) expect(save(file)).toBe(fs.readFileSync(path.join(dataDir, file), "utf8"));
  });

  it("changes only the lines of the fields changed, in either language", () => {
    const before = fs.readFileSync(path.join(dataDir, "pages/contact.yaml"), "utf8").split("\n");
    const committed = load(before.join("\n")) as { en: { title: string }; es: { message: { heading: string } } };
    const after = save("pages/contact.yaml", ({ en, es }) => {
      en.title = "Contact ME vs. ME";
      es.message.heading = "Escríbanos un mensaje";
    }).split("\n");
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, index) => (line === before[index] ? [] : [[before[index], line]]));
    expect(changed).toEqual([
      [`  title: ${committed.en.title}`, "  title: Contact ME vs. ME"],
      [`    heading: ${committed.es.message.heading}`, "    heading: Escríbanos un mensaje"],
    ]);
  });

  it("writes one language alone (Decap's local backup of a draft) as a block of the file's type", () => {
    const format = registered();
    const read = format.fromFile(fs.readFileSync(path.join(dataDir, "pages/contact.yaml"), "utf8")) as Blocks;
    const text = format.toFile(read.es, fieldsOrder("data/pages/contact.yaml"));
    expect(text.split("\n")).toContain(`title: ${(read.es as { title: string }).title}`);
    expect(format.fromFile(text)).toEqual(read.es);
  });
});
