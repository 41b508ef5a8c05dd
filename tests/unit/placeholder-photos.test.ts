/**
 * @jest-environment node
 *
 * The sample photos (issue #46.1): while a page shows one marked a sample, its description says
 * what it shows, in both languages, as the list of what each sample photo shows has it
 * (scripts/placeholderPhotos.ts, from how scripts/make-placeholder-photos.ts draws them), and its
 * file is the sample's bytes as the list of their hashes has them (plugins/content/sample-photos.sha256,
 * by which the launch check recognises a sample whatever its mark says: src/content/launchCheck.ts).
 * Nothing here counts the photos: a page may show more or fewer, samples or real ones.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { yamlFiles } from "../../plugins/content/contentTree";
import { contentStructure } from "../../src/content/contentModel";
import type { FieldKind } from "../../src/content/modelTypes";
import { photoInRepository, photoUses as modelPhotoUses } from "../../src/content/photoUses";
import { parseSampleHashes, sampleHashesText } from "../../src/content/samplePhotos";
import { fileSha256, readSampleHashes, sampleHashesFile } from "../../plugins/content/samplePhotoFiles";
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

const uses = photoUses();
const hashes = readSampleHashes();

describe("the sample photos", () => {
  it("finds every photo the pages show, as the content model's photo fields name them", () => {
    const named = yamlFiles(path.join(root, "data")).flatMap((relative) => {
      const repoPath = `data/${relative}`;
      return modelPhotoUses(load(fs.readFileSync(path.join(root, repoPath), "utf8")), contentTypeFor(contentFilePath(repoPath)), model, repoPath).map((use) => use.photo);
    });
    expect(uses.map((use) => use.file).sort()).toEqual(named.sort());
  });

  it.each(uses.filter((use) => use.placeholder).map((use) => [use.where, use] as const))("%s: a sample photo's description says what it shows, in both languages", (_where, use) => {
    const sample = placeholderPhoto(path.basename(use.file));
    expect(sample).toBeDefined();
    expect(use.alt).toEqual({ en: placeholderDescription(sample!, "en"), es: placeholderDescription(sample!, "es") });
  });

  it("lists the hash of every sample photo as drawn, once, as npm run photos -- --hashes writes it", () => {
    const text = fs.readFileSync(sampleHashesFile, "utf8");
    expect(text).toBe(sampleHashesText(parseSampleHashes(text)));
    expect(hashes.map((sample) => sample.file).sort()).toEqual(placeholderPhotos.map((photo) => photo.file).sort());
    expect(new Set(hashes.map((sample) => sample.sha256)).size).toBe(hashes.length);
  });

  it("holds the list to the files: a photo a page marks a sample is that sample's bytes, as listed", () => {
    const wrong = uses
      .filter((use) => use.placeholder)
      .flatMap((use) => {
        const listed = hashes.find((sample) => sample.file === path.basename(use.file));
        const file = path.join(root, use.file);
        return listed && fs.existsSync(file) && fileSha256(file) === listed.sha256 ? [] : [`${use.where}: ${use.file} is marked a sample, but its bytes are not the listed sample's`];
      });
    expect(wrong).toEqual([]);
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
