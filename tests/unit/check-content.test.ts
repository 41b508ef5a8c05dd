/**
 * `npm run check:content` on a copy of the real data/ with one bad edit at a time: it exits 1 and
 * says, in one line, the file, the entry and the field.
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
    edit("programmes.yaml", /(programmes:(?:[\s\S]*?- id:){2}[\s\S]*?- id: [^\n]+\n)\s+title: [^\n]+\n/, "$1");
    expect(check()).toMatchObject({ status: 1, lines: ["data/programmes.yaml: programmes[2].title is missing"] });
  });

  it("names a value of the wrong type", () => {
    edit("site.yaml", /^foundedYear: 2021$/m, "foundedYear: twenty twenty-one");
    expect(check()).toMatchObject({ status: 1, lines: ["data/site.yaml: foundedYear must be a whole number"] });
  });

  it("names a number out of range", () => {
    edit("site.yaml", /^foundedYear: 2021$/m, "foundedYear: 20021");
    expect(check()).toMatchObject({ status: 1, lines: ["data/site.yaml: foundedYear must be between 1900 and 2100 (found 20021)"] });
  });

  it("names an unknown key and suggests the field meant", () => {
    edit("pages/home.yaml", /^title:/m, "titel:");
    expect(check().lines).toEqual(["data/pages/home.yaml: titel is not a known field (did you mean \"title\"?)", "data/pages/home.yaml: title is missing"]);
  });

  it("names a photo that is not there", () => {
    edit("site.yaml", /^shareImage: photos\/home-hero\.jpg$/m, "shareImage: photos/home-hero.jpeg");
    expect(check()).toMatchObject({ status: 1, lines: ["data/site.yaml: shareImage: no photo at data/photos/home-hero.jpeg"] });
  });

  it("names a photo without its description", () => {
    edit("pages/home.yaml", /^(\s+)alt: A mentor and two teenagers[^\n]*$/m, '$1alt: ""');
    expect(check().lines).toEqual(["data/pages/home.yaml: hero.photo.alt is missing"]);
  });

  it("names a duplicate id", () => {
    const text = fs.readFileSync(path.join(workdir, "data", "programmes.yaml"), "utf8");
    const [first, second] = Array.from(text.matchAll(/- id: ([^\n]+)/g), (match) => match[1]);
    edit("programmes.yaml", `- id: ${second}`, `- id: ${first}`);
    expect(check().lines).toEqual([`data/programmes.yaml: programmes[1].id "${first}" is used twice (also programmes[0])`]);
  });

  it("names a link to a page that does not exist", () => {
    edit("nav.yaml", /^(\s+)to: \/about$/m, "$1to: /abut");
    expect(check().lines).toEqual([expect.stringMatching(/^data\/nav\.yaml: main\[1\]\.to: no page at \/abut \(pages: .*\/about.*\)$/)]);
  });

  it("reads a YAML syntax error as a line and column", () => {
    edit("stats.yaml", /\n/, "\n  : : broken\n");
    expect(check().lines[0]).toMatch(/^data\/stats\.yaml: line \d+, column \d+: .+ \(the YAML cannot be read\)$/);
  });
});
