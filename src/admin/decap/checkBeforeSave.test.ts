/** @jest-environment node */
import fs from "fs";
import path from "path";
import { CORE_SCHEMA, load } from "js-yaml";
import { contentModel } from "../../content/contentModel";
import { siteRoutes } from "../../content/siteRoutes";
import { readContentTexts } from "../../../plugins/content/contentTree";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import { checkBeforeSave, type RefusedLine, type SaveEventRegistry } from "./checkBeforeSave";
import type { ImmutableMap } from "./decap";
import { photoLibrary } from "./photoLibrary";
import { scratchFolders } from "../../../tests/support/scratchFolders";
import { fixtureContentFolder } from "../../../tests/support/fixtureContent";

// The unit tests' fixed copy of the content, as a repository holds it (<folder>/data/…), whose words these tests say.
const repository = scratchFolders()("check-before-save-");
const dataDir = fixtureContentFolder(path.join(repository, "data"));
const routes = [...siteRoutes(readContentTexts(dataDir))];
const words = readEditorWords(dataDir);
const model = contentModel(englishHints(dataDir));
const photos = photoLibrary(fs.readdirSync(path.join(dataDir, "photos")).map((name) => `data/photos/${name}`));

type Data = Record<string, any>;

/** A stand-in for Decap's Immutable Map of an entry's data: what preSave reads (toJS), sets (a stamp) and deletes (a stale mark). */
const immutable = (value: Data): { toJS(): Data; set(key: string, inner: unknown): unknown; delete(key: string): unknown } => ({
  toJS: () => structuredClone(value),
  set: (key: string, inner: unknown) => immutable({ ...value, [key]: inner }),
  delete: (key: string) => immutable(Object.fromEntries(Object.entries(value).filter(([name]) => name !== key))),
});

/** The file as the editor's format reads it (src/content/canonicalYaml.ts decapYamlFormat): a date stays a string. */
const read = (repoPath: string): Data => load(fs.readFileSync(path.join(repository, repoPath), "utf8"), { schema: CORE_SCHEMA }) as Data;

/** An entry as Decap hands it to preSave: its `data` is the whole file, every language in it (src/content/translations.ts). */
function entry(repoPath: string, change: (data: Data) => void = () => undefined): ImmutableMap {
  const data = read(repoPath);
  change(data);
  const fields: Record<string, unknown> = { path: repoPath, data: immutable(data) };
  return { get: (key: string) => fields[key] } as unknown as ImmutableMap;
}

interface Saved {
  saved: boolean;
  lines: readonly RefusedLine[];
  message?: string;
  suggestions: readonly string[];
  stamped: readonly string[];
  /** What preSave gave Decap to save instead of the entry's data (a stamp set), as plain data. */
  data?: Data;
}

/** Saves an entry through the preSave handler the editor registers, in an interface language: what it refused (and where), suggested and set. */
async function save(change: ImmutableMap, ui: "en" | "es" = "en", today = "2027-01-04"): Promise<Saved> {
  const handlers: Record<string, (event: { entry: ImmutableMap }) => unknown> = {};
  const cms: SaveEventRegistry = { registerEventListener: (listener) => (handlers[listener.name] = listener.handler) };
  let lines: readonly RefusedLine[] = [];
  let suggestions: readonly string[] = [];
  let stamped: readonly string[] = [];
  const savedFile = async (repoPath: string) => fs.readFileSync(path.join(repository, repoPath), "utf8");
  checkBeforeSave(
    cms,
    { model, routes, words: words[ui]!, photos, savedFile, locale: ui, today: () => today },
    { refused: (given) => (lines = given), saved: (given, stamps) => ((suggestions = given), (stamped = stamps)) },
  );
  try {
    const result = (await handlers.preSave({ entry: change })) as { toJS(): Data } | undefined;
    // Written: what the editor says after a save.
    await handlers.postSave({ entry: change });
    return { saved: true, lines, suggestions, stamped, ...(result ? { data: result.toJS() } : {}) };
  } catch (error) {
    return { saved: false, lines, message: String(error), suggestions, stamped };
  }
}

const label = (ui: "en" | "es", field: string): string => words[ui]!.fields.find((entry) => entry.field === field)!.label;

describe("the editor's check before saving (Decap's preSave)", () => {
  it("lets an entry the build accepts be saved as it is", async () => {
    const contact = await save(entry("data/pages/contact.yaml", (data) => (data.heading.es = "Escríbanos")));
    expect(contact).toMatchObject({ saved: true, lines: [], stamped: [] });
    expect(contact.data).toBeUndefined();
    expect((await save(entry("data/programs.yaml"))).saved).toBe(true);
  });

  it("saves a sentence past the plain-language limit, and suggests shortening it by the field's label and the sentence, in the editor's language", async () => {
    const long = "Our mentors meet with young people every single week in schools and community rooms across the whole of North County to talk about school, family, friends and their plans.";
    const saved = await save(entry("data/pages/contact.yaml", (data) => (data.intro.en = long)));
    expect(saved.saved).toBe(true);
    const intro = label("en", "ContactPageYaml.intro");
    expect(saved.suggestions).toEqual([expect.stringMatching(new RegExp(`^${intro} \\(English\\) has a sentence of 29 words \\(aim for 25 or fewer\\): “Our mentors meet`))]);
    const spanish = await save(entry("data/pages/contact.yaml", (data) => (data.intro.en = long)), "es");
    expect(spanish.suggestions).toEqual([expect.stringContaining(`${label("es", "ContactPageYaml.intro")} (inglés): tiene una oración de 29 palabras`)]);
    // The page as it is now asks for nothing.
    expect((await save(entry("data/pages/contact.yaml"))).suggestions).toEqual([]);
  });

  it("refuses a blank Spanish text in the editor's words, by the field's label and its language, and says where its words are to go to them", async () => {
    const result = await save(entry("data/pages/contact.yaml", (data) => (data.heading.es = " ")));
    expect(result.saved).toBe(false);
    // Saved as the page would show it: trimmed, so empty.
    expect(result.lines).toEqual([{ text: `${label("en", "ContactPageYaml.heading")} (Spanish) is empty: fill it in.`, path: ["heading", "es"], locale: "es" }]);
    // Decap shows the refusal's own words (its phrase is "%{details}"), not "Error: …".
    expect(result.message).toBe(words.en!.interface.problemsHeading);
    const spanish = await save(entry("data/pages/contact.yaml", (data) => (data.heading.es = " ")), "es");
    expect(spanish.lines[0].text).toContain(label("es", "ContactPageYaml.heading"));
    expect(spanish.lines[0].text).toContain("(español)");
  });

  it("names a list's item by its number from 1 and its own words in the editor's language, never a YAML path", async () => {
    const file = read("data/programs.yaml");
    const ids = await save(entry("data/programs.yaml", (data) => (data.programs[1].id = data.programs[0].id)));
    expect(ids.lines).toHaveLength(1);
    expect(ids.lines[0]).toMatchObject({ path: ["programs", 1, "id"] });
    expect(ids.lines[0]).not.toHaveProperty("locale");
    expect(ids.lines[0].text).toMatch(new RegExp(`^Program 2, “${file.programs[1].title.en.slice(0, 20)}`));
    expect(ids.lines[0].text).not.toMatch(/\[\d\]|programs\.|\ben\b|\bes\b/);
    const spanish = await save(entry("data/programs.yaml", (data) => (data.programs[1].id = data.programs[0].id)), "es");
    expect(spanish.lines[0].text).toContain(`, “${file.programs[1].title.es.slice(0, 20)}`);
  });

  it("names an item added with its English words only as waiting for its Spanish, where it is", async () => {
    const file = read("data/programs.yaml");
    const added = file.programs[0].features.length;
    const result = await save(entry("data/programs.yaml", (data) => data.programs[0].features.push({ en: "Monthly family dinners" })));
    expect(result.saved).toBe(false);
    expect(result.lines).toEqual([{ text: expect.stringMatching(new RegExp(`^Program 1, “${file.programs[0].title.es.slice(0, 20)}.* ${added + 1} \\(Spanish\\) is empty: fill it in\\.$`)), path: ["programs", 0, "features", added, "es"], locale: "es" }]);
  });

  it("refuses a link to a page the site does not have, and a photo not in the library", async () => {
    const link = await save(entry("data/nav.yaml", (data) => (data.cta.to = "/volunteers")));
    expect(link.lines[0].text).toMatch(/leads to no page of this site \(\/volunteers\)/);
    const photo = await save(entry("data/pages/home.yaml", (data) => (data.hero.photo.file = "../photos/gone.jpg")));
    expect(photo.lines[0].text).toMatch(/the photo gone\.jpg is not in the photo library/);
  });

  it("sets a legal page's “Last updated” to today when its text changed, and says so; leaves it when nothing but the date changed", async () => {
    const privacy = "data/legal/privacy.yaml";
    const committed = read(privacy);
    // The day the test saves on is not the one the file was last changed on.
    expect(committed.updated).not.toBe("2027-01-04");
    const edited = await save(entry(privacy, (data) => (data.intro.es = `${data.intro.es} Gracias.`)));
    expect(edited.saved).toBe(true);
    expect(edited.data).toMatchObject({ updated: "2027-01-04", intro: { es: `${committed.intro.es} Gracias.` } });
    expect(edited.stamped).toEqual([`${label("en", "LegalPageYaml.updated")} is now January 4, 2027, since the text changed.`]);
    const spanish = await save(entry(privacy, (data) => (data.intro.es = `${data.intro.es} Gracias.`)), "es");
    expect(spanish.stamped).toEqual([`${label("es", "LegalPageYaml.updated")} ahora es 4 de enero de 2027, porque el texto cambió.`]);

    const untouched = await save(entry(privacy));
    expect(untouched).toMatchObject({ saved: true, stamped: [] });
    expect(untouched.data).toBeUndefined();
    const redated = await save(entry(privacy, (data) => (data.updated = "2026-01-02")));
    expect(redated.stamped).toEqual([]);
    expect(redated.data).toBeUndefined();
    // Already today's: nothing to set.
    expect((await save(entry(privacy, (data) => (data.intro.es = `${data.intro.es} Gracias.`)), "en", String(committed.updated))).stamped).toEqual([]);
  });

  it("no longer marks the photo for shared links a sample once another photo is saved there; keeps the mark while it is the same", async () => {
    const site = "data/site.yaml";
    expect(read(site).shareImagePlaceholder).toBe(true);
    const replaced = await save(entry(site, (data) => (data.shareImage = "photos/about-our-story.jpg")));
    expect(replaced.saved).toBe(true);
    expect(replaced.data).toMatchObject({ shareImage: "photos/about-our-story.jpg" });
    expect(replaced.data).not.toHaveProperty("shareImagePlaceholder");
    const kept = await save(entry(site, (data) => (data.shareImageAlt.en = `${data.shareImageAlt.en} `)));
    expect(kept.data).toBeUndefined();
  });

  it("refuses a fact written by hand where a sentence speaks of it, saying which to name and where it is held, in the editor's language; only suggests where it may be the fact", async () => {
    const typed = await save(
      entry("data/pages/about.yaml", (data) => (data.vision.text = { en: "Our 12-week curriculum grows leaders.", es: "Nuestro plan de estudios de 12 semanas forma líderes." })),
      "es",
    );
    expect(typed.saved).toBe(false);
    const curriculum = words.es!.fields.find((entry) => entry.field === "CurriculumYaml.sessions")!.label;
    expect(typed.lines.map((line) => [line.text, line.path.join("."), line.locale])).toEqual([
      [expect.stringMatching(new RegExp(`^${label("es", "AboutPageYaml.vision")} › ${label("es", "HeadedText.text")} .*dice “12-week”, pero .*${curriculum}.* dice 11\\. Escriba \\{curriculumWeeks\\} en lugar del número`)), "vision.text.en", "en"],
      [expect.stringMatching(/dice “12 semanas”, pero .* dice 11\. Escriba \{curriculumWeeks\} en lugar del número/), "vision.text.es", "es"],
    ]);
    const maybe = await save(entry("data/pages/about.yaml", (data) => (data.vision.text = { en: "Small wins add up over 11 weeks.", es: "Los logros se suman en 11 semanas." })));
    expect(maybe.saved).toBe(true);
    expect(maybe.suggestions).toEqual([expect.stringContaining("writes “11 weeks” by hand"), expect.stringContaining("writes “11 semanas” by hand")]);
  });
});
