/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { dump, load } from "js-yaml";
import { validateContentDir } from "./validateContentDir";
import { yamlTypeFor } from "./typeNames";

const realData = path.resolve(__dirname, "../../data");

/** A scratch project holding a copy of the real data/, for breaking things on purpose. */
function copyOfData() {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  const dir = path.join(project, "data");
  fs.cpSync(realData, dir, { recursive: true });
  const edit = (file: string, change: (data: any) => void) => {
    const target = path.join(dir, file);
    const data = load(fs.readFileSync(target, "utf8"));
    change(data);
    fs.writeFileSync(target, dump(data));
  };
  return { dir, edit, problems: () => validateContentDir(dir) };
}

describe("the content check", () => {
  it("finds nothing wrong with the content as committed", () => {
    expect(validateContentDir(realData)).toEqual([]);
  });

  it("names the file, the entry and the field when a required field is dropped", () => {
    const data = copyOfData();
    data.edit("programmes.yaml", (yaml) => delete yaml.programmes[2].title);
    expect(data.problems()).toEqual(["data/programmes.yaml: programmes[2].title is missing"]);
  });

  it("treats an emptied required field as missing", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.email = "  "));
    expect(data.problems()).toEqual(["data/site.yaml: email is missing"]);
  });

  it("accepts an optional field left empty", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.storyVideoUrl = null));
    expect(data.problems()).toEqual([]);
  });

  it("catches a misspelt field and suggests the right one", () => {
    const data = copyOfData();
    data.edit("programmes.yaml", (yaml) => {
      yaml.programmes[0].titel = yaml.programmes[0].title;
      delete yaml.programmes[0].title;
    });
    expect(data.problems()).toEqual([
      'data/programmes.yaml: programmes[0].titel is not a known field (did you mean "title"?)',
      "data/programmes.yaml: programmes[0].title is missing",
    ]);
  });

  it("lists the allowed values when a choice is not one of them", () => {
    const data = copyOfData();
    data.edit("stats.yaml", (yaml) => (yaml.home[1].icon = "star"));
    expect(data.problems()).toEqual([
      'data/stats.yaml: home[1].icon must be one of: users, trophy, handshake, heart, graduation, sparkle, compass, book, message, shield, clock, map (found "star")',
    ]);
  });

  it("says when a number is expected", () => {
    const data = copyOfData();
    data.edit("curriculum.yaml", (yaml) => (yaml.sessions[0].number = "one"));
    expect(data.problems()).toEqual(["data/curriculum.yaml: sessions[0].number must be a whole number"]);
  });

  it("says when a list is expected", () => {
    const data = copyOfData();
    data.edit("programmes.yaml", (yaml) => (yaml.programmes[0].features = "Eleven weekly sessions"));
    expect(data.problems()).toEqual(["data/programmes.yaml: programmes[0].features must be a list"]);
  });

  it("names a photo that does not exist, with its path in the project", () => {
    const data = copyOfData();
    data.edit("pages/home.yaml", (yaml) => (yaml.hero.photo.file = "../photos/hero-new.jpg"));
    expect(data.problems()).toEqual(["data/pages/home.yaml: hero.photo.file: no photo at data/photos/hero-new.jpg"]);
  });

  it("requires a text description for every photo", () => {
    const data = copyOfData();
    data.edit("galleries.yaml", (yaml) => delete yaml.galleries[1].photos[3].alt);
    expect(data.problems()).toEqual(["data/galleries.yaml: galleries[1].photos[3].alt is missing"]);
  });

  it("asks for the shape a field's rule gives (build/content/rules.ts)", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.email = "info at example.org"));
    data.edit("programmes.yaml", (yaml) => (yaml.programmes[1].id = "Story Telling"));
    expect(data.problems()).toEqual([
      'data/programmes.yaml: programmes[1].id must be lower-case letters, digits and single hyphens, like community-recognition (found "Story Telling")',
      'data/site.yaml: email must be an e-mail address, like info@example.org (found "info at example.org")',
    ]);
  });

  it("says when an id is used twice in one list", () => {
    const data = copyOfData();
    data.edit("programmes.yaml", (yaml) => (yaml.programmes[3].id = yaml.programmes[0].id));
    expect(data.problems()).toEqual([
      'data/programmes.yaml: programmes[3].id "mentorship" is used twice (also programmes[0])',
    ]);
  });

  it("points at the line of a YAML syntax error", () => {
    const data = copyOfData();
    fs.writeFileSync(path.join(data.dir, "nav.yaml"), "main:\n  - label: Home\n   to: /\n");
    const [problem, ...rest] = data.problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^data\/nav\.yaml: line 3, column \d+: .+ \(the YAML cannot be read\)$/);
  });

  it("refuses a YAML file that the content model does not declare", () => {
    const data = copyOfData();
    fs.writeFileSync(path.join(data.dir, "events.yaml"), "events: []\n");
    expect(data.problems()).toEqual([
      "data/events.yaml: no content type EventsYaml is declared for this file in build/content/schema.ts",
    ]);
  });
});

describe("yamlTypeFor", () => {
  it.each([
    [{ name: "site", relativeDirectory: "" }, "SiteYaml"],
    [{ name: "home", relativeDirectory: "pages" }, "HomePageYaml"],
    [{ name: "privacy", relativeDirectory: "legal" }, "LegalPageYaml"],
    [{ name: "page-copy", relativeDirectory: "" }, "PageCopyYaml"],
  ])("names %o %s", (file, typeName) => {
    expect(yamlTypeFor(file)).toBe(typeName);
  });
});
