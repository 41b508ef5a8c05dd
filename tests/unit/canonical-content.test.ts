/** @jest-environment node */
/**
 * Every file in data/ is in the one canonical form (src/admin/canonicalYaml.ts) that the content
 * editor also saves. A file edited by hand, or saved by an editor with Decap's own YAML output,
 * is named, and `npm run format:content` puts it back, byte for byte.
 */
import fs from "fs";
import os from "os";
import path from "path";
import { dump, load } from "js-yaml";
import { formatContentDir } from "../../plugins/content/canonicalForm";
import { readContentTexts } from "../../plugins/content/contentTree";
import { canonicalProblems as canonicalProblemsOf } from "../../src/content/canonicalFiles";

/** The content check's lines for files out of the canonical form, of a folder on disk. */
const canonicalProblems = (dir: string): string[] => canonicalProblemsOf(readContentTexts(dir));

const dataDir = path.resolve(__dirname, "../../data");
let workdir: string;
let copy: string;

beforeEach(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "canonical-"));
  copy = path.join(workdir, "data");
  fs.cpSync(dataDir, copy, { recursive: true });
});

afterEach(() => fs.rmSync(workdir, { recursive: true, force: true }));

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

describe("the canonical form of data/", () => {
  it("holds for every content file (on failure: npm run format:content)", () => {
    expect(canonicalProblems(dataDir)).toEqual([]);
  });

  it("names a file re-wrapped as Decap's own YAML writes it (80 columns, no comments) and restores it exactly", () => {
    const original = read(copy, "programs.yaml");
    fs.writeFileSync(path.join(copy, "programs.yaml"), dump(load(original), { lineWidth: 80 }));

    expect(canonicalProblems(copy)).toEqual([
      expect.stringMatching(/^data\/programs\.yaml is not in the canonical form \(line 1 differs\): run npm run format:content$/),
    ]);
    expect(formatContentDir(copy)).toEqual(["data/programs.yaml"]);
    expect(read(copy, "programs.yaml")).toBe(original);
    expect(canonicalProblems(copy)).toEqual([]);
  });

  it("names the first line that differs, and leaves the other files alone", () => {
    const original = read(copy, "layout.yaml");
    // The footer's "about" in English (its first language), folded onto one line.
    const joined = original.replace(/^( {2}about:\n) {4}en: >-\n {6}([^\n]+)\n {6}([^\n]+)\n/m, "$1    en: $2 $3\n");
    expect(joined).not.toBe(original);
    fs.writeFileSync(path.join(copy, "layout.yaml"), joined);
    const lines = original.split("\n");
    const line = lines.findIndex((text, index) => text === "    en: >-" && lines[index - 1] === "  about:") + 1;
    expect(line).toBeGreaterThan(0);

    expect(canonicalProblems(copy)).toEqual([
      `data/layout.yaml is not in the canonical form (line ${line} differs): run npm run format:content`,
    ]);
    expect(formatContentDir(copy)).toEqual(["data/layout.yaml"]);
    expect(read(copy, "layout.yaml")).toBe(original);
  });

  it("leaves a file YAML cannot read to the content check", () => {
    fs.writeFileSync(path.join(copy, "stats.yaml"), "home:\n  : : broken\n");
    expect(canonicalProblems(copy)).toEqual([]);
  });
});

describe("the content plugin's onPreBootstrap", () => {
  it("warns, naming the file and the command, and lets the build go on", async () => {
    const file = path.join(copy, "nav.yaml");
    fs.writeFileSync(file, read(copy, "nav.yaml").replace(/^# [^\n]*\n/, ""));
    jest.resetModules();
    jest.doMock("../../plugins/content/paths", () => ({ contentDir: copy }));
    // eslint-disable-next-line global-require
    const { onPreBootstrap } = require("../../plugins/content/gatsby-node") as typeof import("../../plugins/content/gatsby-node");
    const reporter = { panic: jest.fn(), error: jest.fn(), warn: jest.fn(), info: jest.fn() };
    await (onPreBootstrap as Function)({ reporter });
    expect(reporter.panic).not.toHaveBeenCalled();
    // One warning of the canonical form (the list before launch may warn of what can wait, too).
    const canonical = reporter.warn.mock.calls.map(([text]) => String(text)).filter((text) => text.includes("canonical form"));
    expect(canonical).toHaveLength(1);
    expect(canonical[0]).toContain("data/nav.yaml is not in the canonical form (line 1 differs): run npm run format:content");
  });
});
