/**
 * `npm run check:content` on a copy of the real data/ with one bad edit at a time: it exits 1 and
 * says, in one line, the file, the entry and the field. A text past the plain-language limits is
 * a warning: named the same way, with the sentence, and the check still passes.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const root = path.resolve(__dirname, "../..");
let workdir: string;

beforeEach(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(path.join(root, "data"), path.join(workdir, "data"), { recursive: true });
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

/**
 * Makes the same edit once in each of the named language blocks of one file (`en:` comes first,
 * `es:` from its own line on): a value that is not language is changed in every block, as the
 * editor does.
 */
function editIn(blocks: ("en" | "es")[], file: string, from: string | RegExp, to: string) {
  const full = path.join(workdir, "data", file);
  const text = fs.readFileSync(full, "utf8");
  const split = text.search(/^es:$/m);
  if (split < 0) throw new Error(`${file} has no es: block`);
  const parts = { en: text.slice(0, split), es: text.slice(split) };
  for (const block of blocks) {
    const changed = parts[block].replace(from, to);
    if (changed === parts[block]) throw new Error(`the test's edit did not apply to the ${block} block of ${file}`);
    parts[block] = changed;
  }
  fs.writeFileSync(full, parts.en + parts.es);
}

function check() {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "check-content.ts"), "data"], {
    cwd: workdir,
    encoding: "utf8",
  });
  return { status: result.status, lines: result.stderr.split("\n").filter((line) => line.startsWith("data/")), output: result.stdout };
}

describe("npm run check:content", () => {
  it("passes on the real content", () => {
    const result = check();
    expect(result.status).toBe(0);
    expect(result.output).toContain("every content file is valid");
  });

  it("names a missing field", () => {
    editIn(["en"], "programs.yaml", /(programs:\n\s+- id: [^\n]+\n)\s+title: [^\n]+\n/, "$1");
    expect(check()).toMatchObject({ status: 1, lines: ["data/programs.yaml: en.programs[0].title is missing"] });
  });

  it("names a value of the wrong type", () => {
    editIn(["en", "es"], "site.yaml", /^ {2}foundedYear: 2021$/m, "  foundedYear: twenty twenty-one");
    expect(check()).toMatchObject({
      status: 1,
      lines: ["data/site.yaml: en.foundedYear must be a whole number", "data/site.yaml: es.foundedYear must be a whole number"],
    });
  });

  it("names a number out of range", () => {
    editIn(["en", "es"], "site.yaml", /^ {2}foundedYear: 2021$/m, "  foundedYear: 20021");
    expect(check()).toMatchObject({
      status: 1,
      lines: [
        "data/site.yaml: en.foundedYear must be between 1900 and 2100 (found 20021)",
        "data/site.yaml: es.foundedYear must be between 1900 and 2100 (found 20021)",
      ],
    });
  });

  it("names an unknown key and suggests the field meant", () => {
    editIn(["en"], "pages/home.yaml", /^ {2}title:/m, "  titel:");
    expect(check().lines).toEqual(['data/pages/home.yaml: en.titel is not a known field (did you mean "title"?)', "data/pages/home.yaml: en.title is missing"]);
  });

  it("names a photo that is not there", () => {
    editIn(["en", "es"], "site.yaml", /^ {2}shareImage: photos\/home-hero\.jpg$/m, "  shareImage: photos/home-hero.jpeg");
    expect(check()).toMatchObject({
      status: 1,
      lines: [
        "data/site.yaml: en.shareImage: no photo at data/photos/home-hero.jpeg",
        "data/site.yaml: es.shareImage: no photo at data/photos/home-hero.jpeg",
      ],
    });
  });

  it("names a photo without its description", () => {
    editIn(["en"], "pages/home.yaml", /^(\s+)alt: A mentor and two teenagers[^\n]*$/m, '$1alt: ""');
    expect(check().lines).toEqual(["data/pages/home.yaml: en.hero.photo.alt is missing"]);
  });

  it("names a duplicate id", () => {
    const text = fs.readFileSync(path.join(workdir, "data", "programs.yaml"), "utf8");
    const [first, second] = Array.from(text.matchAll(/- id: ([^\n]+)/g), (match) => match[1]);
    editIn(["en", "es"], "programs.yaml", `- id: ${second}`, `- id: ${first}`);
    expect(check().lines).toEqual([
      `data/programs.yaml: en.programs[1].id "${first}" is used twice (also en.programs[0])`,
      `data/programs.yaml: es.programs[1].id "${first}" is used twice (also es.programs[0])`,
    ]);
  });

  it("names a link to a page that does not exist", () => {
    editIn(["en", "es"], "nav.yaml", /^(\s+)to: \/about$/m, "$1to: /abut");
    expect(check().lines).toEqual([
      expect.stringMatching(/^data\/nav\.yaml: en\.main\[1\]\.to: no page at \/abut \(pages: .*\/about.*\)$/),
      expect.stringMatching(/^data\/nav\.yaml: es\.main\[1\]\.to: no page at \/abut \(pages: .*\/about.*\)$/),
    ]);
  });

  it("names a Spanish text that was removed", () => {
    editIn(["es"], "programs.yaml", /(programs:\n\s+- id: [^\n]+\n)\s+title: [^\n]+\n/, "$1");
    expect(check()).toMatchObject({ status: 1, lines: ["data/programs.yaml: es.programs[0].title is missing"] });
  });

  it("names a Spanish value that is not language when it differs from the English", () => {
    editIn(["es"], "nav.yaml", /^(\s+)to: \/about$/m, "$1to: /programs");
    expect(check()).toMatchObject({
      status: 1,
      lines: ['data/nav.yaml: es.main[1].to must be the same as en.main[1].to (found "/programs", not "/about")'],
    });
  });

  it("prints each page file's readability per language, and warns about a 30-word sentence without failing", () => {
    const sentence = "When a young person walks into our room for the very first time we sit down beside them and listen to the whole story before we say a single word.";
    editIn(["en"], "pages/about.yaml", /^( {2}vision:\n {4}heading: [^\n]+\n {4}text: )(?:>-\n(?: {6}[^\n]+\n)+|[^\n]+\n)/m, `$1${sentence}\n`);
    // Saved as the editor saves it: in the canonical form, the long text folded.
    spawnSync(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "format-content.ts"), "data"], { cwd: workdir, encoding: "utf8" });
    const result = check();
    expect(result.status).toBe(0);
    expect(result.output).toMatch(/^data\/pages\/about\.yaml: en grade -?\d+\.\d \(\d+ words, \d+ sentences, longest \d+ words\)$/m);
    expect(result.output).toMatch(/^data\/pages\/about\.yaml: es INFLESZ -?\d+\.\d \(\d+ words, \d+ sentences, longest \d+ words\)$/m);
    expect(result.output.split("\n")).toContain(`Warning: data/pages/about.yaml: en.vision.text has a sentence of 30 words (plain language: at most 25): “${sentence}”`);
    expect(result.output).toContain("every content file is valid");
  });

  it("reads a YAML syntax error as a line and column", () => {
    edit("stats.yaml", /\n/, "\n  : : broken\n");
    expect(check().lines[0]).toMatch(/^data\/stats\.yaml: line \d+, column \d+: .+ \(the YAML cannot be read\)$/);
  });
});
