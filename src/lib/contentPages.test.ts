import fs from "fs";
import path from "path";
import { contentTypeFor, listPages, notFoundSource, pageOfContentFile, pathOfContentFile, sectionsPageTemplate, sectionsSlug, sitePages } from "./contentPages";
import { contentFilePath } from "./contentFile";

const root = path.resolve(__dirname, "../..");
const filesIn = (dir: string, pattern: RegExp) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((name) => pattern.test(name))
    .map((name) => `${dir}/${name}`);

describe("the list of pages (src/lib/contentPages.ts)", () => {
  it("names every page of src/pages, the not-found page apart, and no other", () => {
    const pages = filesIn("src/pages", /^[^.]+\.(tsx|ts|jsx|js)$/).filter((file) => file !== notFoundSource);
    const listed = sitePages.map((page) => page.source).filter((source) => source.startsWith("src/pages/"));
    expect(listed.sort()).toEqual(pages.sort());
    expect(fs.existsSync(path.join(root, notFoundSource))).toBe(true);
  });

  it("names every file of data/pages as a page's own file, and no other", () => {
    const files = filesIn("data/pages", /\.ya?ml$/).map((file) => file.replace(/^data\//, ""));
    const listed = sitePages.map((page) => page.dataFile).filter((file) => file.startsWith("pages/"));
    expect(listed.sort()).toEqual(files.sort());
  });

  it("renders each page from a file that exists, and shows files of data/ that exist", () => {
    for (const page of sitePages) {
      expect(`${page.name}: ${page.source} ${fs.existsSync(path.join(root, page.source)) ? "exists" : "is missing"}`).toBe(`${page.name}: ${page.source} exists`);
      const [dir] = page.dataFile.split("/*");
      const own = page.dataFile.includes("*") ? path.join(root, "data", dir) : path.join(root, "data", page.dataFile);
      for (const file of [own, ...page.alsoShows.map((shown) => path.join(root, "data", shown))]) {
        expect(`${page.name}: ${path.relative(root, file)} ${fs.existsSync(file) ? "exists" : "is missing"}`).toBe(`${page.name}: ${path.relative(root, file)} exists`);
      }
    }
  });

  it("gives each page its own name, address and file, and the address of its English page", () => {
    for (const key of ["name", "path", "dataFile"] as const) {
      const values = sitePages.map((page) => page[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    // A template renders every page of sections; a page of src/pages is one page's own.
    const own = sitePages.map((page) => page.source).filter((source) => source.startsWith("src/pages/"));
    expect(new Set(own).size).toBe(own.length);
    for (const page of sitePages) if (page.path !== null) expect(page.path).toMatch(/^\/[a-z0-9-]*$/);
  });

  it("files each page under the type its file has, which its label in data/editor.yaml is found by", () => {
    expect(sitePages.map((page) => [page.dataFile, page.typeName])).toEqual(
      expect.arrayContaining([
        ["pages/home.yaml", "HomePageYaml"],
        ["legal/*.yaml", "LegalPageYaml"],
      ]),
    );
  });

  it("has every file of data/ previewed as a page, the editor's own words apart", () => {
    const files = [...filesIn("data", /\.ya?ml$/), ...filesIn("data/pages", /\.ya?ml$/), ...filesIn("data/legal", /\.ya?ml$/)].filter((file) => file !== "data/editor.yaml");
    expect(files.filter((file) => !pageOfContentFile(file))).toEqual([]);
  });

  it("has no file of data/ shown by two pages", () => {
    const shown = sitePages.flatMap((page) => [page.dataFile, ...page.alsoShows]);
    expect(shown.filter((file, index) => shown.indexOf(file) !== index)).toEqual([]);
  });
});

describe("the page that shows a content file", () => {
  it.each([
    ["data/pages/home.yaml", "home", "/"],
    ["data/pages/contact.yaml", "contact", "/contact"],
    ["data/stats.yaml", "impact", "/impact"],
    ["data/nav.yaml", "home", "/"],
  ])("%s: %s at %s", (file, name, address) => {
    expect(pageOfContentFile(file)?.name).toBe(name);
    expect(pathOfContentFile(file)).toBe(address);
  });

  it("is a legal page at its file's slug", () => {
    expect(pageOfContentFile("data/legal/privacy.yaml")?.name).toBe("legal");
    expect(pathOfContentFile("data/legal/privacy.yaml", "privacy")).toBe("/privacy");
  });

  it("is none for a file no page shows", () => {
    expect(pageOfContentFile("data/editor.yaml")).toBeUndefined();
    expect(pathOfContentFile("data/editor.yaml")).toBeUndefined();
  });
});

describe("a page of sections (one line in the list)", () => {
  const pages = listPages([
    { name: "home", source: "src/pages/index.tsx", path: "/", dataFile: "pages/home.yaml", photos: true, alsoShows: [] },
    { name: "partners", model: "sections", photos: true },
    { name: "our-partners", model: "sections", photos: false, path: "/partners-of-the-program" },
  ]);

  it("gets its file, address, template and type from its name", () => {
    expect(pages[1]).toEqual({
      name: "partners",
      model: "sections",
      source: sectionsPageTemplate,
      path: "/partners",
      dataFile: "pages/partners.yaml",
      photos: true,
      alsoShows: [],
      typeName: "SectionsPageYaml",
    });
    expect(pages[2].path).toBe("/partners-of-the-program");
    expect(fs.existsSync(path.join(root, sectionsPageTemplate))).toBe(true);
  });

  it("types its file SectionsPageYaml and gives it its name as slug; other files keep their own type and no slug", () => {
    expect(contentTypeFor(contentFilePath("data/pages/partners.yaml"), pages)).toBe("SectionsPageYaml");
    expect(sectionsSlug(contentFilePath("data/pages/our-partners.yaml"), pages)).toBe("our-partners");
    expect(contentTypeFor(contentFilePath("data/pages/home.yaml"), pages)).toBe("HomePageYaml");
    expect(sectionsSlug(contentFilePath("data/pages/home.yaml"), pages)).toBeUndefined();
    expect(contentTypeFor(contentFilePath("data/team.yaml"), pages)).toBe("TeamYaml");
  });
});
