/**
 * @jest-environment node
 *
 * The sample photos (issue #46.1): while a page shows one, its description says what it shows,
 * in both languages, as the list of what each sample photo shows has it (scripts/placeholderPhotos.ts,
 * from how scripts/make-placeholder-photos.ts draws them), and it is marked a sample, which the
 * launch check refuses (src/content/launchCheck.ts). A file with other bytes than the sample's is
 * a real photo, and never carries the mark.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { yamlFiles } from "../../plugins/content/contentTree";
import { contentStructure } from "../../src/content/contentModel";
import type { FieldKind } from "../../src/content/modelTypes";
import { photoInRepository } from "../../src/content/photoUses";
import { contentFilePath } from "../../src/lib/contentFile";
import { contentTypeFor } from "../../src/lib/contentPages";
import { placeholderDescription, placeholderPhoto, placeholderPhotos } from "../../scripts/placeholderPhotos";

const root = path.resolve(__dirname, "../..");
const model = contentStructure();
type Data = Record<string, any>;

interface PhotoUse {
  readonly where: string;
  readonly file: string;
  readonly alt: Record<string, string>;
  readonly placeholder: boolean;
}

/** Every photo a page shows, with its description and mark: each Photo of the content, and the photo for shared links. */
function photoUses(): PhotoUse[] {
  const uses: PhotoUse[] = [];
  for (const relative of yamlFiles(path.join(root, "data"))) {
    const repoPath = `data/${relative}`;
    const typeName = contentTypeFor(contentFilePath(repoPath));
    const data = load(fs.readFileSync(path.join(root, repoPath), "utf8")) as Data;
    const walk = (value: unknown, kind: FieldKind, at: string): void => {
      if (kind.kind === "list" && Array.isArray(value)) value.forEach((item, index) => walk(item, kind.of, `${at}[${index}]`));
      if (kind.kind !== "object" || !value || typeof value !== "object") return;
      const record = value as Data;
      if (kind.type === "Photo") uses.push({ where: `${repoPath} ${at}`, file: photoInRepository(repoPath, record.file), alt: record.alt, placeholder: record.placeholder === true });
      for (const field of model.types[kind.type]?.fields ?? []) walk(record[field.name], field.type, at ? `${at}.${field.name}` : field.name);
    };
    walk(data, { kind: "object", type: typeName }, "");
    if (typeName === "SiteYaml") uses.push({ where: `${repoPath} shareImage`, file: photoInRepository(repoPath, data.shareImage), alt: data.shareImageAlt, placeholder: data.shareImagePlaceholder === true });
  }
  return uses;
}

const fingerprint = (file: string): string => crypto.createHash("sha256").update(fs.readFileSync(path.join(root, file))).digest("hex").slice(0, 16);
const uses = photoUses();

describe("the sample photos", () => {
  it("finds every photo the pages show (28, and the one for shared links)", () => {
    expect(uses).toHaveLength(29);
  });

  it.each(uses.filter((use) => use.placeholder).map((use) => [use.where, use] as const))("%s: a sample photo's description says what it shows, in both languages", (_where, use) => {
    const sample = placeholderPhoto(path.basename(use.file));
    expect(sample).toBeDefined();
    expect(use.alt).toEqual({ en: placeholderDescription(sample!, "en"), es: placeholderDescription(sample!, "es") });
  });

  it("marks every use of a file that is still a sample photo's bytes, and no other photo", () => {
    const wrong = uses.flatMap((use) => {
      const sample = placeholderPhoto(path.basename(use.file));
      const isSample = sample !== undefined && fs.existsSync(path.join(root, use.file)) && fingerprint(use.file) === sample.sha256;
      return isSample === use.placeholder ? [] : [`${use.where}: ${use.file} is ${isSample ? "a sample photo, not marked" : "not a sample photo, yet marked one"}`];
    });
    expect(wrong).toEqual([]);
  });

  it("lists every photo in data/photos that is still a sample, as drawn", () => {
    const samples = fs.readdirSync(path.join(root, "data", "photos")).filter((name) => placeholderPhoto(name) && fingerprint(`data/photos/${name}`) === placeholderPhoto(name)!.sha256);
    expect(samples.sort()).toEqual(placeholderPhotos.map((photo) => photo.file).sort());
  });

  it("describes each sample by how it is drawn: its figures and its sky", () => {
    const hero = placeholderPhoto("home-hero.jpg")!;
    expect(placeholderDescription(hero, "en")).toBe("Sample photo: silhouettes of three people standing side by side, against a blurred deep-blue and orange dusk sky.");
    expect(placeholderDescription(placeholderPhoto("galleries-recognition-award.jpg")!, "es")).toBe(
      "Foto de muestra: una silueta alta, de pie, frente a otras cinco más pequeñas, contra un cielo nocturno desenfocado, azul, con un resplandor cálido.",
    );
    expect(placeholderDescription(placeholderPhoto("galleries-recognition-university.jpg")!, "en")).toContain("silhouettes of fourteen people in two rows");
  });
});
