/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { dump, load } from "js-yaml";
import { readContentTexts } from "../../plugins/content/contentTree";
import { scratchFolders } from "../../tests/support/scratchFolders";
import { checkContentFiles } from "./contentCheck";
import { describeProblem } from "./problems";
import { fixtureContentFolder } from "../../tests/support/fixtureContent";

/** Every problem of a content folder's YAML files and editor words, one line each as the build writes them, the folder read as the build reads it. */
const validateContentDir = (dir: string, labelRoot?: string): string[] => checkContentFiles(readContentTexts(dir, labelRoot)).map(describeProblem);

const realData = path.resolve(__dirname, "../../data");
const scratch = scratchFolders();

/** A scratch project holding the unit tests' fixed copy of the content (tests/support/fixtureContent.ts), for breaking things on purpose where the test says. */
function copyOfData() {
  const project = scratch("content-");
  const dir = fixtureContentFolder(path.join(project, "data"));
  const edit = (file: string, change: (data: any) => void) => {
    const target = path.join(dir, file);
    const data = load(fs.readFileSync(target, "utf8"));
    change(data);
    fs.writeFileSync(target, dump(data));
  };
  return { dir, edit, problems: () => validateContentDir(dir) };
}

/** Every text of a file (a set of words per language) with its Spanish words made its English ones: Decap's old "Fill in from another locale". */
const copyEnglish = (value: any): void => {
  if (Array.isArray(value)) value.forEach(copyEnglish);
  else if (value && typeof value === "object") {
    if (typeof value.en === "string" && typeof value.es === "string") value.es = value.en;
    else Object.values(value).forEach(copyEnglish);
  }
};

describe("the content check", () => {
  it("finds nothing wrong with the content as committed", () => {
    expect(validateContentDir(realData)).toEqual([]);
  });

  it("finds nothing wrong with a copy checked from another folder (npm run check:content -- path/to/data)", () => {
    const data = copyOfData();
    expect(validateContentDir(data.dir, os.tmpdir() === "/" ? "/" : path.dirname(os.tmpdir()))).toEqual([]);
    expect(validateContentDir(data.dir, realData)).toEqual([]);
  });

  it("names the file, the entry and the field when a required field is dropped", () => {
    const data = copyOfData();
    let last = 0;
    data.edit("programs.yaml", (yaml) => {
      last = yaml.programs.length - 1;
      delete yaml.programs[last].title;
    });
    expect(data.problems()).toEqual([`data/programs.yaml: programs[${last}].title is missing`]);
  });

  it("treats an emptied required field as missing, and one of spaces alone as needing text", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.email = ""));
    data.edit("pages/home.yaml", (yaml) => (yaml.title.en = "  "));
    expect(data.problems()).toEqual(["data/pages/home.yaml: title.en is only spaces: it needs some text", "data/site.yaml: email is missing"]);
  });

  it("accepts an optional field left empty", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.storyVideoUrl = null));
    expect(data.problems()).toEqual([]);
  });

  it("catches a misspelt field and suggests the right one", () => {
    const data = copyOfData();
    data.edit("programs.yaml", (yaml) => {
      yaml.programs[0].titel = yaml.programs[0].title;
      delete yaml.programs[0].title;
    });
    expect(data.problems()).toEqual([
      'data/programs.yaml: programs[0].titel is not a known field (did you mean "title"?)',
      "data/programs.yaml: programs[0].title is missing",
    ]);
  });

  it("lists the allowed values when a choice is not one of them, once: a choice is the same in every language", () => {
    const data = copyOfData();
    data.edit("stats.yaml", (yaml) => (yaml.figures[1].icon = "star"));
    const allowed = "users, trophy, handshake, heart, graduation, sparkle, compass, book, message, shield, clock, map";
    expect(data.problems()).toEqual([`data/stats.yaml: figures[1].icon must be one of: ${allowed} (found "star")`]);
  });

  it("says when a number is expected", () => {
    const data = copyOfData();
    data.edit("testimonials.yaml", (yaml) => (yaml.testimonials[0].age = "sixteen"));
    expect(data.problems()).toEqual(["data/testimonials.yaml: testimonials[0].age must be a whole number"]);
  });

  it("says when a list is expected", () => {
    const data = copyOfData();
    data.edit("programs.yaml", (yaml) => (yaml.programs[0].features = "Eleven weekly sessions"));
    expect(data.problems()).toEqual(["data/programs.yaml: programs[0].features must be a list"]);
  });

  it("names a photo that does not exist, with its path in the project", () => {
    const data = copyOfData();
    data.edit("pages/home.yaml", (yaml) => (yaml.hero.photo.file = "../photos/hero-new.jpg"));
    expect(data.problems()).toEqual(["data/pages/home.yaml: hero.photo.file: no photo at data/photos/hero-new.jpg"]);
  });

  it("names a photo kept in a sub-folder of data/photos, which the editor's photo library would not show", () => {
    const data = copyOfData();
    fs.mkdirSync(path.join(data.dir, "photos", "home"));
    fs.renameSync(path.join(data.dir, "photos", "home-hero.jpg"), path.join(data.dir, "photos", "home", "hero.jpg"));
    data.edit("pages/home.yaml", (yaml) => (yaml.hero.photo.file = "../photos/home/hero.jpg"));
    data.edit("site.yaml", (yaml) => (yaml.shareImage = "photos/home/hero.jpg"));
    const elsewhere = "is in a folder of its own; keep every photo in data/photos/ itself, the one folder the editor's photo library shows";
    expect(data.problems()).toEqual([
      `data/pages/home.yaml: hero.photo.file: data/photos/home/hero.jpg ${elsewhere}`,
      `data/site.yaml: shareImage: data/photos/home/hero.jpg ${elsewhere}`,
    ]);
  });

  it("requires a text description for every photo", () => {
    const data = copyOfData();
    data.edit("galleries.yaml", (yaml) => delete yaml.galleries[1].photos[3].alt);
    expect(data.problems()).toEqual(["data/galleries.yaml: galleries[1].photos[3].alt is missing"]);
  });

  it("asks for the shape a field's rule gives (its directive in src/content/schema.ts)", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.email = "info at example.org"));
    data.edit("programs.yaml", (yaml) => (yaml.programs[0].id = "Story Telling"));
    expect(data.problems()).toEqual([
      'data/programs.yaml: programs[0].id must be lower-case letters, digits and single hyphens, like community-recognition (found "Story Telling")',
      'data/site.yaml: email must be an e-mail address, like name@example.com (found "info at example.org")',
    ]);
  });

  it("checks an address as written, without spaces or invisible characters around it, and refuses one inside", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.email = " info@example.org\u200B "));
    expect(data.problems()).toEqual([]);
    data.edit("site.yaml", (yaml) => (yaml.email = "info@exam\u200Bple.org"));
    expect(data.problems()).toEqual(['data/site.yaml: email must be an e-mail address, like name@example.com (found "info@exam\u200Bple.org")']);
  });

  it("holds a heading to the length the design holds (@length) in each language, counting characters as a person does", () => {
    const data = copyOfData();
    data.edit("pages/contact.yaml", (yaml) => (yaml.heading = { en: "x".repeat(6049), es: "ñ".repeat(60) }));
    expect(data.problems()).toEqual(["data/pages/contact.yaml: heading.en is 6049 characters long: at most 60 fit the page"]);
    data.edit("pages/contact.yaml", (yaml) => (yaml.heading = { en: "Contact", es: "ñ".repeat(61) }));
    expect(data.problems()).toEqual(["data/pages/contact.yaml: heading.es is 61 characters long: at most 60 fit the page"]);
  });

  it("says when an id is used twice in one list", () => {
    const data = copyOfData();
    let [last, id] = [0, ""];
    data.edit("programs.yaml", (yaml) => {
      [last, id] = [yaml.programs.length - 1, yaml.programs[0].id];
      yaml.programs[last].id = id;
    });
    expect(data.problems()).toEqual([`data/programs.yaml: programs[${last}].id "${id}" is used twice (also programs[0])`]);
  });

  it("points at the line of a YAML syntax error", () => {
    const data = copyOfData();
    fs.writeFileSync(path.join(data.dir, "nav.yaml"), "main:\n  - label:\n      en: Home\n     to: /\n");
    const [problem, ...rest] = data.problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^data\/nav\.yaml: line 4, column \d+: .+ \(the YAML cannot be read\)$/);
  });

  it("refuses a YAML file that the content model does not declare", () => {
    const data = copyOfData();
    fs.writeFileSync(path.join(data.dir, "events.yaml"), "events: []\n");
    expect(data.problems()).toEqual([
      "data/events.yaml: no content type EventsYaml is declared for this file in src/content/schema.ts",
      // and the editor would not list it anywhere
      "data/editor.yaml: groups: data/events.yaml is in no group: add it to one, with its label, in every language",
    ]);
  });
});

describe("the content check, between the languages", () => {
  it("names a Spanish text that was removed", () => {
    const data = copyOfData();
    let last = 0;
    data.edit("programs.yaml", (yaml) => {
      last = yaml.programs.length - 1;
      delete yaml.programs[last].title.es;
    });
    expect(data.problems()).toEqual([`data/programs.yaml: programs[${last}].title.es is missing (the Spanish words)`]);
  });

  it("names a Spanish text that was emptied", () => {
    const data = copyOfData();
    data.edit("pages/about.yaml", (yaml) => (yaml.heading.es = " "));
    expect(data.problems()).toEqual(["data/pages/about.yaml: heading.es is only spaces: it needs some text"]);
  });

  it("names a text written once for every language, not per language", () => {
    const data = copyOfData();
    data.edit("programs.yaml", (yaml) => (yaml.programs[0].title = "Mentorship"));
    expect(data.problems()).toEqual([
      'data/programs.yaml: programs[0].title must hold its words per language (en:, es: under it), not one text for every language (found "Mentorship")',
    ]);
  });

  it("names an optional text the English has and the Spanish lacks", () => {
    const data = copyOfData();
    data.edit("galleries.yaml", (yaml) => delete yaml.galleries[0].photos[0].caption.es);
    expect(data.problems()).toEqual([
      "data/galleries.yaml: galleries[0].photos[0].caption.es is missing: this text has words in another language, so it needs the Spanish words too (or none in any language)",
    ]);
  });

  it("accepts an optional text that neither language has", () => {
    const data = copyOfData();
    data.edit("galleries.yaml", (yaml) => delete yaml.galleries[0].photos[0].caption);
    expect(data.problems()).toEqual([]);
  });

  it("names an item added with its English words only: the list is one for both languages, so it waits for its Spanish", () => {
    const data = copyOfData();
    let added = 0;
    data.edit("programs.yaml", (yaml) => {
      added = yaml.programs[0].features.push({ en: "Monthly family dinners" }) - 1;
    });
    expect(data.problems()).toEqual([`data/programs.yaml: programs[0].features[${added}].es is missing (the Spanish words)`]);
  });

  it("accepts an entry deleted, which is deleted in both languages at once", () => {
    const data = copyOfData();
    data.edit("testimonials.yaml", (yaml) => yaml.testimonials.splice(1, 1));
    expect(data.problems()).toEqual([]);
  });

  it("names a word for a language the site does not have", () => {
    const data = copyOfData();
    data.edit("pillars.yaml", (yaml) => (yaml.pillars[0].title.fr = "Dignité"));
    expect(data.problems()).toEqual(["data/pillars.yaml: pillars[0].title.fr: fr is not a language of the site (en, es)"]);
  });

  it("accepts a Spanish text to review, naming the English it was written for", () => {
    const data = copyOfData();
    data.edit("pillars.yaml", (yaml) => (yaml.pillars[0].title = { ...yaml.pillars[0].title, outdated: { es: "Worth" } }));
    expect(data.problems()).toEqual([]);
  });

  it("names a text to review written as anything but the text per language its words were written for", () => {
    const data = copyOfData();
    const rule = "must name, per language (en, es), the text that language's words were written for";
    data.edit("pillars.yaml", (yaml) => {
      yaml.pillars[0].title.outdated = "Worth";
      yaml.pillars[1].title.outdated = { fr: "Integrity" };
      yaml.pillars[2].title.outdated = { es: ["Excellence"] };
    });
    expect(data.problems()).toEqual([`data/pillars.yaml: pillars[0].title.outdated ${rule}`, `data/pillars.yaml: pillars[1].title.outdated ${rule}`, `data/pillars.yaml: pillars[2].title.outdated ${rule}`]);
  });

  it("names a Spanish copied from the English word for word (Decap's Fill in from another locale), file and fields", () => {
    const data = copyOfData();
    data.edit("pages/home.yaml", copyEnglish);
    const problems = data.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^data\/pages\/home\.yaml: \d+ of its \d+ Spanish texts are the English ones, word for word \(title\.es, description\.es, /);
    expect(problems[0]).toMatch(/; write them in Spanish$/);
  });

  it("lets a few words stay the same in both languages (names, platforms)", () => {
    const data = copyOfData();
    data.edit("pages/home.yaml", (yaml) => (yaml.hero.badge.es = yaml.hero.badge.en));
    expect(data.problems()).toEqual([]);
  });

  it("refuses a value that is not language (an id, a photo, a page linked, a video) written per language: it exists once, so it cannot differ", () => {
    const data = copyOfData();
    let id = "";
    data.edit("programs.yaml", (yaml) => {
      id = yaml.programs[0].id;
      yaml.programs[0].id = { en: id, es: `${id}-es` };
      yaml.programs[0].photo.file = { en: yaml.programs[0].photo.file, es: yaml.programs[1].photo.file };
    });
    data.edit("nav.yaml", (yaml) => (yaml.main[1].to = { en: "/about", es: "/programs" }));
    data.edit("site.yaml", (yaml) => (yaml.storyVideoUrl = { es: "https://youtu.be/abcdefghijk" }));
    expect(data.problems()).toEqual([
      "data/nav.yaml: main[1].to must be text",
      "data/programs.yaml: programs[0].id must be text",
      "data/programs.yaml: programs[0].photo.file must be the path of a photo file",
      "data/site.yaml: storyVideoUrl must be text",
    ]);
  });

  it("accepts the Spanish text of a label, which is language", () => {
    const data = copyOfData();
    data.edit("nav.yaml", (yaml) => (yaml.main[1].label.es = "Sobre nosotros"));
    expect(data.problems()).toEqual([]);
  });

  it("names a Spanish mail subject that does not end with the English one in parentheses", () => {
    const data = copyOfData();
    data.edit("forms.yaml", (yaml) => (yaml.volunteer.subject.es = "Solicitud de voluntariado"));
    expect(data.problems()).toEqual([
      'data/forms.yaml: volunteer.subject.es must end with the English subject in parentheses, "(Volunteer Application)", so mail filters still match',
    ]);
  });

  it("names the newsletter's Spanish subject too", () => {
    const data = copyOfData();
    data.edit("layout.yaml", (yaml) => (yaml.subscribe.mailSubject.es = "Suscripción al boletín (Newsletter)"));
    expect(data.problems()).toEqual([
      'data/layout.yaml: subscribe.mailSubject.es must end with the English subject in parentheses, "(Newsletter Subscription)", so mail filters still match',
    ]);
  });

  it("names a Spanish mail subject left without its English one", () => {
    const data = copyOfData();
    data.edit("forms.yaml", (yaml) => delete yaml.volunteer.subject.en);
    expect(data.problems()).toEqual(["data/forms.yaml: volunteer.subject.en is missing (the English words)"]);
  });

  it("names a list each language has its own of (the editor's phrases of Decap) written once for both", () => {
    const data = copyOfData();
    data.edit("editor.yaml", (yaml) => (yaml.decap = yaml.decap.en));
    expect(data.problems()).toEqual(['data/editor.yaml: decap must hold its words per language (en:, es: under it), not one text for every language (found "a list")']);
  });

  it("names a file still in the old shape, one block per language", () => {
    const data = copyOfData();
    fs.writeFileSync(path.join(data.dir, "pillars.yaml"), dump({ en: { pillars: [{ title: "Dignity", icon: "shield", description: "Worth." }] }, es: { pillars: [{ title: "Dignidad", icon: "shield", description: "Valor." }] } }));
    expect(data.problems()).toEqual([
      "data/pillars.yaml: en is not a known field",
      "data/pillars.yaml: es is not a known field",
      "data/pillars.yaml: pillars is missing",
    ]);
  });
});
