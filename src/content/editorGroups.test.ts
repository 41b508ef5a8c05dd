/** @jest-environment node */
import path from "path";
import { readEditorWords } from "../../plugins/content/editorWordsFile";
import { sitePages } from "../lib/contentPages";
import { editorFileLabel, editorGroups, pagesGroupId } from "./editorGroups";
import type { EditorWords } from "./editorWords";
import { yamlData } from "../../tests/support/content";

const words = readEditorWords(path.resolve(__dirname, "../../data"));
const typeLabel = (block: EditorWords, typeName: string) => block.fields.find((entry) => entry.field === typeName)?.label;

describe.each(["en", "es"] as const)("the editor's groups of files (%s)", (locale) => {
  const block = words[locale] as EditorWords;
  const pagesGroup = editorGroups(block).find((group) => group.id === pagesGroupId);

  it("list each page's own file under Pages, in the order of the list of pages, named by its type's label (a page of sections by its title)", () => {
    const pages = sitePages.filter((page) => !page.dataFile.includes("*"));
    expect(pages.length).toBeGreaterThan(0);
    const title = (file: string) => yamlData(file.replace(/\.yaml$/, ""), locale).title;
    expect(pagesGroup?.files).toEqual(pages.map((page) => ({ file: page.dataFile, label: page.model === "sections" ? title(page.dataFile) : typeLabel(block, page.typeName) })));
    for (const { label } of pagesGroup?.files ?? []) expect(label).toEqual(expect.any(String));
  });

  it("leave the other groups as data/editor.yaml writes them", () => {
    expect(editorGroups(block).filter((group) => group.id !== pagesGroupId)).toEqual(block.groups.filter((group) => group.id !== pagesGroupId));
  });

  it("name a page's file and a legal page's file in the editor's words, and anything else by its path", () => {
    expect(editorFileLabel(block, "data/pages/home.yaml")).toBe(typeLabel(block, "HomePageYaml"));
    expect(editorFileLabel(block, "data/legal/privacy.yaml")).toBe(block.groups.flatMap((group) => group.files).find((entry) => entry.file === "legal/privacy.yaml")?.label);
    expect(editorFileLabel(block, "photos/home-hero.jpg")).toBe("photos/home-hero.jpg");
  });
});

describe("the editor's Pages group", () => {
  it("is named in English and Spanish as before: Home page, Página de inicio", () => {
    expect(editorFileLabel(words.en as EditorWords, "data/pages/home.yaml")).toBe("Home page");
    expect(editorFileLabel(words.es as EditorWords, "data/pages/home.yaml")).toBe("Página de inicio");
  });

  it("names a page of sections by its own title in each language, which data/editor.yaml does not list", () => {
    expect(editorFileLabel(words.en as EditorWords, "data/pages/volunteer.yaml")).toBe("Volunteer");
    expect(editorFileLabel(words.es as EditorWords, "data/pages/volunteer.yaml")).toBe("Voluntariado");
  });
});
