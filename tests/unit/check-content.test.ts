/**
 * @jest-environment node
 *
 * `npm run check:content` on data/ as it is, then on a copy of the unit tests' fixed content
 * (tests/support/fixtureContent.ts) with one bad edit at a time: it exits 1 and
 * says, in one line, the file, the entry and the field. A text past the plain-language limits is
 * a warning: named the same way, with the sentence, and the check still passes. The command runs
 * as a command once, for one mistake and its exit code; the real content and the other mistakes go
 * through the same function of scripts/check-content.ts here, without starting a process for each.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { formatContentDir } from "../../plugins/content/canonicalForm";
import { checkContentCommand } from "../../scripts/check-content";
import { fixtureContentFolder } from "../support/fixtureContent";

const root = path.resolve(__dirname, "../..");
let workdir: string;

beforeEach(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fixtureContentFolder(path.join(workdir, "data"));
});

afterEach(() => fs.rmSync(workdir, { recursive: true, force: true }));

/** Replaces `from` by `to` in one file of the copy (the edit must apply exactly once). */
function edit(file: string, from: string | RegExp, to: string) {
  const full = path.join(workdir, "data", file);
  const text = fs.readFileSync(full, "utf8");
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`the test's edit did not apply to ${file}`);
  fs.writeFileSync(full, changed);
}

interface Checked {
  status: number | null;
  lines: string[];
  output: string;
}

const checked = (status: number | null, stdout: string, stderr: string): Checked => ({ status, lines: stderr.split("\n").filter((line) => line.startsWith("data/")), output: stdout });

/** `npm run check:content` in the copy (or `cwd`'s data/), as a command: its exit code, its problem lines and what it printed. */
function checkCommand(cwd = workdir): Checked {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "check-content.ts"), "data"], {
    cwd,
    encoding: "utf8",
  });
  return checked(result.status, result.stdout, result.stderr);
}

/** The same check of the copy (or `cwd`'s data/), run here: the exit code the command would give, and what it would print. */
async function check(cwd = workdir): Promise<Checked> {
  let stdout = "";
  let stderr = "";
  const status = await checkContentCommand(path.join(cwd, "data"), cwd, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  return checked(status, stdout, stderr);
}

// A file holds its structure and its values that are not language once, and each text's words per
// language beside each other (src/content/translations.ts): one edit changes a value for every language.
describe("npm run check:content", () => {
  it("passes on the real content", async () => {
    const result = await check(root);
    expect(result.status).toBe(0);
    expect(result.output).toContain("every content file is valid");
  });

  it("names a missing field, exiting 1", async () => {
    edit("programs.yaml", /(programs:\n\s+- id: [^\n]+\n)\s+title:\n\s+en: [^\n]+\n\s+es: [^\n]+\n/, "$1");
    expect(checkCommand()).toMatchObject({ status: 1, lines: ["data/programs.yaml: programs[0].title is missing"] });
    expect(await check()).toMatchObject({ status: 1, lines: ["data/programs.yaml: programs[0].title is missing"] });
  });

  it("names a value of the wrong type, once for every language", async () => {
    edit("site.yaml", /^foundedYear: 2021$/m, "foundedYear: twenty twenty-one");
    expect(await check()).toMatchObject({ status: 1, lines: ["data/site.yaml: foundedYear must be a whole number"] });
  });

  it("names a number out of range", async () => {
    edit("site.yaml", /^foundedYear: 2021$/m, "foundedYear: 20021");
    expect(await check()).toMatchObject({ status: 1, lines: ["data/site.yaml: foundedYear must be between 1900 and 2100 (found 20021)"] });
  });

  it("names an unknown key and suggests the field meant", async () => {
    edit("pages/home.yaml", /^title:/m, "titel:");
    expect((await check()).lines).toEqual(['data/pages/home.yaml: titel is not a known field (did you mean "title"?)', "data/pages/home.yaml: title is missing"]);
  });

  it("names a photo that is not there", async () => {
    edit("site.yaml", /^shareImage: photos\/home-hero\.jpg$/m, "shareImage: photos/home-hero.jpeg");
    expect(await check()).toMatchObject({ status: 1, lines: ["data/site.yaml: shareImage: no photo at data/photos/home-hero.jpeg"] });
  });

  it("names a photo without its description, in the language that lacks it", async () => {
    edit("pages/home.yaml", /^( +)en: >-\n +Sample photo: silhouettes of three people[^\n]*\n[^\n]*$/m, '$1en: ""');
    expect((await check()).lines).toEqual(["data/pages/home.yaml: hero.photo.alt.en is missing (the English words)"]);
  });

  it("names a duplicate id", async () => {
    const text = fs.readFileSync(path.join(workdir, "data", "programs.yaml"), "utf8");
    const [first, second] = Array.from(text.matchAll(/- id: ([^\n]+)/g), (match) => match[1]);
    edit("programs.yaml", `- id: ${second}`, `- id: ${first}`);
    expect((await check()).lines).toEqual([`data/programs.yaml: programs[1].id "${first}" is used twice (also programs[0])`]);
  });

  it("names a link to a page that does not exist", async () => {
    edit("nav.yaml", /^(\s+)to: \/about$/m, "$1to: /abut");
    expect((await check()).lines).toEqual([expect.stringMatching(/^data\/nav\.yaml: main\[1\]\.to: no page at \/abut \(pages: .*\/about.*\)$/)]);
  });

  it("names a Spanish text that was removed", async () => {
    edit("programs.yaml", /(programs:\n\s+- id: [^\n]+\n\s+title:\n\s+en: [^\n]+\n)\s+es: [^\n]+\n/, "$1");
    expect(await check()).toMatchObject({ status: 1, lines: ["data/programs.yaml: programs[0].title.es is missing (the Spanish words)"] });
  });

  it("names a text written once for every language instead of per language", async () => {
    edit("nav.yaml", /^(\s+)- label:\n\s+en: About Us\n\s+es: [^\n]+\n/m, "$1- label: About Us\n");
    expect(await check()).toMatchObject({
      status: 1,
      lines: ['data/nav.yaml: main[1].label must hold its words per language (en:, es: under it), not one text for every language (found "About Us")'],
    });
  });

  it("prints each page file's readability per language, and warns about a 30-word sentence without failing", async () => {
    const sentence = "When a young person walks into our room for the very first time we sit down beside them and listen to the whole story before we say a single word.";
    edit("pages/about.yaml", /^(vision:\n {2}heading:\n(?: {4}[^\n]+\n)+ {2}text:\n {4}en: )(?:>-\n(?: {6}[^\n]+\n)+|[^\n]+\n)/m, `$1${sentence}\n`);
    // Saved as the editor saves it: in the canonical form, the long text folded (npm run format:content).
    formatContentDir(path.join(workdir, "data"), workdir);
    const result = await check();
    expect(result.status).toBe(0);
    expect(result.output).toMatch(/^data\/pages\/about\.yaml: en grade -?\d+\.\d \(\d+ words, \d+ sentences, longest \d+ words\)$/m);
    expect(result.output).toMatch(/^data\/pages\/about\.yaml: es INFLESZ -?\d+\.\d \(\d+ words, \d+ sentences, longest \d+ words\)$/m);
    expect(result.output.split("\n")).toContain(`Warning: data/pages/about.yaml: vision.text.en has a sentence of 30 words (plain language: at most 25): “${sentence}”`);
    expect(result.output).toContain("every content file is valid");
  });

  it("reads a YAML syntax error as a line and column", async () => {
    edit("stats.yaml", /\n/, "\n  : : broken\n");
    expect((await check()).lines[0]).toMatch(/^data\/stats\.yaml: line \d+, column \d+: .+ \(the YAML cannot be read\)$/);
  });
});
