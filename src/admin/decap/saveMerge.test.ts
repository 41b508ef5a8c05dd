/** @jest-environment node */
import path from "path";
import { contentModel } from "../../content/contentModel";
import { englishHints } from "../../../plugins/content/editorWordsFile";
import { canonicalData, matchItems, mergeSave, valueKey, type Choice, type MergeInput } from "./saveMerge";

const model = contentModel(englishHints(path.resolve(__dirname, "../../../data")));

type Data = Record<string, any>;
const text = (en: string, es: string): Record<string, unknown> => ({ en, es });
const session = (en: string, es: string) => ({ title: text(en, es), description: text(`${en}: what it is.`, `${es}: qué es.`) });

/** A curriculum as a file holds it (no identity for its items: a session is its place). */
const curriculum = {
  sessions: [session("Respect", "Respeto"), session("Etiquette", "Etiqueta"), session("Hygiene", "Higiene"), session("Self-Control", "Autocontrol"), session("Peer Pressure", "Presión de grupo")],
};
const site = { name: "ME vs. ME", shortName: "ME", email: "info@example.org", phoneNote: text("No phone yet.", "Aún no hay teléfono."), replyHours: 24 };
const program = (id: string, title: string) => ({ id, title: text(title, `${title} (es)`), features: [text(`${title} one`, `${title} uno`), text(`${title} two`, `${title} dos`)] });
const programs = { programs: [program("mentorship", "Mentorship"), program("storytelling", "Storytelling"), program("intervention", "Intervention")] };

const copy = <T>(value: T): T & Data => structuredClone(value) as T & Data;
const merge = (input: Omit<MergeInput, "model">) => {
  const result = mergeSave({ ...input, model });
  return { ...result, data: result.data as Data };
};

describe("a save written over a newer file (three versions, field by field)", () => {
  it("keeps a field saved elsewhere beside the field this form changed, and says which it kept", () => {
    const theirs = { ...copy(site), phone: "(760) 555-0142" };
    const mine = { ...copy(site), email: "hello@mevsme.org" };
    const result = merge({ base: site, mine, theirs, typeName: "SiteYaml" });
    expect(result.data).toMatchObject({ email: "hello@mevsme.org", phone: "(760) 555-0142" });
    expect(result.conflicts).toEqual([]);
    expect(result.kept).toEqual([{ kind: "value", path: ["phone"], in: "merged" }]);
  });

  it("refuses the same field changed on both sides, with both values, until a choice is made for those very values", () => {
    const theirs = { ...copy(site), email: "them@mevsme.org" };
    const mine = { ...copy(site), email: "me@mevsme.org" };
    const refused = merge({ base: site, mine, theirs, typeName: "SiteYaml" });
    expect(refused.conflicts).toEqual([{ id: 'value:["email"]', kind: "value", path: ["email"], in: "mine", mine: "me@mevsme.org", theirs: "them@mevsme.org" }]);
    const choose = (keep: Choice["keep"], theirsShown = "them@mevsme.org"): Map<string, Choice> => new Map([[refused.conflicts[0].id, { keep, mine: valueKey("me@mevsme.org"), theirs: valueKey(theirsShown) }]]);
    const kept = merge({ base: site, mine, theirs, typeName: "SiteYaml", choices: choose("theirs") });
    expect(kept.data.email).toBe("them@mevsme.org");
    expect(kept.conflicts).toEqual([expect.objectContaining({ chosen: "theirs" })]);
    expect(merge({ base: site, mine, theirs, typeName: "SiteYaml", choices: choose("mine") }).data.email).toBe("me@mevsme.org");
    // A choice made for other values (the other version changed again since) is asked again.
    expect(merge({ base: site, mine, theirs, typeName: "SiteYaml", choices: choose("theirs", "older@mevsme.org") }).conflicts).toEqual([expect.not.objectContaining({ chosen: expect.anything() })]);
  });

  it("keeps an English edit made elsewhere and a Spanish edit made here of one text: a text's languages are separate values", () => {
    const theirs = copy(curriculum);
    theirs.sessions[3].title.en = "Self-Control and Managing Impulses";
    const mine = copy(curriculum);
    mine.sessions[3].title.es = "Autocontrol y manejo de los impulsos";
    const result = merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml" });
    expect(result.data.sessions[3].title).toEqual({ en: "Self-Control and Managing Impulses", es: "Autocontrol y manejo de los impulsos" });
    expect(result.kept).toEqual([{ kind: "value", path: ["sessions", 3, "title", "en"], in: "merged" }]);
  });

  it("takes a list's order from the side that reordered it, and an edit from the other, items matched by what they still share", () => {
    const theirs = copy(curriculum);
    theirs.sessions = [theirs.sessions[0], theirs.sessions[1], theirs.sessions[2], theirs.sessions[4], theirs.sessions[3]];
    const mine = copy(curriculum);
    mine.sessions[3].title = text("Self-Control and Managing Impulses", "Autocontrol y manejo de los impulsos");
    mine.sessions[0].description.en = "Respect for everyone.";
    const result = merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml" });
    expect(result.conflicts).toEqual([]);
    expect(result.data.sessions.map((item: Data) => item.title.en)).toEqual(["Respect", "Etiquette", "Hygiene", "Peer Pressure", "Self-Control and Managing Impulses"]);
    expect(result.data.sessions[0].description.en).toBe("Respect for everyone.");
    expect(result.kept).toEqual([{ kind: "moved", path: ["sessions"], in: "merged" }]);
  });

  it("adds the items added on either side, each after the item it followed there, and an item added on both sides once", () => {
    const theirs = copy(curriculum);
    theirs.sessions.splice(2, 0, session("Goals", "Metas"));
    theirs.sessions.push(session("Money", "Dinero"));
    const mine = copy(curriculum);
    mine.sessions.splice(1, 0, session("Time", "Tiempo"));
    mine.sessions.push(session("Money", "Dinero"));
    const result = merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml" });
    expect(result.data.sessions.map((item: Data) => item.title.en)).toEqual(["Respect", "Time", "Etiquette", "Goals", "Hygiene", "Self-Control", "Peer Pressure", "Money"]);
    expect(result.kept).toEqual([{ kind: "added", path: ["sessions", 3], in: "merged" }]);
  });

  it("deletes an item deleted elsewhere and left as it was here, and says so by the item as the form opened", () => {
    const theirs = copy(curriculum);
    theirs.sessions.splice(1, 1);
    const mine = copy(curriculum);
    mine.sessions[2].title.en = "Appearance and Hygiene";
    const result = merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml" });
    expect(result.data.sessions.map((item: Data) => item.title.en)).toEqual(["Respect", "Appearance and Hygiene", "Self-Control", "Peer Pressure"]);
    expect(result.kept).toEqual([{ kind: "deleted", path: ["sessions", 1], in: "base" }]);
  });

  it("refuses an item deleted on one side and changed on the other; kept or deleted as chosen", () => {
    const theirs = copy(curriculum);
    theirs.sessions[1].title.en = "Etiquette and Behavior";
    const mine = copy(curriculum);
    mine.sessions.splice(1, 1);
    const refused = merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml" });
    expect(refused.conflicts).toEqual([expect.objectContaining({ kind: "deletedHere", path: ["sessions", 1], in: "theirs", mine: undefined, theirs: theirs.sessions[1] })]);
    const choice = (keep: Choice["keep"]) => new Map([[refused.conflicts[0].id, { keep, mine: valueKey(undefined), theirs: valueKey(theirs.sessions[1]) }]]);
    expect(merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml", choices: choice("theirs") }).data.sessions.map((item: Data) => item.title.en)).toEqual([
      "Respect",
      "Etiquette and Behavior",
      "Hygiene",
      "Self-Control",
      "Peer Pressure",
    ]);
    expect(merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml", choices: choice("mine") }).data.sessions).toHaveLength(4);
    // The other way round: changed here, deleted elsewhere.
    const changed = copy(curriculum);
    changed.sessions[1].title.en = "Etiquette and Behavior";
    const deleted = copy(curriculum);
    deleted.sessions.splice(1, 1);
    expect(merge({ base: curriculum, mine: changed, theirs: deleted, typeName: "CurriculumYaml" }).conflicts).toEqual([expect.objectContaining({ kind: "deletedThere", path: ["sessions", 1], in: "mine" })]);
  });

  it("refuses a list reordered differently on both sides, with both orders", () => {
    const theirs = copy(curriculum);
    theirs.sessions.reverse();
    const mine = copy(curriculum);
    mine.sessions.push(mine.sessions.shift()!);
    const refused = merge({ base: curriculum, mine, theirs, typeName: "CurriculumYaml" });
    expect(refused.conflicts).toEqual([expect.objectContaining({ kind: "order", path: ["sessions"] })]);
    expect((refused.conflicts[0].theirs as Data[]).map((item) => item.title.en)).toEqual(["Peer Pressure", "Self-Control", "Hygiene", "Etiquette", "Respect"]);
  });

  it("matches items by their identity where the model gives one: a program edited here, another added and one renamed elsewhere", () => {
    const theirs = copy(programs);
    theirs.programs[1].title = text("Authentic Storytelling", "Historias auténticas");
    theirs.programs.push(program("circles", "Circles"));
    const mine = copy(programs);
    // Every word of the item changed here, and still the same program.
    mine.programs[1].features = [text("Writing", "Escribir")];
    const result = merge({ base: programs, mine, theirs, typeName: "ProgramsYaml" });
    expect(result.conflicts).toEqual([]);
    expect(result.data.programs.map((item: Data) => item.id)).toEqual(["mentorship", "storytelling", "intervention", "circles"]);
    expect(result.data.programs[1]).toMatchObject({ title: text("Authentic Storytelling", "Historias auténticas"), features: [text("Writing", "Escribir")] });
  });

  it("writes this form's data as it is when nothing changed elsewhere, and marks of what to review are never asked about", () => {
    const mine = copy(curriculum);
    mine.sessions[0].title = { en: "Respect for All", es: "Respeto", outdated: { es: "Respect" } };
    expect(merge({ base: curriculum, mine, theirs: curriculum, typeName: "CurriculumYaml" })).toEqual({ data: mine, kept: [], conflicts: [] });
    const theirs = copy(curriculum);
    theirs.sessions[0].title = { en: "Respect for Everyone", es: "Respeto", outdated: { es: "Respect" } };
    const both = copy(curriculum);
    both.sessions[0].title = { en: "Respect", es: "Respeto a todos", outdated: { en: "Respeto" } };
    const result = merge({ base: curriculum, mine: both, theirs, typeName: "CurriculumYaml" });
    expect(result.conflicts).toEqual([]);
    expect(result.data.sessions[0].title).toEqual({ en: "Respect for Everyone", es: "Respeto a todos", outdated: { es: "Respect", en: "Respeto" } });
  });
});

describe("items matched across versions", () => {
  it("finds each item unchanged, then by the values it still shares, nearest first; an item sharing nothing is new", () => {
    const base = curriculum.sessions;
    const side = [base[0], { ...base[2], title: text("Appearance", "Higiene") }, session("Goals", "Metas"), base[1]];
    expect(matchItems(side, base)).toEqual([0, 2, undefined, 1]);
  });
});

describe("a file's data as it is written", () => {
  it("drops empty values and trims texts, as the canonical writer does, so that they compare as saved", () => {
    expect(canonicalData({ ...site, phone: "", phoneNote: text(" No phone yet. ", "Aún no hay teléfono.") }, "SiteYaml", model)).toEqual(site);
  });
});
