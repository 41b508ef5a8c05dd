/**
 * @jest-environment node
 *
 * The fixed copy of the content the unit tests read (tests/fixtures/data, tests/support/content.ts):
 * content the model accepts, a file for every page and every file the editor lists, so a unit test
 * that reads it reads what the site could show; and `npm run fixture:fill` (scripts/fill-fixture.ts),
 * which gives it what data/ has and it lacks, never changing what it has.
 */
import fs from "fs";
import path from "path";
import yaml from "js-yaml";
import { checkContentFile } from "../../src/content/validateContent";
import { describeProblem } from "../../src/content/problems";
import { contentTypeFor, sitePages } from "../../src/lib/contentPages";
import { contentFilePath } from "../../src/lib/contentFile";
import { readEditorWords } from "../../plugins/content/editorWordsFile";
import { yamlFiles } from "../../plugins/content/contentTree";
import { filled, fillFixture } from "../../scripts/fill-fixture";
import { contentDir, fixtureDataDir, siteDataDir } from "../support/content";
import { scratchFolders } from "../support/scratchFolders";

const scratch = scratchFolders();

describe("the unit tests' copy of the content", () => {
  it("is what the unit tests read; data/ is what the site is built from", () => {
    expect(contentDir).toBe(fixtureDataDir);
    expect(fixtureDataDir).not.toBe(siteDataDir);
  });

  it("is content the model accepts (its photos are stand-ins: no unit test draws one)", () => {
    const problems = yamlFiles(fixtureDataDir).flatMap((relative) =>
      checkContentFile(
        { label: `tests/fixtures/data/${relative}`, typeName: contentTypeFor(contentFilePath(relative)), text: fs.readFileSync(path.join(fixtureDataDir, relative), "utf8") },
        { photoExists: () => true, inPhotosFolder: () => true },
      ).map(describeProblem),
    );
    // A field added to the model: `npm run fixture:fill` copies it from data/; a field renamed: rename it in the copy too.
    expect(problems).toEqual([]);
  });

  it("has a file for every page of the list of pages and every file the editor's groups name", () => {
    const groups = readEditorWords(siteDataDir).en!.groups.flatMap((group) => group.files.map((file) => file.file));
    const pages = sitePages.map((page) => page.dataFile).filter((file) => !file.includes("*"));
    const missing = [...groups, ...pages].filter((file) => !fs.existsSync(path.join(fixtureDataDir, file)));
    expect(missing).toEqual([]);
  });
});

describe("npm run fixture:fill", () => {
  it("adds what the other content has and the copy lacks, in objects and in each item of a list, keeping the copy's own values, items and dates", () => {
    const updated = new Date("2026-11-28");
    const copy = { title: { en: "Kept", es: "Guardado" }, updated, sections: [{ heading: "A" }, { heading: "B" }] };
    const data = { title: { en: "New", es: "Nuevo" }, updated: new Date("2027-01-01"), notice: { en: "Added" }, sections: [{ heading: "X", photo: "x.jpg" }] };
    expect(filled(copy, data)).toEqual({ title: { en: "Kept", es: "Guardado" }, updated, notice: { en: "Added" }, sections: [{ heading: "A", photo: "x.jpg" }, { heading: "B" }] });
  });

  it("fills a list of named items by name: a new item after the one before it, the copy's order and values kept", () => {
    const copy = { fields: [{ name: "b", label: "Own B" }, { name: "a", label: "Own A" }, { name: "c", label: "Own C" }] };
    const data = { fields: [{ name: "a", label: "A", type: "text" }, { name: "new", label: "New" }, { name: "b", label: "B", type: "email" }] };
    expect(filled(copy, data)).toEqual({
      fields: [
        { name: "b", label: "Own B", type: "email" },
        { name: "a", label: "Own A", type: "text" },
        { name: "new", label: "New" },
        { name: "c", label: "Own C" },
      ],
    });
  });

  it("copies a file the copy does not have and fills a field it lacks, in the canonical form", () => {
    const folder = scratch("fixture-fill-");
    const data = path.join(folder, "data");
    const fixture = path.join(folder, "fixture");
    fs.mkdirSync(path.join(data, "pages"), { recursive: true });
    fs.mkdirSync(fixture, { recursive: true });
    // The other content: the fixed copy's own files (whose figures have descriptions), with the editor's words.
    fs.copyFileSync(path.join(siteDataDir, "editor.yaml"), path.join(data, "editor.yaml"));
    fs.copyFileSync(path.join(fixtureDataDir, "stats.yaml"), path.join(data, "stats.yaml"));
    fs.copyFileSync(path.join(fixtureDataDir, "pages", "home.yaml"), path.join(data, "pages", "home.yaml"));
    const stats = yaml.load(fs.readFileSync(path.join(fixtureDataDir, "stats.yaml"), "utf8")) as { figures: { id: string; description?: unknown }[]; home: string[] };
    const own = { ...stats, figures: stats.figures.map(({ description: _left, ...figure }) => figure) };
    fs.writeFileSync(path.join(fixture, "stats.yaml"), yaml.dump(own));
    expect(fillFixture(data, fixture).sort()).toEqual(["pages/home.yaml", "stats.yaml"]);
    const result = yaml.load(fs.readFileSync(path.join(fixture, "stats.yaml"), "utf8")) as typeof stats;
    expect(result.figures.map((figure) => figure.id)).toEqual(own.figures.map((figure) => figure.id));
    expect(result.figures.map((figure) => figure.description)).toEqual(stats.figures.map((figure) => figure.description));
    expect(fs.readFileSync(path.join(fixture, "pages", "home.yaml"), "utf8")).toBe(fs.readFileSync(path.join(fixtureDataDir, "pages", "home.yaml"), "utf8"));
  });
});
