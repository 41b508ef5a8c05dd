import { contentFilePath, languageBlocks, withPhotos, yamlTypeFor } from "./contentFile";

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

describe("contentFilePath", () => {
  it("names a file of the repository as gatsby-source-filesystem does", () => {
    expect(contentFilePath("data/pages/home.yaml")).toEqual({ name: "home", relativeDirectory: "pages" });
    expect(contentFilePath("site.yaml")).toEqual({ name: "site", relativeDirectory: "" });
  });
});

describe("languageBlocks", () => {
  it("keeps each language's block and nothing else", () => {
    expect(languageBlocks({ en: { title: "Hi" }, es: { title: "Hola" }, fr: { title: "Salut" } })).toEqual({ en: { title: "Hi" }, es: { title: "Hola" } });
  });

  it("leaves out a language whose block is not a map", () => {
    expect(languageBlocks({ en: { title: "Hi" }, es: "Hola" })).toEqual({ en: { title: "Hi" } });
    expect(languageBlocks(null)).toEqual({});
  });
});

describe("withPhotos", () => {
  it("replaces every photo's file by what the query returns, knowing where it sits", () => {
    const block = { hero: { photo: { file: "../photos/a.jpg", alt: "A" } }, items: [{ photo: { file: "../photos/b.jpg" } }] };
    expect(withPhotos(block, (file, at) => ({ src: file, at: at.join(".") }))).toEqual({
      hero: { photo: { file: { src: "../photos/a.jpg", at: "hero.photo.file" }, alt: "A" } },
      items: [{ photo: { file: { src: "../photos/b.jpg", at: "items.0.photo.file" } } }],
    });
  });
});
