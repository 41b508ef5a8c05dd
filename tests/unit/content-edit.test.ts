/**
 * @jest-environment node
 *
 * Content never fails the tests (issues #47 part 3, #53 part 1): the editor's edits that
 * scripts/prove-content-edits.ts runs the whole unit and built-site suites on (tests/support/contentEdits.ts:
 * a fifth programme with its own photo, "a two-week camp in July for ages 13–17"; a season's
 * held-out edits), made here to the unit tests' fixed copy of the content, are content the site
 * takes: the content check passes them in the canonical form the editor saves, warning about a
 * long sentence and refusing nothing; and the site says its facts one way with them: the Programs
 * page counts one programme more in words, and the contact form offers a choice for each.
 */
import path from "path";
import { checkContentCommand } from "../../scripts/check-content";
import { withProgramChoices } from "../../src/mail/programChoices";
import { countSentence } from "../../src/lib/countWords";
import { yamlData } from "../support/content";
import { contentEdits, fifthProgram, seasonsEdits, type ContentEdit } from "../support/contentEdits";
import { fixtureContentFolder } from "../support/fixtureContent";
import { scratchFolders } from "../support/scratchFolders";

const scratch = scratchFolders();

/** For each edit, a content folder of the fixed copy with the edit made to it, and what the check printed and returned. */
const made = new Map<string, Awaited<ReturnType<typeof edit>>>();
beforeAll(async () => {
  for (const change of contentEdits) made.set(change.name, await edit(change));
  // Two edits, each a copy of the content, photos drawn, the canonical writer and the whole check: about
  // 20 s each on the busy 2-core host, over the unit tests' 20 s for one test.
}, 240_000);
const edited = async (change: ContentEdit) => made.get(change.name)!;

async function edit(edit: ContentEdit) {
  const project = scratch(`content-edit-${edit.name}-`);
  const dataDir = fixtureContentFolder(path.join(project, "data"));
  await edit.apply(dataDir);
  let stdout = "";
  let stderr = "";
  const status = await checkContentCommand(dataDir, project, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return { dataDir, status, stdout, stderr };
}

describe.each(contentEdits.map((edit) => [edit.name, edit] as const))("the editor's edit %s", (_name, edit) => {
  it("passes the content check in the canonical form, refusing nothing", async () => {
    const { status, stdout, stderr } = await edited(edit);
    expect(stderr.split("\n").filter((line) => line.startsWith("data/"))).toEqual([]);
    expect(stdout).toContain("every content file is valid and in the canonical form");
    expect(status).toBe(0);
  });
});

describe("a fifth programme with a photo of its own", () => {
  it.each(["en", "es"] as const)("is counted alike by the Programs page and the contact form's choices (%s)", async (locale) => {
    const { dataDir } = await edited(fifthProgram);
    const before = (yamlData("programs", locale).programs as unknown[]).length;
    const programs = yamlData("programs", locale, dataDir).programs as { id: string; title: string; description: string }[];
    expect(programs).toHaveLength(before + 1);
    expect(programs[before].description).toMatch(locale === "en" ? /^A two-week camp in July for ages 13–17/ : /^Un campamento de dos semanas en julio/);
    const page = yamlData("pages/programs", locale, dataDir);
    const numberWords = yamlData("site", locale, dataDir).numberWords as string[];
    expect(countSentence(page.intro, locale, programs.length, numberWords).toLowerCase()).toContain((numberWords[before + 1] ?? String(before + 1)).toLowerCase());
    const form = withProgramChoices(yamlData("forms", locale, dataDir).contact, programs);
    const choices = form.fields.find((field: { name: string }) => field.name === "interest")?.options?.map((option: { value: string }) => option.value);
    expect(choices?.filter((value: string) => programs.some((program) => program.id === value))).toEqual(programs.map((program) => program.id));
  });
});

describe("a season's edits", () => {
  it("warn about the long sentence, plain language being advice, and go on", async () => {
    const { status, stdout } = await edited(seasonsEdits);
    expect(stdout).toMatch(/^Warning: data\/programs\.yaml: programs\[\d+\]\.description\.en has a sentence of \d+ words/m);
    expect(status).toBe(0);
  });
});
