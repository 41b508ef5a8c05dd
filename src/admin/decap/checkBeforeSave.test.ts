/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { contentModel } from "../../content/contentModel";
import { siteRoutes } from "../../../plugins/content/siteRoutes";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import { checkBeforeSave, type SaveEventRegistry } from "./checkBeforeSave";
import type { ImmutableMap } from "./decap";
import { photoLibrary } from "./photoLibrary";

const root = path.resolve(__dirname, "../../..");
const dataDir = path.join(root, "data");
const routes = [...siteRoutes(root, dataDir)];
const words = readEditorWords(dataDir);
const model = contentModel(englishHints(dataDir));
const photos = photoLibrary(fs.readdirSync(path.join(dataDir, "photos")).map((name) => `data/photos/${name}`));

/** An entry as Decap hands it to preSave: English in `data`, Spanish under `i18n.es.data`, as Immutable Maps. */
function entry(repoPath: string, change: (blocks: { en: any; es: any }) => void = () => undefined): ImmutableMap {
  const blocks = load(fs.readFileSync(path.join(root, repoPath), "utf8")) as { en: any; es: any };
  change(blocks);
  const immutable = (value: unknown) => ({ toJS: () => JSON.parse(JSON.stringify(value)) });
  const fields: Record<string, unknown> = { path: repoPath, data: immutable(blocks.en) };
  return {
    get: (key: string) => fields[key],
    getIn: (keys: readonly string[]) => (keys.join(".") === "i18n.es.data" ? immutable(blocks.es) : undefined),
  } as unknown as ImmutableMap;
}

/** Saves an entry through the preSave handler the editor registers, in an interface language: what it refused, and where the form turned. */
async function save(change: ImmutableMap, ui: "en" | "es" = "en"): Promise<{ saved: boolean; lines: readonly string[]; locale: string | null; message?: string; suggestions: readonly string[] }> {
  let handler: ((event: { entry: ImmutableMap }) => unknown) | undefined;
  const cms: SaveEventRegistry = { registerEventListener: (listener) => (handler = listener.handler) };
  let refused: { lines: readonly string[]; locale: string | null } = { lines: [], locale: null };
  let suggestions: readonly string[] = [];
  checkBeforeSave(cms, { model, routes, words: words[ui]!, photos }, { refused: (lines, locale) => (refused = { lines, locale }), saved: (given) => (suggestions = given) });
  try {
    await handler!({ entry: change });
    return { saved: true, ...refused, suggestions };
  } catch (error) {
    return { saved: false, ...refused, message: String(error), suggestions };
  }
}

describe("the editor's check before saving (Decap's preSave)", () => {
  it("lets an entry the build accepts be saved as it is", async () => {
    expect((await save(entry("data/pages/contact.yaml", (blocks) => (blocks.es.heading = "Escríbanos")))).saved).toBe(true);
    expect((await save(entry("data/programs.yaml"))).saved).toBe(true);
  });

  it("saves a sentence past the plain-language limit, and suggests shortening it by the field's label and the sentence, in the editor's language", async () => {
    const long = "Our mentors meet with young people every single week in schools and community rooms across the whole of North County to talk about school, family, friends and their plans.";
    const saved = await save(entry("data/pages/contact.yaml", (blocks) => (blocks.en.intro = long)));
    expect(saved.saved).toBe(true);
    const intro = words.en!.fields.find((field) => field.field === "ContactPageYaml.intro")!.label;
    expect(saved.suggestions).toEqual([expect.stringMatching(new RegExp(`^${intro} \\(English\\) has a sentence of 29 words \\(aim for 25 or fewer\\): “Our mentors meet`))]);
    const spanish = await save(entry("data/pages/contact.yaml", (blocks) => (blocks.en.intro = long)), "es");
    const introEs = words.es!.fields.find((field) => field.field === "ContactPageYaml.intro")!.label;
    expect(spanish.suggestions).toEqual([expect.stringContaining(`${introEs} (inglés): tiene una oración de 29 palabras`)]);
    // The page as it is now asks for nothing.
    expect((await save(entry("data/pages/contact.yaml"))).suggestions).toEqual([]);
  });

  it("refuses a blank Spanish text in the editor's words, by the field's label and its language, and turns the form to Spanish", async () => {
    const result = await save(entry("data/pages/contact.yaml", (blocks) => (blocks.es.heading = " ")));
    expect(result.saved).toBe(false);
    expect(result.locale).toBe("es");
    const heading = words.en!.fields.find((field) => field.field === "ContactPageYaml.heading")!.label;
    // Saved as the page would show it: trimmed, so empty.
    expect(result.lines).toEqual([`${heading} (Spanish) is empty: fill it in.`]);
    // Decap shows the refusal's own words (its phrase is "%{details}"), not "Error: …".
    expect(result.message).toBe(words.en!.interface.problemsHeading);
    const spanish = await save(entry("data/pages/contact.yaml", (blocks) => (blocks.es.heading = " ")), "es");
    expect(spanish.lines[0]).toContain(words.es!.fields.find((field) => field.field === "ContactPageYaml.heading")!.label);
    expect(spanish.lines[0]).toContain("(español)");
  });

  it("names a list's item by its number from 1 and its own words, never a YAML path", async () => {
    const ids = await save(
      entry("data/programs.yaml", (blocks) => {
        blocks.en.programs[1].id = blocks.en.programs[0].id;
      }),
    );
    const second = load(fs.readFileSync(path.join(dataDir, "programs.yaml"), "utf8")) as { en: { programs: { title: string }[] } };
    expect(ids.lines[0]).toMatch(new RegExp(`^Program 2, “${second.en.programs[1].title.slice(0, 20)}`));
    expect(ids.lines.join("\n")).not.toMatch(/\[\d\]|programs\.|en\./);
    const fewer = await save(entry("data/programs.yaml", (blocks) => blocks.es.programs.pop()));
    expect(fewer.lines[0]).toMatch(/Spanish has \d+, English \d+/);
  });

  it("refuses a link to a page the site does not have, and a photo not in the library", async () => {
    const link = await save(entry("data/nav.yaml", (blocks) => (blocks.en.cta.to = "/volunteers")));
    expect(link.lines[0]).toMatch(/leads to no page of this site \(\/volunteers\)/);
    const photo = await save(entry("data/pages/home.yaml", (blocks) => (blocks.en.hero.photo.file = "../photos/gone.jpg")));
    expect(photo.lines[0]).toMatch(/the photo gone\.jpg is not in the photo library/);
  });
});
