/**
 * @jest-environment node
 *
 * A choice's words once (issue #53 part 3): a value of a list of choices (Weekday.friday) has its
 * words for the editor's list and for visitors in one entry per language of data/editor.yaml. The
 * editor's list and the page read that entry; the content check names an entry missing or a
 * language missing in it; and no other file of data/ can hold a choice's words.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { isEnumType, isObjectType } from "graphql";
import { choiceWords, type ChoiceEntry } from "./choiceWords";
import { sessionsSentence, type Sessions } from "./programSessions";
import { locales, type Locale } from "./locales";
import { contentSchema } from "../content/contentSchema";
import { cmsConfigYaml } from "../../plugins/editor/cmsConfigYaml";
import { readEditorWords } from "../../plugins/content/editorWordsFile";
import { readContentTexts } from "../../plugins/content/contentTree";
import { checkContentFiles } from "../content/contentCheck";
import { describeProblem } from "../content/problems";
import { scratchFolders } from "../../tests/support/scratchFolders";

const dataDir = path.resolve(__dirname, "../../data");
const words = readEditorWords(dataDir);
const entries = (locale: Locale) => words[locale]!.fields as readonly ChoiceEntry[];
const entry = (locale: Locale, key: string) => entries(locale).find((candidate) => candidate.field === key)!;

/** Every list of choices of the content model, with its values. */
const choices = Object.values(contentSchema().getTypeMap())
  .filter(isEnumType)
  .filter((type) => !type.name.startsWith("__"))
  .map((type) => ({ name: type.name, values: type.getValues().map((value) => value.name) }));

describe("choiceWords", () => {
  const read = choiceWords([
    { field: "Weekday.friday", label: "Viernes", shown: "viernes" },
    { field: "Weekday.saturday", label: "Sábado", shown: null },
  ]);

  it("gives what a visitor reads: the words a sentence needs, else the label the editor's list shows", () => {
    expect(read("Weekday", "friday")).toBe("viernes");
    expect(read("Weekday", "saturday")).toBe("Sábado");
  });

  it("names a choice that has no words", () => {
    expect(() => read("Weekday", "sunday")).toThrow("data/editor.yaml has no words for the choice Weekday.sunday");
  });
});

describe("a choice's words, in data/editor.yaml only", () => {
  /** The options of a choice field in the editor's configuration, in the interface's language. */
  const editorOptions = (locale: Locale, field: "weekday" | "weeks"): { value: string; label: string }[] => {
    type Field = { name: string; fields?: Field[]; content_rules?: { choices?: { value: string; label: string }[] } };
    const config = yaml.load(cmsConfigYaml(dataDir, locale)) as { collections: { files: { file: string; fields: Field[] }[] }[] };
    const site = config.collections.flatMap((collection) => collection.files).find((file) => file.file === "data/site.yaml")!;
    const sessions = site.fields.find((candidate) => candidate.name === "programSessions")!;
    return sessions.fields!.find((candidate) => candidate.name === field)!.content_rules!.choices!;
  };

  /** The sessions' sentence with one week and one day, its words as given. */
  const sentence = (locale: Locale, week: string, weekday: string): string => {
    const sessions: Sessions = { weeks: [week], weekday, start: "17:00", end: "19:00", text: "{weeks} {weekday}", am: "AM", pm: "PM" };
    return sessionsSentence(sessions, locale, choiceWords(entries(locale)));
  };

  it.each(locales)("are what the editor's list offers and what the page says for every week and day, in %s", (locale) => {
    const weeks = editorOptions(locale, "weeks");
    const days = editorOptions(locale, "weekday");
    expect(weeks.map((option) => option.label)).toEqual(weeks.map((option) => entry(locale, `WeekOfMonth.${option.value}`).label));
    expect(days.map((option) => option.label)).toEqual(days.map((option) => entry(locale, `Weekday.${option.value}`).label));
    for (const week of weeks) {
      for (const day of days) {
        const visitor = sentence(locale, week.value, day.value).toLocaleLowerCase(locale);
        const said = (key: string) => (entry(locale, key).shown || entry(locale, key).label).toLocaleLowerCase(locale);
        expect(visitor).toContain(said(`WeekOfMonth.${week.value}`));
        expect(visitor).toContain(said(`Weekday.${day.value}`));
      }
    }
  });

  it.each(locales)("exist for every value of every list of choices, in %s", (locale) => {
    const missing = choices.flatMap(({ name, values }) => values.filter((value) => !entries(locale).some((candidate) => candidate.field === `${name}.${value}` && candidate.label)).map((value) => `${name}.${value}`));
    expect(missing).toEqual([]);
  });

  it("are never a type of the content model of their own, a field for each value (as a week's names in data/site.yaml once were)", () => {
    const copies = Object.values(contentSchema().getTypeMap())
      .filter(isObjectType)
      .flatMap((type) => {
        const fields = Object.keys(type.getFields());
        return choices.filter(({ values }) => values.every((value) => fields.includes(value))).map(({ name }) => `${type.name} holds a word for each ${name}`);
      });
    expect(copies).toEqual([]);
  });

  describe("checked by the content check", () => {
    const scratch = scratchFolders();
    /** data/ copied, data/editor.yaml changed by `edit`: the check's lines about it. */
    const checkWith = (edit: (fields: { field: string; label: Record<string, string>; shown?: Record<string, string> }[]) => void): string[] => {
      const copy = path.join(scratch("choice-words-"), "data");
      fs.cpSync(dataDir, copy, { recursive: true });
      const file = path.join(copy, "editor.yaml");
      const editor = yaml.load(fs.readFileSync(file, "utf8")) as { fields: { field: string; label: Record<string, string>; shown?: Record<string, string> }[] };
      edit(editor.fields);
      fs.writeFileSync(file, yaml.dump(editor, { lineWidth: -1 }));
      return checkContentFiles(readContentTexts(copy, path.dirname(copy))).map(describeProblem).filter((line) => line.startsWith("data/editor.yaml"));
    };

    it("names a choice whose words for visitors are missing in one language", () => {
      const lines = checkWith((fields) => {
        const second = fields.find((candidate) => candidate.field === "WeekOfMonth.second")!;
        delete second.shown!.es;
      });
      expect(lines.join("\n")).toMatch(/WeekOfMonth\.second|fields\[\d+\]\.shown/);
      expect(lines.length).toBeGreaterThan(0);
    });

    it("names a choice with no words at all", () => {
      const lines = checkWith((fields) => fields.splice(fields.findIndex((candidate) => candidate.field === "Weekday.sunday"), 1));
      expect(lines.join("\n")).toContain("Weekday.sunday");
    });
  });
});
