/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { cmsConfigYaml } from "./cmsConfigYaml";

const root = path.resolve(__dirname, "../..");
const dataDir = path.join(root, "data");
const committed = fs.readFileSync(path.join(root, "static", "admin", "config.yml"), "utf8");

interface DecapField {
  name: string;
  widget: string;
  required?: boolean;
  options?: string[];
  fields?: DecapField[];
  field?: DecapField;
  media_folder?: string;
  public_folder?: string;
}
interface DecapConfig {
  backend: { name: string; branch: string };
  publish_mode: string;
  local_backend: boolean;
  collections: { name: string; files: { name: string; file: string; fields: DecapField[] }[] }[];
}
const config = load(committed) as DecapConfig;
const files = config.collections.flatMap((collection) => collection.files);
const find = (file: string) => files.find((entry) => entry.file === file);
const field = (fields: DecapField[] | undefined, ...names: string[]): DecapField | undefined =>
  names.reduce<DecapField | undefined>((found, name, index) => (index === 0 ? fields : found?.fields)?.find((f) => f.name === name), undefined);

describe("static/admin/config.yml (the content editor's configuration)", () => {
  it("is what npm run cms:config writes from the content model today", () => {
    // On failure: run `npm run cms:config` and commit the result.
    expect(committed).toBe(cmsConfigYaml(dataDir));
  });

  it("edits every YAML file in data/, through Git Gateway, each edit as a pull request, or locally", () => {
    const yamlFiles = (fs.readdirSync(dataDir, { recursive: true }) as string[])
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => `data/${name.split(path.sep).join("/")}`)
      .sort();
    expect(files.map((entry) => entry.file).sort()).toEqual(yamlFiles);
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBe(true);
  });

  it("uses the right widget for each kind of field, required where the schema requires", () => {
    const site = find("data/site.yaml")?.fields;
    expect(field(site, "email")).toMatchObject({ widget: "string", required: true });
    expect(field(site, "donateUrl")).toMatchObject({ widget: "string", required: false });
    expect(field(site, "foundedYear")).toMatchObject({ widget: "number", value_type: "int" });
    expect(field(site, "description")).toMatchObject({ widget: "text" });
    expect(field(site, "social")).toMatchObject({ widget: "list", summary: "{{fields.label}}" });
    expect(field(site, "social", "platform")).toMatchObject({ widget: "select", options: expect.arrayContaining(["facebook", "instagram", "linkedin"]) });
    expect(field(site, "shareImage")).toMatchObject({ widget: "image", media_folder: "/data/photos", public_folder: "photos" });
    const home = find("data/pages/home.yaml")?.fields;
    expect(field(home, "hero", "photo", "file")).toMatchObject({ widget: "image", public_folder: "../photos" });
    expect(field(home, "hero", "photo", "alt")).toMatchObject({ widget: "string", required: true });
  });
});
