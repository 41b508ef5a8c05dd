import { contentFilePath, languageBlocks, withPhotos, yamlTypeFor } from "./contentFile";
import { contentStructure } from "../content/contentModel";

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
  const model = contentStructure();
  // A file as data/ holds it: its list and values that are not language once, each text's words per language.
  const programs = {
    programs: [
      {
        id: "mentorship",
        title: { en: "Mentorship", es: "Mentoría" },
        shortTitle: { en: "Mentors", es: "Mentores", outdated: { es: "Mentoring" } },
        icon: "compass",
        description: { en: "Weekly.", es: "Semanal." },
        features: [{ en: "Eleven sessions", es: "Once sesiones" }],
        photo: { file: "photos/programs-mentorship.jpg", alt: { en: "A mentor", es: "Un mentor" } },
      },
    ],
  };

  it("makes each language's copy of a file as a page's query reads it: the same list, the language's words, the values that are not language as they are", () => {
    const blocks = languageBlocks(programs, "ProgramsYaml", model);
    expect(blocks.en).toEqual({
      programs: [
        {
          id: "mentorship",
          title: "Mentorship",
          shortTitle: "Mentors",
          icon: "compass",
          description: "Weekly.",
          features: ["Eleven sessions"],
          photo: { file: "photos/programs-mentorship.jpg", alt: "A mentor" },
        },
      ],
    });
    expect(blocks.es?.programs).toEqual([
      {
        id: "mentorship",
        title: "Mentoría",
        shortTitle: "Mentores",
        icon: "compass",
        description: "Semanal.",
        features: ["Once sesiones"],
        photo: { file: "photos/programs-mentorship.jpg", alt: "Un mentor" },
      },
    ]);
  });

  it("leaves out a field the model does not know, and a language's words the site has no language for", () => {
    const blocks = languageBlocks({ programs: [{ id: "a", title: { en: "A", es: "A es", fr: "A fr" } }], colour: "red" }, "ProgramsYaml", model);
    expect(blocks).toEqual({ en: { programs: [{ id: "a", title: "A" }] }, es: { programs: [{ id: "a", title: "A es" }] } });
  });

  it("gives each language its own copy of a list each language has its own of (@perLanguage)", () => {
    const editor = { decap: { en: [{ key: "a", text: "Save" }], es: [{ key: "a", text: "Guardar" }, { key: "b", text: "Publicar" }] } };
    expect(languageBlocks(editor, "EditorYaml", model)).toEqual({
      en: { decap: [{ key: "a", text: "Save" }] },
      es: { decap: [{ key: "a", text: "Guardar" }, { key: "b", text: "Publicar" }] },
    });
  });

  it("makes nothing of a file that is not a set of fields", () => {
    expect(languageBlocks(null, "ProgramsYaml", model)).toEqual({});
    expect(languageBlocks(["a"], "ProgramsYaml", model)).toEqual({});
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
