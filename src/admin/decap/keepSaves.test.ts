/** @jest-environment node */
import path from "path";
import { fromJS } from "immutable";
import { contentModel } from "../../content/contentModel";
import { formatContent } from "../../content/canonicalYaml";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import { fillTemplate } from "../../lib/template";
import type { ImmutableMap } from "./decap";
import type { CurrentVersion } from "./fileVersions";
import { keepSaves, timeWords, type ConflictLine, type KeepSavesRegistry } from "./keepSaves";

const dataDir = path.resolve(__dirname, "../../../data");
const model = contentModel(englishHints(dataDir));
const words = readEditorWords(dataDir);
const locales = ["en", "es"];
type Ui = "en" | "es";
type Data = Record<string, any>;

const text = (en: string, es: string) => ({ en, es });
const site = { name: "ME vs. ME", shortName: "ME", email: "info@example.org", phoneNote: text("No phone yet.", "Aún no hay teléfono."), replyHours: 24 };
const curriculum = { sessions: [{ title: text("Respect", "Respeto"), description: text("Respect for all.", "Respeto para todos.") }, { title: text("Self-Control", "Autocontrol"), description: text("Impulses.", "Impulsos.") }] };
const label = (ui: Ui, field: string) => words[ui]!.fields.find((entry) => entry.field === field)!.label;
const file = (data: Data, typeName: string) => formatContent(data, typeName, model);

const opened = new Date(2027, 0, 4, 10, 31);
const now = new Date(2027, 0, 4, 10, 45);

/** The editor's save as Decap makes it: preSave's handlers, the write, postSave's; what the person sees told. */
function editor(ui: Ui, repoPath: string, typeName: string, openedData: Data) {
  const handlers: Record<string, (event: { entry: ImmutableMap }) => unknown> = {};
  const cms: KeepSavesRegistry = { registerEventListener: ({ name, handler }) => (handlers[name] = handler) };
  let current: CurrentVersion = { text: file(openedData, typeName), draft: false };
  let openedText = current.text!;
  /** The form's fields as they are when saved. */
  let form: Data = openedData;
  const told = { conflicts: [] as { intro: string; lines: readonly ConflictLine[] }[], kept: [] as { intro: string; lines: readonly string[] }[], shown: new Map<string, unknown>() };
  keepSaves(
    cms,
    {
      model,
      locales,
      words: words[ui]!,
      locale: ui,
      versions: { opened: (at) => (at === repoPath ? { text: openedText, at: opened } : undefined), current: async () => current, expect: () => undefined },
    },
    { conflicts: (intro, lines) => told.conflicts.push({ intro, lines }), kept: (intro, lines) => told.kept.push({ intro, lines }), show: (field, value) => told.shown.set(field, value), form: () => form },
    () => now,
  );
  return {
    told,
    /** The file as saved elsewhere since the form opened. */
    savedElsewhere(data: Data, savedAt?: Date) {
      current = { text: file(data, typeName), draft: savedAt !== undefined, ...(savedAt ? { savedAt } : {}) };
    },
    /** Saves the form's data: what was written, or the refusal. */
    async save(typed: Data): Promise<{ written?: Data; refused?: string }> {
      form = typed;
      const entry = fromJS({ path: repoPath, collection: "c", slug: "s", data: typed }) as unknown as ImmutableMap & { set(key: string, value: unknown): ImmutableMap };
      try {
        const result = await handlers.preSave({ entry });
        const saved = result === undefined ? entry : entry.set("data", result);
        const written = (saved.get("data") as { toJS(): Data }).toJS();
        await handlers.postSave({ entry: saved });
        current = { text: file(written, typeName), draft: false };
        openedText = current.text!;
        return { written };
      } catch (error) {
        return { refused: String(error) };
      }
    },
  };
}

describe.each(["en", "es"] as const)("a save in the editor's %s", (ui) => {
  const say = words[ui]!.interface;

  it("keeps the field saved elsewhere and writes this form's field on top; says what it kept, when, and shows it in the form", async () => {
    const tab = editor(ui, "data/site.yaml", "SiteYaml", site);
    tab.savedElsewhere({ ...site, phone: "(760) 555-0142" });
    const { written } = await tab.save({ ...site, email: "hello@mevsme.org" });
    expect(written).toMatchObject({ email: "hello@mevsme.org", phone: "(760) 555-0142" });
    expect(tab.told.kept).toEqual([
      { intro: fillTemplate(say.keptIntroSince, { when: timeWords(opened, now, words[ui]!, ui) }), lines: [fillTemplate(say.keptValue, { place: label(ui, "SiteYaml.phone") })] },
    ]);
    expect(tab.told.shown).toEqual(new Map([["phone", "(760) 555-0142"]]));
  });

  it("says the time the backend gives for the other save", async () => {
    const tab = editor(ui, "data/site.yaml", "SiteYaml", site);
    const savedAt = new Date(2027, 0, 4, 10, 42);
    tab.savedElsewhere({ ...site, phone: "(760) 555-0142" }, savedAt);
    await tab.save({ ...site, email: "hello@mevsme.org" });
    expect(tab.told.kept[0].intro).toBe(fillTemplate(say.keptIntroAt, { when: timeWords(savedAt, now, words[ui]!, ui) }));
    expect(tab.told.kept[0].intro).toContain("10:42");
  });

  it("refuses the same field changed here and elsewhere, with both values in view, and writes the version chosen", async () => {
    const tab = editor(ui, "data/site.yaml", "SiteYaml", site);
    tab.savedElsewhere({ ...site, email: "them@mevsme.org" });
    const refused = await tab.save({ ...site, email: "me@mevsme.org" });
    expect(refused).toEqual({ refused: say.conflictHeading });
    const [line] = tab.told.conflicts[0].lines;
    expect(line.text).toBe(fillTemplate(say.conflictValue, { place: label(ui, "SiteYaml.email"), mine: "me@mevsme.org", theirs: "them@mevsme.org" }));
    expect(line.path).toEqual(["email"]);
    line.choose("theirs");
    const { written } = await tab.save({ ...site, email: "me@mevsme.org" });
    expect(written!.email).toBe("them@mevsme.org");
    expect(tab.told.shown.get("email")).toBe("them@mevsme.org");
  });

  it("names a text's language in a conflict, and keeps the choice shown when asked again", async () => {
    const tab = editor(ui, "data/curriculum.yaml", "CurriculumYaml", curriculum);
    const elsewhere = structuredClone(curriculum);
    elsewhere.sessions[1].title.en = "Self-Control and Managing Impulses";
    elsewhere.sessions[0].title.en = "Respect and Diversity";
    tab.savedElsewhere(elsewhere);
    const form = structuredClone(curriculum);
    form.sessions[1].title = text("Self-Control and Impulses", "Autocontrol y los impulsos");
    form.sessions[0].title.en = "Respect for Everyone";
    await tab.save(form);
    const lines = tab.told.conflicts[0].lines;
    expect(lines.map((line) => line.text.split(":")[0])).toEqual([expect.stringContaining(words[ui]!.messages.languageNames.en), expect.stringContaining(words[ui]!.messages.languageNames.en)]);
    lines[0].choose("mine");
    await tab.save(form);
    expect(tab.told.conflicts[1].lines.map((line) => line.chosen)).toEqual(["mine", undefined]);
    tab.told.conflicts[1].lines[1].choose("theirs");
    const { written } = await tab.save(form);
    expect(written!.sessions.map((session: Data) => session.title)).toEqual([
      // The English changed here, the Spanish not: to review, for the English as the form opened.
      { en: "Respect for Everyone", es: "Respeto", outdated: { es: "Respect" } },
      // The Spanish written here in the same sitting as the English: nothing to review.
      { en: "Self-Control and Managing Impulses", es: "Autocontrol y los impulsos" },
    ]);
  });

  it("marks to review once per save, against the text as the form opened: an English edit marks its Spanish with the English before", async () => {
    const tab = editor(ui, "data/curriculum.yaml", "CurriculumYaml", curriculum);
    const form = structuredClone(curriculum) as Data;
    form.sessions[1].title.en = "Self-Control and Managing Impulses";
    const { written } = await tab.save(form);
    expect(written!.sessions[1].title).toEqual({ en: "Self-Control and Managing Impulses", es: "Autocontrol", outdated: { es: "Self-Control" } });
    // The form shows the mark at once; a second English edit in the same sitting keeps the English first written for.
    expect(tab.told.shown.has("sessions")).toBe(true);
    form.sessions[1].title = written!.sessions[1].title;
    form.sessions[1].title.en = "Self-Control";
    const again = await tab.save(form);
    expect(again.written!.sessions[1].title).toEqual({ en: "Self-Control", es: "Autocontrol" });
  });

  it("marks nothing for a new item written in Spanish and then in English, nor for a text written in both languages", async () => {
    const tab = editor(ui, "data/curriculum.yaml", "CurriculumYaml", curriculum);
    const form = structuredClone(curriculum) as Data;
    form.sessions.push({ title: text("MRM", "Metas"), description: text("Goals.", "Metas.") });
    form.sessions[0].title = text("Respect for All", "Respeto para todos");
    const { written } = await tab.save(form);
    expect(JSON.stringify(written)).not.toContain("outdated");
  });
});

describe("when the other save was made, in the editor's words", () => {
  it("says the hour as each language does: “a la 1:05 p. m.”, “a las 10:42 a. m.”, the day when it is not today", () => {
    const today = new Date(2027, 0, 4, 15, 0);
    // The spaces Intl puts around the hour (no-break, narrow no-break) are a browser's to choose.
    const said = (at: Date, ui: Ui) => timeWords(at, today, words[ui]!, ui).replace(/\s/g, " ");
    expect(said(new Date(2027, 0, 4, 13, 5), "es")).toBe("a la 1:05 p. m.");
    expect(said(new Date(2027, 0, 4, 10, 42), "es")).toBe("a las 10:42 a. m.");
    expect(said(new Date(2027, 0, 4, 10, 0), "es")).toBe("a las 10 a. m.");
    expect(said(new Date(2027, 0, 4, 10, 42), "en")).toBe("at 10:42 AM");
    expect(said(new Date(2027, 0, 2, 10, 42), "en")).toBe("on January 2, 2027 at 10:42 AM");
    expect(said(new Date(2027, 0, 2, 10, 42), "es")).toBe("el 2 de enero de 2027 a las 10:42 a. m.");
  });
});
