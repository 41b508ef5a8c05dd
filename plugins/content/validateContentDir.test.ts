/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { dump, load } from "js-yaml";
import { validateContentDir } from "./validateContentDir";
import { scratchFolders } from "../../tests/support/scratchFolders";

const realData = path.resolve(__dirname, "../../data");
const scratch = scratchFolders();

/** A scratch project holding a copy of the real data/, for breaking things on purpose. */
function copyOfData() {
  const project = scratch("content-");
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

/** Applies `change` to every language's block: what the editor does with a value that is not language. */
const inEveryLanguage = (change: (block: any) => void) => (yaml: any) => {
  change(yaml.en);
  change(yaml.es);
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
      last = yaml.en.programs.length - 1;
      delete yaml.en.programs[last].title;
    });
    expect(data.problems()).toEqual([`data/programs.yaml: en.programs[${last}].title is missing`]);
  });

  it("treats an emptied required field as missing, and one of spaces alone as needing text", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.en.email = ""));
    data.edit("pages/home.yaml", (yaml) => (yaml.en.title = "  "));
    expect(data.problems()).toEqual(["data/pages/home.yaml: en.title is only spaces: it needs some text", "data/site.yaml: en.email is missing"]);
  });

  it("accepts an optional field left empty", () => {
    const data = copyOfData();
    data.edit("site.yaml", inEveryLanguage((block) => (block.storyVideoUrl = null)));
    expect(data.problems()).toEqual([]);
  });

  it("catches a misspelt field and suggests the right one", () => {
    const data = copyOfData();
    data.edit("programs.yaml", (yaml) => {
      yaml.en.programs[0].titel = yaml.en.programs[0].title;
      delete yaml.en.programs[0].title;
    });
    expect(data.problems()).toEqual([
      'data/programs.yaml: en.programs[0].titel is not a known field (did you mean "title"?)',
      "data/programs.yaml: en.programs[0].title is missing",
    ]);
  });

  it("lists the allowed values when a choice is not one of them", () => {
    const data = copyOfData();
    data.edit("stats.yaml", inEveryLanguage((block) => (block.home[1].icon = "star")));
    const allowed = "users, trophy, handshake, heart, graduation, sparkle, compass, book, message, shield, clock, map";
    expect(data.problems()).toEqual([
      `data/stats.yaml: en.home[1].icon must be one of: ${allowed} (found "star")`,
      `data/stats.yaml: es.home[1].icon must be one of: ${allowed} (found "star")`,
    ]);
  });

  it("says when a number is expected", () => {
    const data = copyOfData();
    data.edit("curriculum.yaml", inEveryLanguage((block) => (block.sessions[0].number = "one")));
    expect(data.problems()).toEqual([
      "data/curriculum.yaml: en.sessions[0].number must be a whole number",
      "data/curriculum.yaml: es.sessions[0].number must be a whole number",
    ]);
  });

  it("says when a list is expected", () => {
    const data = copyOfData();
    data.edit("programs.yaml", (yaml) => (yaml.en.programs[0].features = "Eleven weekly sessions"));
    expect(data.problems()).toEqual(["data/programs.yaml: en.programs[0].features must be a list"]);
  });

  it("names a photo that does not exist, with its path in the project", () => {
    const data = copyOfData();
    data.edit("pages/home.yaml", inEveryLanguage((block) => (block.hero.photo.file = "../photos/hero-new.jpg")));
    expect(data.problems()).toEqual([
      "data/pages/home.yaml: en.hero.photo.file: no photo at data/photos/hero-new.jpg",
      "data/pages/home.yaml: es.hero.photo.file: no photo at data/photos/hero-new.jpg",
    ]);
  });

  it("names a photo kept in a sub-folder of data/photos, which the editor's photo library would not show", () => {
    const data = copyOfData();
    fs.mkdirSync(path.join(data.dir, "photos", "home"));
    fs.renameSync(path.join(data.dir, "photos", "home-hero.jpg"), path.join(data.dir, "photos", "home", "hero.jpg"));
    data.edit("pages/home.yaml", inEveryLanguage((block) => (block.hero.photo.file = "../photos/home/hero.jpg")));
    data.edit("site.yaml", inEveryLanguage((block) => (block.shareImage = "photos/home/hero.jpg")));
    const elsewhere = "is in a folder of its own; keep every photo in data/photos/ itself, the one folder the editor's photo library shows";
    expect(data.problems()).toEqual([
      `data/pages/home.yaml: en.hero.photo.file: data/photos/home/hero.jpg ${elsewhere}`,
      `data/pages/home.yaml: es.hero.photo.file: data/photos/home/hero.jpg ${elsewhere}`,
      `data/site.yaml: en.shareImage: data/photos/home/hero.jpg ${elsewhere}`,
      `data/site.yaml: es.shareImage: data/photos/home/hero.jpg ${elsewhere}`,
    ]);
  });

  it("requires a text description for every photo", () => {
    const data = copyOfData();
    data.edit("galleries.yaml", (yaml) => delete yaml.en.galleries[1].photos[3].alt);
    expect(data.problems()).toEqual(["data/galleries.yaml: en.galleries[1].photos[3].alt is missing"]);
  });

  it("asks for the shape a field's rule gives (its directive in src/content/schema.ts)", () => {
    const data = copyOfData();
    data.edit("site.yaml", inEveryLanguage((block) => (block.email = "info at example.org")));
    data.edit("programs.yaml", inEveryLanguage((block) => (block.programs[0].id = "Story Telling")));
    const idRule = 'must be lower-case letters, digits and single hyphens, like community-recognition (found "Story Telling")';
    const emailRule = 'must be an e-mail address, like info@example.org (found "info at example.org")';
    expect(data.problems()).toEqual([
      `data/programs.yaml: en.programs[0].id ${idRule}`,
      `data/programs.yaml: es.programs[0].id ${idRule}`,
      `data/site.yaml: en.email ${emailRule}`,
      `data/site.yaml: es.email ${emailRule}`,
    ]);
  });

  it("checks an address as written, without spaces or invisible characters around it, and refuses one inside", () => {
    const data = copyOfData();
    data.edit("site.yaml", inEveryLanguage((block) => (block.email = " info@example.org\u200B ")));
    expect(data.problems()).toEqual([]);
    data.edit("site.yaml", inEveryLanguage((block) => (block.email = "info@exam\u200Bple.org")));
    expect(data.problems()).toEqual([
      'data/site.yaml: en.email must be an e-mail address, like info@example.org (found "info@exam\u200Bple.org")',
      'data/site.yaml: es.email must be an e-mail address, like info@example.org (found "info@exam\u200Bple.org")',
    ]);
  });

  it("holds a heading to the length the design holds (@length), counting characters as a person does", () => {
    const data = copyOfData();
    data.edit("pages/contact.yaml", (blocks) => {
      blocks.en.heading = "x".repeat(6049);
      blocks.es.heading = "ñ".repeat(60);
    });
    expect(data.problems()).toEqual(["data/pages/contact.yaml: en.heading is 6049 characters long: at most 60 fit the page"]);
  });

  it("says when an id is used twice in one list", () => {
    const data = copyOfData();
    let [last, id] = [0, ""];
    data.edit("programs.yaml", inEveryLanguage((block) => {
      [last, id] = [block.programs.length - 1, block.programs[0].id];
      block.programs[last].id = id;
    }));
    expect(data.problems()).toEqual([
      `data/programs.yaml: en.programs[${last}].id "${id}" is used twice (also en.programs[0])`,
      `data/programs.yaml: es.programs[${last}].id "${id}" is used twice (also es.programs[0])`,
    ]);
  });

  it("points at the line of a YAML syntax error", () => {
    const data = copyOfData();
    fs.writeFileSync(path.join(data.dir, "nav.yaml"), "en:\n  main:\n    - label: Home\n     to: /\n");
    const [problem, ...rest] = data.problems();
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^data\/nav\.yaml: line 4, column \d+: .+ \(the YAML cannot be read\)$/);
  });

  it("refuses a YAML file that the content model does not declare", () => {
    const data = copyOfData();
    fs.writeFileSync(path.join(data.dir, "events.yaml"), "en:\n  events: []\nes:\n  events: []\n");
    expect(data.problems()).toEqual([
      "data/events.yaml: no content type EventsYaml is declared for this file in src/content/schema.ts",
      // and the editor would not list it anywhere
      "data/editor.yaml: en.groups: data/events.yaml is in no group: add it to one, with its label, in every language",
      "data/editor.yaml: es.groups: data/events.yaml is in no group: add it to one, with its label, in every language",
    ]);
  });
});

describe("the content check, between the languages", () => {
  it("names a Spanish text that was removed", () => {
    const data = copyOfData();
    let last = 0;
    data.edit("programs.yaml", (yaml) => {
      last = yaml.es.programs.length - 1;
      delete yaml.es.programs[last].title;
    });
    expect(data.problems()).toEqual([`data/programs.yaml: es.programs[${last}].title is missing`]);
  });

  it("names a Spanish text that was emptied", () => {
    const data = copyOfData();
    data.edit("pages/about.yaml", (yaml) => (yaml.es.heading = " "));
    expect(data.problems()).toEqual(["data/pages/about.yaml: es.heading is only spaces: it needs some text"]);
  });

  it("names an optional text the English has and the Spanish lacks", () => {
    const data = copyOfData();
    data.edit("galleries.yaml", (yaml) => delete yaml.es.galleries[0].photos[0].caption);
    expect(data.problems()).toEqual([
      "data/galleries.yaml: es.galleries[0].photos[0].caption is missing (en.galleries[0].photos[0].caption has it)",
    ]);
  });

  it("accepts an optional text that neither language has", () => {
    const data = copyOfData();
    data.edit("galleries.yaml", inEveryLanguage((block) => delete block.galleries[0].photos[0].caption));
    expect(data.problems()).toEqual([]);
  });

  it("names a Spanish list with one item fewer than the English", () => {
    const data = copyOfData();
    let english = 0;
    data.edit("programs.yaml", (yaml) => {
      english = yaml.en.programs[0].features.length;
      yaml.es.programs[0].features.pop();
    });
    expect(data.problems()).toEqual([
      `data/programs.yaml: es.programs[0].features: Spanish has ${english - 1} features, English ${english}; add or remove the same item in both languages`,
    ]);
  });

  it("names a Spanish block copied from the English (Decap's Fill in from another locale), file and fields", () => {
    const data = copyOfData();
    data.edit("pages/home.yaml", (yaml) => (yaml.es = JSON.parse(JSON.stringify(yaml.en))));
    const problems = data.problems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^data\/pages\/home\.yaml: es: \d+ of its \d+ texts are the English ones, word for word \(es\.title, es\.description, /);
    expect(problems[0]).toMatch(/; write them in Spanish$/);
  });

  it("lets a few words stay the same in both languages (names, platforms)", () => {
    const data = copyOfData();
    data.edit("pages/home.yaml", (yaml) => (yaml.es.hero.badge = yaml.en.hero.badge));
    expect(data.problems()).toEqual([]);
  });

  it("names a Spanish list of entries with one entry fewer", () => {
    const data = copyOfData();
    let english = 0;
    data.edit("testimonials.yaml", (yaml) => {
      english = yaml.en.testimonials.length;
      yaml.es.testimonials.pop();
    });
    expect(data.problems()).toEqual([
      `data/testimonials.yaml: es.testimonials: Spanish has ${english - 1} testimonials, English ${english}; add or remove the same item in both languages`,
    ]);
  });

  it("names an id that differs between the languages", () => {
    const data = copyOfData();
    let id = "";
    data.edit("programs.yaml", (yaml) => {
      id = yaml.en.programs[0].id;
      yaml.es.programs[0].id = `${id}-es`;
    });
    expect(data.problems()).toEqual([
      `data/programs.yaml: es.programs[0].id must be the same as en.programs[0].id (found "${id}-es", not "${id}")`,
    ]);
  });

  it("names a photo file that differs between the languages", () => {
    const data = copyOfData();
    // Another photo that exists (the site's shared photo), written as data/programs.yaml refers to its photos.
    let [other, photo] = ["", ""];
    data.edit("site.yaml", (yaml) => (other = yaml.en.shareImage));
    data.edit("programs.yaml", (yaml) => {
      photo = yaml.en.programs[0].photo.file;
      yaml.es.programs[0].photo.file = other;
    });
    expect(data.problems()).toEqual([
      `data/programs.yaml: es.programs[0].photo.file must be the same as en.programs[0].photo.file (found "${other}", not "${photo}")`,
    ]);
  });

  it("names a link that leads elsewhere in Spanish", () => {
    const data = copyOfData();
    data.edit("nav.yaml", (yaml) => (yaml.es.main[1].to = "/programs"));
    expect(data.problems()).toEqual([
      'data/nav.yaml: es.main[1].to must be the same as en.main[1].to (found "/programs", not "/about")',
    ]);
  });

  it("names a value that is not language given in Spanish only (the story video, a social link)", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => {
      delete yaml.en.storyVideoUrl;
      yaml.es.storyVideoUrl = "https://youtu.be/abcdefghijk";
      delete yaml.en.social[2].url;
      yaml.es.social[2].url = "https://www.linkedin.com/company/example";
    });
    expect(data.problems()).toEqual([
      'data/site.yaml: es.social[2].url must be the same as en.social[2].url (found "https://www.linkedin.com/company/example", but en.social[2].url is empty)',
      'data/site.yaml: es.storyVideoUrl must be the same as en.storyVideoUrl (found "https://youtu.be/abcdefghijk", but en.storyVideoUrl is empty)',
    ]);
  });

  it("accepts the Spanish text of a label, which is language", () => {
    const data = copyOfData();
    data.edit("nav.yaml", (yaml) => (yaml.es.main[1].label = "Quiénes somos"));
    expect(data.problems()).toEqual([]);
  });

  it("names a Spanish mail subject that does not end with the English one in parentheses", () => {
    const data = copyOfData();
    data.edit("forms.yaml", (yaml) => (yaml.es.volunteer.subject = "Solicitud de voluntariado"));
    expect(data.problems()).toEqual([
      'data/forms.yaml: es.volunteer.subject must end with the English subject in parentheses, "(Volunteer Application)", so mail filters still match',
    ]);
  });

  it("names the newsletter's Spanish subject too", () => {
    const data = copyOfData();
    data.edit("layout.yaml", (yaml) => (yaml.es.subscribe.mailSubject = "Suscripción al boletín (Newsletter)"));
    expect(data.problems()).toEqual([
      'data/layout.yaml: es.subscribe.mailSubject must end with the English subject in parentheses, "(Newsletter Subscription)", so mail filters still match',
    ]);
  });

  it("names a file without its Spanish block", () => {
    const data = copyOfData();
    data.edit("pillars.yaml", (yaml) => delete yaml.es);
    expect(data.problems()).toEqual(["data/pillars.yaml: es is missing: the Spanish text of this file"]);
  });

  it("names a file without its English block", () => {
    const data = copyOfData();
    data.edit("pillars.yaml", (yaml) => delete yaml.en);
    expect(data.problems()).toEqual(["data/pillars.yaml: en is missing: the English text of this file"]);
  });

  it("names a field written outside the language blocks", () => {
    const data = copyOfData();
    data.edit("site.yaml", (yaml) => (yaml.email = "info@example.org"));
    expect(data.problems()).toEqual([
      "data/site.yaml: email is not a language of the site (en, es); every field belongs inside one of them",
    ]);
  });

  it("names a file still in the old shape, with no language blocks", () => {
    const data = copyOfData();
    data.edit("pillars.yaml", (yaml) => {
      const english = yaml.en;
      delete yaml.en;
      delete yaml.es;
      Object.assign(yaml, english);
    });
    expect(data.problems()).toEqual([
      "data/pillars.yaml: pillars is not a language of the site (en, es); every field belongs inside one of them",
      "data/pillars.yaml: en is missing: the English text of this file",
      "data/pillars.yaml: es is missing: the Spanish text of this file",
    ]);
  });
});
