/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { cmsConfigYaml } from "./cmsConfigYaml";
import { readEditorWords } from "../content/editorWordsFile";

const root = path.resolve(__dirname, "../..");
const dataDir = path.join(root, "data");
const written = cmsConfigYaml(dataDir, "en");

interface DecapField {
  name: string;
  widget: string;
  required?: boolean;
  options?: string[];
  fields?: DecapField[];
  field?: DecapField;
  media_folder?: string;
  public_folder?: string;
  pattern?: [string, string];
  summary?: string;
  min?: number;
  max?: number;
  i18n?: boolean | "duplicate";
}
interface DecapConfig {
  backend: { name: string; branch: string };
  publish_mode: string;
  local_backend: boolean;
  i18n: { structure: string; locales: string[]; default_locale: string };
  collections: { name: string; i18n?: boolean; files: { name: string; file: string; i18n?: boolean; fields: DecapField[] }[] }[];
}
const config = load(written) as DecapConfig;
const files = config.collections.flatMap((collection) => collection.files);
const find = (file: string) => files.find((entry) => entry.file === file);
const field = (fields: DecapField[] | undefined, ...names: string[]): DecapField | undefined =>
  names.reduce<DecapField | undefined>((found, name, index) => (index === 0 ? fields : found?.fields)?.find((f) => f.name === name), undefined);

describe("/admin/config.yml (the content editor's configuration, written at build)", () => {
  it("opens the page that shows each file from View the page, not Home", () => {
    expect((find("data/pages/about.yaml") as { preview_path?: string }).preview_path).toBe("about");
    expect((find("data/testimonials.yaml") as { preview_path?: string }).preview_path).toBe("impact");
    expect((find("data/legal/privacy.yaml") as { preview_path?: string }).preview_path).toBe("privacy");
    expect((find("data/pages/home.yaml") as { preview_path?: string }).preview_path).toBe("");
    // The top bar names the live site rather than a "/" alone.
    expect((config as unknown as { display_url: string }).display_url).toBe("https://mevsme-youth.example.org");
  });

  it("edits every YAML file in data/ but the editor's own words, through Git Gateway, each edit as a pull request, or locally", () => {
    const yamlFiles = (fs.readdirSync(dataDir, { recursive: true }) as string[])
      .filter((name) => /\.ya?ml$/.test(name) && name !== "editor.yaml")
      .map((name) => `data/${name.split(path.sep).join("/")}`)
      .sort();
    expect(files.map((entry) => entry.file).sort()).toEqual(yamlFiles);
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBe(true);
  });

  it("writes every file with our canonical YAML writer", () => {
    const formats = (load(written) as { collections: { format?: string }[] }).collections.map((collection) => collection.format);
    expect(new Set(formats)).toEqual(new Set(["canonical-yaml"]));
  });

  it("uses the right widget for each kind of field, required where the schema requires", () => {
    const site = find("data/site.yaml")?.fields;
    expect(field(site, "email")).toMatchObject({ widget: "string", required: true });
    expect(field(site, "donateUrl")).toMatchObject({ widget: "string", required: false });
    expect(field(site, "foundedYear")).toMatchObject({ widget: "number", value_type: "int" });
    expect(field(site, "description")).toMatchObject({ widget: "text" });
    expect(field(site, "social")).toMatchObject({ widget: "list", summary: "{{fields.label}}" });
    expect(field(site, "social", "platform")).toMatchObject({ widget: "select", options: expect.arrayContaining(["facebook", "instagram", "linkedin"]) });
    const home = find("data/pages/home.yaml")?.fields;
    expect(field(home, "hero", "badge")).toMatchObject({ widget: "string", required: true });
    // A multi-line box where either language's text is long: this description is, in Spanish.
    expect(field(home, "hero", "photo", "alt")).toMatchObject({ widget: "text", required: true });
  });

  it("opens every photo field on data/photos, written as the YAML file refers to its photos", () => {
    const photo = (file: string, ...names: string[]) => field(find(file)?.fields, ...names);
    expect(photo("data/site.yaml", "shareImage")).toMatchObject({ widget: "image", media_folder: "photos", public_folder: "photos" });
    expect(photo("data/pages/home.yaml", "hero", "photo", "file")).toMatchObject({ media_folder: "../photos", public_folder: "../photos" });
    expect(photo("data/programs.yaml", "programs", "photo", "file")).toMatchObject({ media_folder: "photos", public_folder: "photos" });
    expect(photo("data/pages/impact.yaml", "participants", "photos", "file")).toMatchObject({ media_folder: "../photos" });
    expect(photo("data/pages/impact.yaml", "banners", "photo", "file")).toMatchObject({ media_folder: "../photos" });
  });

  it("hands each field's rules from the content model to the editor's own field checks: formats, lengths, ranges, language or not", () => {
    const site = find("data/site.yaml")?.fields;
    const rules = (each: DecapField | undefined) => (each as { content_rules?: Record<string, unknown> } | undefined)?.content_rules;
    expect(rules(field(site, "email"))).toEqual({ same: true, format: "email", language: false });
    expect(rules(field(site, "social", "url"))).toEqual({ same: true, format: "webAddress", language: false });
    expect(rules(field(find("data/programs.yaml")?.fields, "programs", "id"))).toMatchObject({ format: "slug" });
    expect(rules(field(find("data/nav.yaml")?.fields, "cta", "to"))).toMatchObject({ format: "page", language: false });
    expect(rules(field(find("data/pages/contact.yaml")?.fields, "heading"))).toEqual({ maxLength: 60, language: true });
    expect(rules(field(find("data/layout.yaml")?.fields, "subscribe", "mailBody"))).toEqual({ lines: true, language: true });
    expect(field(site, "foundedYear")).toMatchObject({ min: 1900, max: 2100 });
    // Checked by our widgets in the editor's language, not by Decap's one-language pattern.
    const all = (fields: DecapField[]): DecapField[] => fields.flatMap((each) => [each, ...all(each.fields ?? []), ...(each.field ? all([each.field]) : [])]);
    expect(files.flatMap((entry) => all(entry.fields)).filter((each) => each.pattern)).toEqual([]);
  });

  it("labels every field in the editor's language, from data/editor.yaml, and sets Decap's own interface to it", () => {
    const spanish = load(cmsConfigYaml(dataDir, "es")) as DecapConfig & { locale: string };
    const spanishFiles = spanish.collections.flatMap((collection) => collection.files);
    const words = readEditorWords(dataDir);
    const label = (locale: "en" | "es", key: string) => words[locale]?.fields.find((entry) => entry.field === key)?.label;
    expect(spanish.locale).toBe("es");
    expect((config as unknown as { locale: string }).locale).toBe("en");
    const testimonials = (list: typeof files) => list.find((entry) => entry.file === "data/testimonials.yaml")?.fields;
    expect(field(testimonials(spanishFiles), "testimonials", "age")).toMatchObject({ label: label("es", "Testimonial.age"), hint: words.es?.fields.find((entry) => entry.field === "Testimonial.age")?.hint });
    expect(field(testimonials(files), "testimonials", "age")).toMatchObject({ label: label("en", "Testimonial.age") });
    expect(label("es", "Testimonial.age")).not.toBe(label("en", "Testimonial.age"));
    // "Add testimonial +", in each language.
    expect(field(testimonials(spanishFiles), "testimonials")).toMatchObject({ label_singular: words.es?.fields.find((entry) => entry.field === "TestimonialsYaml.testimonials")?.item });
    // The files' names and groups too.
    expect(spanish.collections.map((collection) => (collection as unknown as { label: string }).label)).toEqual(words.es?.groups.map((group) => group.label));
  });

  it("edits both languages of each file (Decap's i18n single_file: one en and one es block per file)", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "es"], default_locale: "en" });
    // Decap drops a file's field settings for i18n unless both its collection and the file ask for it.
    expect(config.collections.every((collection) => collection.i18n === true)).toBe(true);
    expect(files.every((entry) => entry.i18n === true)).toBe(true);
  });

  it("marks every field as language or not, as the content check compares the two languages", () => {
    const all = (fields: DecapField[]): DecapField[] =>
      fields.flatMap((each) => [each, ...all(each.fields ?? []), ...(each.field ? all([each.field]) : [])]);
    // A field without it would be hidden in Spanish (Decap's i18n: none).
    expect(files.flatMap((entry) => all(entry.fields)).filter((each) => each.i18n !== true && each.i18n !== "duplicate")).toEqual([]);

    const programs = find("data/programs.yaml")?.fields;
    const site = find("data/site.yaml")?.fields;
    const home = find("data/pages/home.yaml")?.fields;
    const about = find("data/pages/about.yaml")?.fields;
    // Language: every text a visitor reads, and what holds one.
    expect(field(home, "title")?.i18n).toBe(true);
    expect(field(programs, "programs")?.i18n).toBe(true);
    expect(field(programs, "programs", "title")?.i18n).toBe(true);
    expect(field(programs, "programs", "features")).toMatchObject({ i18n: true, field: { i18n: true } });
    expect(field(home, "hero", "photo", "alt")?.i18n).toBe(true);
    expect(field(find("data/forms.yaml")?.fields, "volunteer", "subject")?.i18n).toBe(true);
    // Not language: ids, addresses, links, names (sameInEveryLanguage), and numbers, choices, dates, photo files.
    expect(field(programs, "programs", "id")?.i18n).toBe("duplicate");
    expect(field(programs, "programs", "icon")?.i18n).toBe("duplicate");
    expect(field(programs, "programs", "photo", "file")?.i18n).toBe("duplicate");
    expect(field(home, "hero", "photo", "file")?.i18n).toBe("duplicate");
    expect(field(site, "shareImage")?.i18n).toBe("duplicate");
    expect(field(site, "email")?.i18n).toBe("duplicate");
    expect(field(site, "foundedYear")?.i18n).toBe("duplicate");
    expect(field(site, "social", "platform")?.i18n).toBe("duplicate");
    expect(field(site, "social", "url")?.i18n).toBe("duplicate");
    expect(field(find("data/nav.yaml")?.fields, "cta", "to")?.i18n).toBe("duplicate");
    expect(field(find("data/nav.yaml")?.fields, "cta", "label")?.i18n).toBe(true);
    expect(field(find("data/legal/terms.yaml")?.fields, "updated")?.i18n).toBe("duplicate");
    // A list or an object takes only a boolean in Decap's schema: it is edited per language, its fields copied or not.
    expect(field(about, "galleries", "show")).toMatchObject({ i18n: true, field: { i18n: "duplicate" } });
    expect(field(site, "address")?.i18n).toBe(true);
    expect(field(site, "address", "postalCode")?.i18n).toBe("duplicate");
    const containers = files.flatMap((entry) => all(entry.fields)).filter((each) => each.widget === "list" || each.widget === "object");
    expect(containers.filter((each) => each.i18n !== true)).toEqual([]);
  });

  it("summarises each collapsed list item by its own text", () => {
    const programs = find("data/programs.yaml")?.fields;
    expect(field(programs, "programs")).toMatchObject({ summary: "{{fields.title}}" });
    expect(field(programs, "programs", "features")).toMatchObject({ summary: "{{fields.item}}" });
    expect(field(find("data/galleries.yaml")?.fields, "galleries", "photos")).toMatchObject({ summary: "{{fields.alt}}" });
    // A member's name is optional; the role is not.
    expect(field(find("data/team.yaml")?.fields, "groups", "members")).toMatchObject({ summary: "{{fields.role}}" });
  });
});
