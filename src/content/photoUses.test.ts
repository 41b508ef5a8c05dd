/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { contentModel } from "./contentModel";
import { photoInRepository, photoUses } from "./photoUses";
import { fixtureDataDir } from "../../tests/support/content";

// The unit tests' fixed copy of the content (tests/support/content.ts), whose photos these tests name.
const dataDir = fixtureDataDir;
const model = contentModel();
/** A content file as it is stored: its photos once, for every language (./translations.ts). */
const stored = (file: string) => load(fs.readFileSync(path.join(dataDir, file), "utf8")) as Record<string, unknown>;

describe("the photos a content file uses", () => {
  it("reads a photo's path as written in the file from the repository's root", () => {
    expect(photoInRepository("data/pages/home.yaml", "../photos/home-hero.jpg")).toBe("data/photos/home-hero.jpg");
    expect(photoInRepository("data/programs.yaml", "photos/programs-mentorship.jpg")).toBe("data/photos/programs-mentorship.jpg");
  });

  it("finds a page's photo and where it is", () => {
    expect(photoUses(stored("pages/home.yaml"), "HomePageYaml", model, "data/pages/home.yaml")).toContainEqual({ photo: "data/photos/home-hero.jpg", path: ["hero", "photo", "file"] });
  });

  it("finds the photos of a list's items, each at its item", () => {
    const uses = photoUses(stored("programs.yaml"), "ProgramsYaml", model, "data/programs.yaml");
    const programs = stored("programs.yaml").programs as unknown[];
    expect(uses).toHaveLength(programs.length);
    expect(uses[0]).toEqual({ photo: "data/photos/programs-mentorship.jpg", path: ["programs", 0, "photo", "file"] });
    expect(uses.map((use) => use.path[1])).toEqual(programs.map((_, index) => index));
  });

  it("takes only photo fields: a text naming a photo, or an empty photo, is no use of one", () => {
    const block = {
      programs: [
        {
          id: "a",
          title: { en: "photos/programs-mentorship.jpg", es: "photos/programs-mentorship.jpg" },
          description: { en: "see photos/x.jpg", es: "ver photos/x.jpg" },
          photo: { file: "", alt: { en: "photos/y.jpg", es: "" } },
        },
      ],
    };
    expect(photoUses(block, "ProgramsYaml", model, "data/programs.yaml")).toEqual([]);
  });
});
