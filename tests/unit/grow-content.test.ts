/**
 * @jest-environment node
 *
 * The growth benchmark's content (bench/growContent.ts) on a copy of the real data/: ten times
 * today's photos, all shown, and the programmes, team and testimonials it promises, the same in
 * English and Spanish, and content the site's own check takes as it is.
 */
import fs from "fs";
import os from "os";
import path from "path";
import yaml from "js-yaml";
import { copyPlaceholderPhotos, growContent } from "../../bench/growContent";
import { readContentTree } from "../../plugins/content/contentTree";
import { checkContent } from "../../src/content/contentCheck";
import { describeProblem } from "../../src/content/problems";
import { contentFilePath, languageBlocks } from "../../src/lib/contentFile";
import { contentTypeFor } from "../../src/lib/contentPages";
import { contentStructure } from "../../src/content/contentModel";
import { shownGalleries } from "../../src/lib/galleries";

const root = path.resolve(__dirname, "../..");
let workdir: string;
let dataDir: string;
let added: string[];

type Content = Record<string, Record<string, unknown>>;
/** A grown file in each language, as the site's pages read it (src/lib/contentFile.ts). */
const read = (file: string): Content =>
  languageBlocks(yaml.load(fs.readFileSync(path.join(dataDir, file), "utf8")), contentTypeFor(contentFilePath(file)), contentStructure()) as Content;
const grownFiles = ["galleries.yaml", "pages/about.yaml", "pages/impact.yaml", "programs.yaml", "team.yaml", "testimonials.yaml"];

/** Every photo file a value names (`file: …jpg`), as a name in data/photos. */
function photoFilesIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => photoFilesIn(item, found));
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "file" && typeof inner === "string" && /\.jpe?g$/.test(inner)) found.add(path.basename(inner));
      else photoFilesIn(inner, found);
    }
  }
  return found;
}

/** A value's shape: its keys and list lengths, each text as "text" (so English and Spanish compare). */
const shape = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(shape)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]))
      : typeof value === "string"
        ? value.trim() === ""
          ? "empty"
          : "text"
        : value;

beforeAll(() => {
  workdir = fs.mkdtempSync(path.join(os.tmpdir(), "grow-content-"));
  dataDir = path.join(workdir, "data");
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true });
  added = growContent(dataDir);
  copyPlaceholderPhotos(dataDir, added);
});

afterAll(() => fs.rmSync(workdir, { recursive: true, force: true }));

/** The photo files the content of a folder shows, in a language. */
function shownIn(dir: string, language: string): Set<string> {
  const shown = new Set<string>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".yaml")).concat(fs.readdirSync(path.join(dir, "pages")).map((name) => `pages/${name}`))) {
    const content = languageBlocks(yaml.load(fs.readFileSync(path.join(dir, file), "utf8")), contentTypeFor(contentFilePath(file)), contentStructure()) as Content;
    if (content[language]) photoFilesIn(content[language], shown);
  }
  return shown;
}

// Counted from the content of data/ as it is (an editor's new program or photo changes today's count), never from a figure of it.
test("the grown content shows today's photos and every photo it adds, each a file in data/photos", () => {
  for (const language of ["en", "es"]) {
    const today = shownIn(path.join(root, "data"), language);
    const shown = shownIn(dataDir, language);
    expect(shown.size).toBe(today.size + added.length);
    expect([...shown].filter((name) => !fs.existsSync(path.join(dataDir, "photos", name)))).toEqual([]);
    expect([...today].filter((name) => !shown.has(name))).toEqual([]);
  }
  expect(added.length).toBeGreaterThan(0);
});

test("the About page shows seven galleries of 30 photos and the Impact page a gallery of 30", () => {
  const galleries = read("galleries.yaml");
  const impact = read("pages/impact.yaml");
  for (const language of ["en", "es"]) {
    const list = galleries[language].galleries as { id: string; photos: unknown[]; hidden?: boolean }[];
    expect(list.map((gallery) => gallery.photos.length)).toEqual(Array(7).fill(30));
    // The About page shows every gallery not hidden (src/lib/galleries.ts): none is.
    expect(shownGalleries(list)).toEqual(list);
    expect((impact[language].participants as { photos: unknown[] }).photos).toHaveLength(30);
  }
});

test("there are 30 testimonials, 12 programmes and 11 team members in each language", () => {
  for (const language of ["en", "es"]) {
    expect(read("testimonials.yaml")[language].testimonials).toHaveLength(30);
    expect(read("programs.yaml")[language].programs).toHaveLength(12);
    const groups = read("team.yaml")[language].groups as { members: unknown[] }[];
    expect(groups.reduce((sum, group) => sum + group.members.length, 0)).toBe(11);
  }
});

test("English and Spanish are the same in shape, every text present, and what is not language the same in both", () => {
  for (const file of grownFiles) {
    const content = read(file);
    expect({ file, shape: shape(content.es) }).toEqual({ file, shape: shape(content.en) });
    expect(photoFilesIn(content.es, new Set())).toEqual(photoFilesIn(content.en, new Set()));
  }
  const ids = (language: string) => (read("programs.yaml")[language].programs as { id: string }[]).map((program) => program.id);
  expect(new Set(ids("en")).size).toBe(12);
  expect(ids("es")).toEqual(ids("en"));
});

test("the grown content passes the site's content check, photos included", async () => {
  expect(checkContent(await readContentTree(dataDir, workdir)).problems.map(describeProblem)).toEqual([]);
}, 120_000);
