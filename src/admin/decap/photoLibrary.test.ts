/** @jest-environment node */
import { contentModel } from "../../content/contentModel";
import { photoLibrary, photosInUse } from "./photoLibrary";

const model = contentModel();

describe("the photo library as the editor knows it", () => {
  it("holds the photos the build found, those added since, less those deleted", () => {
    const library = photoLibrary(["data/photos/home-hero.jpg"]);
    expect(library.has("data/photos/home-hero.jpg")).toBe(true);
    expect(library.has("data/photos/new.jpg")).toBe(false);
    library.add("data/photos/new.jpg");
    library.remove("data/photos/home-hero.jpg");
    expect(library.has("data/photos/new.jpg")).toBe(true);
    expect(library.has("data/photos/home-hero.jpg")).toBe(false);
    expect(library.list()).toEqual(["data/photos/new.jpg"]);
  });
});

describe("the places that use a photo, read from the backend now", () => {
  // The files as they are stored: each photo's file once, its description per language (src/content/translations.ts).
  const files: Record<string, string> = {
    "data/pages/home.yaml": "hero:\n  photo:\n    file: ../photos/home-hero.jpg\n    alt:\n      en: A circle.\n      es: Un círculo.\n",
    "data/programs.yaml": "programs:\n  - id: a\n    photo:\n      file: photos/programs-a.jpg\n  - id: b\n    photo:\n      file: photos/home-hero.jpg\n",
    "data/testimonials.yaml": "testimonials: [unclosed\n",
  };
  const read = async (file: string) => {
    if (!(file in files)) throw new Error(`404 ${file}`);
    return { data: files[file] };
  };

  it("finds every place, by file and field, once: a photo is the same in every language", async () => {
    const uses = await photosInUse(["data/photos/home-hero.jpg"], Object.keys(files), read, model);
    expect(uses.map(({ file, typeName, path, photo }) => ({ file, typeName, path, photo }))).toEqual([
      { file: "data/pages/home.yaml", typeName: "HomePageYaml", path: ["hero", "photo", "file"], photo: "data/photos/home-hero.jpg" },
      { file: "data/programs.yaml", typeName: "ProgramsYaml", path: ["programs", 1, "photo", "file"], photo: "data/photos/home-hero.jpg" },
    ]);
  });

  it("finds nothing for a photo no page uses, and passes over a file it cannot read", async () => {
    expect(await photosInUse(["data/photos/spare.jpg"], [...Object.keys(files), "data/gone.yaml"], read, model)).toEqual([]);
  });
});
