/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { contentModel } from "./contentModel";
import { decapYamlFormat } from "./canonicalYaml";
import { followDefaultLanguage } from "./followDefaultLanguage";

const model = contentModel();
const read = (file: string) => load(fs.readFileSync(path.resolve(__dirname, "../../data", file), "utf8")) as { en: any; es: any };
const follow = (blocks: unknown, typeName: string) => followDefaultLanguage(blocks, typeName, model, ["en", "es"], "en") as { en: any; es: any };

describe("values that are not language follow English, at every level", () => {
  it("takes a photo replaced in English into the Spanish list item, and leaves the Spanish words alone", () => {
    const blocks = read("programs.yaml");
    blocks.en.programs[0].photo.file = "photos/programs-new-photo.jpg";
    const followed = follow(blocks, "ProgramsYaml");
    expect(followed.es.programs[0].photo.file).toBe("photos/programs-new-photo.jpg");
    expect(followed.es.programs[0].photo.alt).toBe(blocks.es.programs[0].photo.alt);
    expect(followed.es.programs[0].title).toBe(blocks.es.programs[0].title);
  });

  it("takes a number changed in English (an age) and undoes one changed in Spanish alone", () => {
    const blocks = read("testimonials.yaml");
    blocks.en.testimonials[0].age = 16;
    blocks.es.testimonials[1].age = 99;
    const followed = follow(blocks, "TestimonialsYaml");
    expect(followed.es.testimonials[0].age).toBe(16);
    expect(followed.es.testimonials[1].age).toBe(blocks.en.testimonials[1].age);
    expect(followed.es.testimonials[0].quote).toBe(blocks.es.testimonials[0].quote);
  });

  it("is what the editor writes: the Spanish block gets English's photo on save", () => {
    const blocks = read("programs.yaml");
    blocks.en.programs[1].photo.file = "photos/programs-another.jpg";
    const text = decapYamlFormat(model, { locales: ["en", "es"] }).toFile(blocks, ["programs"]);
    const written = load(text) as { en: any; es: any };
    expect([written.en.programs[1].photo.file, written.es.programs[1].photo.file]).toEqual(["photos/programs-another.jpg", "photos/programs-another.jpg"]);
  });

  it("changes nothing in the content as it is", () => {
    for (const [file, typeName] of [["programs.yaml", "ProgramsYaml"], ["site.yaml", "SiteYaml"], ["forms.yaml", "FormsYaml"], ["pages/about.yaml", "AboutPageYaml"]]) {
      const blocks = read(file);
      expect(follow(blocks, typeName)).toEqual(blocks);
    }
  });
});
