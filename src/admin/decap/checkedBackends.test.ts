/** @jest-environment node */
import { editorFileLabel } from "../../content/editorGroups";
import fs from "fs";
import path from "path";
import { contentModel } from "../../content/contentModel";
import type { EditorWords } from "../../content/editorWords";
import { englishHints, readEditorWords } from "../../../plugins/content/editorWordsFile";
import { checkedBackend, photoInUseGuard, type DeletingBackend } from "./checkedBackends";
import { photoLibrary } from "./photoLibrary";
import { fixtureDataDir, siteDataDir } from "../../../tests/support/content";

// The editor's words from data/; the content, the unit tests' fixed copy (tests/support/content.ts), whose words these tests say.
const words = readEditorWords(siteDataDir);
const model = contentModel(englishHints(siteDataDir));
const dataDir = fixtureDataDir;

/** Every content file of the copy, as the repository names them (data/…). */
const contentFiles = (fs.readdirSync(dataDir, { recursive: true }) as string[])
  .filter((file) => /\.ya?ml$/.test(file) && file !== "editor.yaml")
  .map((file) => `data/${file.split(path.sep).join("/")}`)
  .sort();

/** A content file as the editor lists it ("Home page"). */
const fileLabel = (language: EditorWords) => (file: string) => editorFileLabel(language, file);

/** A backend as Decap's are: the repository's files, read and deleted through it. */
class RepositoryBackend implements DeletingBackend {
  files = new Map(contentFiles.map((file) => [file, fs.readFileSync(path.join(dataDir, file.replace(/^data\//, "")), "utf8")]));
  deleted: string[] = [];
  constructor(readonly name: string) {}
  async deleteFiles(paths: string[], _commitMessage: string) {
    this.deleted.push(...paths);
    return undefined;
  }
  async getEntry(file: string) {
    const data = this.files.get(file);
    if (data === undefined) throw new Error(`no file ${file}`);
    return { data };
  }
  async persistMedia(_file: unknown, options: unknown) {
    return { path: (options as { path: string }).path };
  }
  /** The library as Git Gateway lists it: every photo in the repository, used or not. */
  async getMedia() {
    return [{ id: "1", name: "taken-off.jpg", path: "data/photos/taken-off.jpg" }];
  }
  async getMediaFile(file: string) {
    return { file: new Blob([file]) };
  }
}

/** The editor's backend, in an interface language, with what its notices were told and the library it keeps. */
function editorBackend(ui: "en" | "es" = "en") {
  const notices: string[] = [];
  const library = photoLibrary(["data/photos/home-hero.jpg", "data/photos/programs-mentorship.jpg", "data/photos/spare.jpg"]);
  const guard = photoInUseGuard({ contentFiles, model, words: words[ui]!, locale: ui, fileLabel: fileLabel(words[ui]!) }, (line) => notices.push(line));
  const Backend = checkedBackend(RepositoryBackend, guard, library.add, library.remove);
  return { backend: new Backend("git-gateway"), notices, library };
}

describe("deleting a photo in the editor's media library", () => {
  it("refuses to delete a photo a page uses, naming every place by file, field and item", async () => {
    const { backend, notices, library } = editorBackend();
    await expect(backend.deleteFiles(["data/photos/programs-mentorship.jpg"], "Delete")).rejects.toThrow(
      "The photo programs-mentorship.jpg is used in Programs › Program 1, “{curriculumWeeks}-Week {curric…” › Photo. Choose another photo there first; then it can be deleted.",
    );
    expect(backend.deleted).toEqual([]);
    expect(library.has("data/photos/programs-mentorship.jpg")).toBe(true);
    expect(notices).toHaveLength(1);
    expect(notices[0]).not.toMatch(/programs\[0\]|\.yaml/);
  });

  it("names each page that uses the photo, with the refusal as Decap shows it (no “Error:”)", async () => {
    const { backend, notices } = editorBackend();
    const refused = await backend.deleteFiles(["data/photos/home-hero.jpg"], "Delete").catch((error: unknown) => String(error));
    expect(refused).toBe(notices[0]);
    expect(refused).toBe(
      "The photo home-hero.jpg is used in Home page › Top of the page › Photo; Organization (name, contact details, social links) › Photo for shared links. Choose another photo there first; then it can be deleted.",
    );
  });

  it("says it in Spanish in the Spanish editor", async () => {
    const { backend } = editorBackend("es");
    // The item quoted in the editor's language: the program's Spanish title.
    await expect(backend.deleteFiles(["data/photos/programs-mentorship.jpg"], "Delete")).rejects.toThrow(/^La foto programs-mentorship\.jpg se usa en Programas › Programa 1, “\{curriculumName\} de \{curriculu…” › Foto\. /);
  });

  it("deletes a photo no page uses, and the library forgets it", async () => {
    const { backend, notices, library } = editorBackend();
    await backend.deleteFiles(["data/photos/spare.jpg"], "Delete");
    expect(backend.deleted).toEqual(["data/photos/spare.jpg"]);
    expect(library.has("data/photos/spare.jpg")).toBe(false);
    expect(notices).toEqual([]);
  });

  it("reads the content as the backend has it now: a photo no longer used since a save can be deleted", async () => {
    const { backend } = editorBackend();
    const programs = backend.files.get("data/programs.yaml")!;
    backend.files.set("data/programs.yaml", programs.replaceAll("photos/programs-mentorship.jpg", "photos/programs-workshop.jpg"));
    await backend.deleteFiles(["data/photos/programs-mentorship.jpg"], "Delete");
    expect(backend.deleted).toEqual(["data/photos/programs-mentorship.jpg"]);
  });

  it("tells the editor the backend Decap started, which it then asks for a file as it is saved now", async () => {
    const started: DeletingBackend[] = [];
    const guard = photoInUseGuard({ contentFiles, model, words: words.en!, locale: "en", fileLabel: fileLabel(words.en!) }, () => undefined);
    const Backend = checkedBackend(RepositoryBackend, guard, () => undefined, () => undefined, (backend) => started.push(backend));
    const backend = new Backend("git-gateway");
    expect(started).toEqual([backend]);
    expect((await started[0].getEntry("data/nav.yaml")).data).toBe(fs.readFileSync(path.join(dataDir, "nav.yaml"), "utf8"));
  });

  it("adds an uploaded photo to the library, so a save may use it", async () => {
    const { backend, library } = editorBackend();
    expect(library.has("data/photos/new.jpg")).toBe(false);
    await backend.persistMedia({}, { path: "data/photos/new.jpg" });
    expect(library.has("data/photos/new.jpg")).toBe(true);
  });

  it("knows every photo the backend's library lists, so a save may use a photo no page uses (a published build lists only those the pages use)", async () => {
    const { backend, library } = editorBackend();
    expect(library.has("data/photos/taken-off.jpg")).toBe(false);
    expect(await backend.getMedia()).toEqual([{ id: "1", name: "taken-off.jpg", path: "data/photos/taken-off.jpg" }]);
    expect(library.has("data/photos/taken-off.jpg")).toBe(true);
  });
});
