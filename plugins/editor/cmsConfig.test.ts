/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { cmsConfigYaml } from "./cmsConfigYaml";
import { readEditorWords } from "../content/editorWordsFile";
import { localSiteUrl } from "../../src/lib/siteAddress";

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
}
interface DecapConfig {
  backend: { name: string; branch: string };
  publish_mode: string;
  local_backend?: boolean;
  collections: { name: string; files: { name: string; file: string; fields: DecapField[] }[] }[];
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
    // The top bar names the site's address rather than a "/" alone: off Netlify, npm start's (src/lib/siteAddress.ts).
    expect((config as unknown as { display_url: string }).display_url).toBe(localSiteUrl);
  });

  it("edits every YAML file in data/ but the editor's own words, through Git Gateway, each edit as a pull request, or locally", () => {
    const yamlFiles = (fs.readdirSync(dataDir, { recursive: true }) as string[])
      .filter((name) => /\.ya?ml$/.test(name) && name !== "editor.yaml")
      .map((name) => `data/${name.split(path.sep).join("/")}`)
      .sort();
    expect(files.map((entry) => entry.file).sort()).toEqual(yamlFiles);
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    // Published, a local backend would let the editor page talk to a server on whoever opens it's computer: npm run edit adds its own.
    expect(config).not.toHaveProperty("local_backend");
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
    expect(rules(field(site, "email"))).toEqual({ same: true, format: "email", language: false, beforeLaunch: { check: "example" } });
    expect(rules(field(site, "social", "url"))).toEqual({ same: true, format: "webAddress", language: false, beforeLaunch: { check: "ownPage" } });
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

  it("edits each file as one structure (no Decap i18n, which keeps a copy of every list per language)", () => {
    expect(config).not.toHaveProperty("i18n");
    const all = (fields: DecapField[]): DecapField[] => fields.flatMap((each) => [each, ...all(each.fields ?? []), ...(each.field ? all([each.field]) : [])]);
    expect(config.collections.filter((collection) => "i18n" in collection)).toEqual([]);
    expect(files.filter((entry) => "i18n" in entry)).toEqual([]);
    expect(files.flatMap((entry) => all(entry.fields)).filter((each) => "i18n" in each)).toEqual([]);
  });

  it("marks every field as language or not, for our widgets to show the form's language of a text and one value for all of the others", () => {
    type Rules = { language?: boolean; type?: string; choices?: { value: string; label: string }[]; summary?: { field: string; language: boolean } };
    const rules = (each: DecapField | undefined) => (each as { content_rules?: Rules } | undefined)?.content_rules;
    const all = (fields: DecapField[]): DecapField[] => fields.flatMap((each) => [each, ...all(each.fields ?? []), ...(each.field ? all([each.field]) : [])]);
    // A photo's file is a value of its own widget (the photo library); every other field says whether it is language.
    expect(files.flatMap((entry) => all(entry.fields)).filter((each) => each.widget !== "image" && typeof rules(each)?.language !== "boolean")).toEqual([]);

    const programs = find("data/programs.yaml")?.fields;
    const site = find("data/site.yaml")?.fields;
    const home = find("data/pages/home.yaml")?.fields;
    // Language: every text a visitor reads, a list of texts and its items.
    expect(rules(field(home, "title"))?.language).toBe(true);
    expect(rules(field(programs, "programs", "title"))?.language).toBe(true);
    expect(field(programs, "programs", "features")).toMatchObject({ content_rules: { language: true }, field: { content_rules: { language: true } } });
    expect(rules(field(home, "hero", "photo", "alt"))?.language).toBe(true);
    expect(rules(field(find("data/forms.yaml")?.fields, "volunteer", "subject"))?.language).toBe(true);
    expect(rules(field(find("data/nav.yaml")?.fields, "cta", "label"))?.language).toBe(true);
    // Not language: ids, addresses, links, names (@same), numbers, choices, dates, and what holds items (a list exists once).
    for (const each of [
      field(programs, "programs"),
      field(programs, "programs", "id"),
      field(programs, "programs", "icon"),
      field(site, "email"),
      field(site, "foundedYear"),
      field(site, "social", "platform"),
      field(site, "social", "url"),
      field(site, "address"),
      field(site, "address", "postalCode"),
      field(find("data/nav.yaml")?.fields, "cta", "to"),
      field(find("data/legal/terms.yaml")?.fields, "updated"),
    ]) {
      expect({ field: each?.name, language: rules(each)?.language }).toEqual({ field: each?.name, language: false });
    }
    expect(field(find("data/stats.yaml")?.fields, "home")).toMatchObject({ content_rules: { language: false }, field: { content_rules: { language: false } } });
    // An object's type, or a list's item type: what our widgets check inside it.
    expect(rules(field(programs, "programs"))?.type).toBe("Program");
    expect(rules(field(site, "address"))?.type).toBe("PostalAddress");
  });

  it("names a choice's options in the editor's language, from data/editor.yaml", () => {
    const words = readEditorWords(dataDir);
    const spanish = load(cmsConfigYaml(dataDir, "es")) as DecapConfig;
    const weekday = (config: DecapConfig) =>
      field(config.collections.flatMap((collection) => collection.files).find((entry) => entry.file === "data/site.yaml")?.fields, "programSessions", "weekday") as unknown as { content_rules: { choices: { value: string; label: string }[] } };
    const label = (locale: "en" | "es", key: string) => words[locale]?.fields.find((entry) => entry.field === key)?.label;
    expect(weekday(config).content_rules.choices).toContainEqual({ value: "friday", label: label("en", "Weekday.friday") });
    expect(weekday(spanish).content_rules.choices).toContainEqual({ value: "friday", label: label("es", "Weekday.friday") });
    expect(label("es", "Weekday.friday")).toBe("Viernes");
    expect(weekday(spanish).content_rules.choices.map((choice) => choice.value)).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]);
    // Several choices (a list of them): one field of boxes to tick, each named.
    expect(field(find("data/site.yaml")?.fields, "programSessions", "weeks")).toMatchObject({ widget: "select", multiple: true, content_rules: { choices: expect.arrayContaining([{ value: "second", label: label("en", "WeekOfMonth.second") }]) } });
  });

  it("summarises each collapsed list item by its own text, in the form's language where it is language, and names a list's item", () => {
    const programs = find("data/programs.yaml")?.fields;
    expect(field(programs, "programs")).toMatchObject({ summary: "{{fields.title}}", content_rules: { summary: { field: "title", language: true } } });
    expect(field(programs, "programs", "features")).toMatchObject({ summary: "{{fields.item}}", content_rules: { summary: { field: "item", language: true } } });
    expect(field(find("data/galleries.yaml")?.fields, "galleries", "photos")).toMatchObject({ summary: "{{fields.alt}}", content_rules: { summary: { field: "alt", language: true } } });
    // A member's name is optional; the role is not.
    expect(field(find("data/team.yaml")?.fields, "groups", "members")).toMatchObject({ summary: "{{fields.role}}", content_rules: { summary: { field: "role", language: true } } });
    // Ids are the same in every language.
    expect(field(find("data/stats.yaml")?.fields, "home")).toMatchObject({ content_rules: { summary: { field: "item", language: false } } });
    // A list of texts is named by its item too ("Add item +", "1 paragraph"), not by the plural of its label.
    const words = readEditorWords(dataDir);
    expect(field(programs, "programs", "features")).toMatchObject({ label_singular: words.en?.fields.find((entry) => entry.field === "Program.features")?.item });
    // Counted with its items' own noun where its label is not that ("4 items", not "4 what it includes").
    const items = (each: DecapField | undefined) => (each as { content_rules?: { items?: string } } | undefined)?.content_rules?.items;
    expect(items(field(programs, "programs", "features"))).toBe(words.en?.fields.find((entry) => entry.field === "Program.features")?.items);
    expect(items(field(programs, "programs"))).toBeUndefined();
  });
});
