/**
 * The photos the build serves: made once for both languages (a Spanish page shows the very files
 * its English twin shows: the image work of a build does not grow with the languages), and
 * without metadata (EXIF, XMP, IPTC), the editor's previews included. e2e/photos.e2e.test.ts
 * builds the site with a phone's photo that has all of it.
 */
import fs from "fs";
import path from "path";
import sharp from "sharp";
import { placeholderDescription, placeholderPhoto } from "../../scripts/placeholderPhotos";
import { filesUnder } from "../../plugins/site-finish/unloadedFiles";
import { fileSha256, readSampleHashes } from "../../plugins/content/samplePhotoFiles";
import { publicDir, loadPage } from "../support/built-site";
import { englishRoutes, localePath, locales, publicRoutes } from "../support/routes";
import { localeOfPath } from "../../src/lib/locales";
import { load } from "js-yaml";
import { yamlFiles } from "../../plugins/content/contentTree";
import { contentStructure } from "../../src/content/contentModel";
import { photoUses } from "../../src/content/photoUses";
import { contentFilePath } from "../../src/lib/contentFile";
import { contentTypeFor } from "../../src/lib/contentPages";

/** Every image file a page names: <img> and <source> sources, the preload, the sharing picture. */
function imagesOf(route: string): string[] {
  const document = loadPage(route);
  const addresses = [
    ...Array.from(document.querySelectorAll("img[src]"), (img) => img.getAttribute("src") ?? ""),
    ...Array.from(document.querySelectorAll("img[srcset], source[srcset]"), (element) => (element.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(" ")[0])).flat(),
    ...Array.from(document.querySelectorAll('link[rel="preload"][as="image"]'), (link) => (link.getAttribute("imagesrcset") ?? "").split(",").map((part) => part.trim().split(" ")[0])).flat(),
    ...Array.from(document.querySelectorAll('meta[property="og:image"]'), (meta) => new URL(meta.getAttribute("content") ?? "").pathname),
  ];
  return [...new Set(addresses.filter((address) => address.startsWith("/static/")))].sort();
}

describe.each(englishRoutes)("the photos of %s", (route) => {
  it("are the same files in every language: each photo is made once", () => {
    const english = imagesOf(route);
    expect(english.length).toBeGreaterThan(0);
    for (const locale of locales) expect([localePath(locale, route), imagesOf(localePath(locale, route))]).toEqual([localePath(locale, route), english]);
  });
});

describe("every image the build serves", () => {
  it("carries no EXIF, XMP or IPTC, the editor's preview copies included", async () => {
    const images = filesUnder(publicDir).filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
    expect(images.filter((file) => file.startsWith("admin/photos/")).length).toBeGreaterThan(20);
    // Some 350 files: sharp reads each file's headers only (not the whole file into memory), four
    // files at a time; the time this takes grows with the photos, within the build project's time-out.
    const withMetadata: string[] = [];
    const queue = [...images];
    const reader = async () => {
      for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
        const { exif, xmp, iptc } = await sharp(path.join(publicDir, file)).metadata();
        if (exif || xmp || iptc) withMetadata.push(file);
      }
    };
    await Promise.all(Array.from({ length: 4 }, reader));
    expect(withMetadata.sort()).toEqual([]);
  });
});

/** A photo of data/photos that is still one of the sample photos as drawn (its bytes as listed: plugins/content/sample-photos.sha256), by its name ("home-hero"). */
const listed = new Map(readSampleHashes().map((sample) => [sample.file, sample.sha256]));
const samples = new Map(
  fs
    .readdirSync(path.resolve(publicDir, "..", "data", "photos"))
    .map((name) => ({ name, sample: placeholderPhoto(name) }))
    .filter(({ name, sample }) => sample && listed.get(name) === fileSha256(path.resolve(publicDir, "..", "data", "photos", name)))
    .map(({ name, sample }) => [path.parse(name).name, sample!]),
);

/** The sample photos a page shows, by name, with what it says of each. */
const samplesOn = (route: string) =>
  Array.from(loadPage(route).querySelectorAll("img"))
    .map((img) => ({ name: path.parse(img.getAttribute("src") ?? img.getAttribute("data-src") ?? "").name, alt: img.getAttribute("alt") }))
    .filter(({ name }) => samples.has(name));

/** The names of the photos data/ uses ("home-hero"), by the content model's photo fields. */
const dataDir = path.resolve(publicDir, "..", "data");
const usedPhotos = new Set(
  yamlFiles(dataDir).flatMap((relative) =>
    photoUses(load(fs.readFileSync(path.join(dataDir, relative), "utf8")), contentTypeFor(contentFilePath(relative)), contentStructure(), `data/${relative}`).map((use) => path.parse(use.photo).name),
  ),
);

it("finds every sample photo data/ uses on the pages, in both languages", () => {
  expect([...new Set(publicRoutes.flatMap((route) => samplesOn(route).map(({ name }) => name)))].sort()).toEqual([...samples.keys()].filter((name) => usedPhotos.has(name)).sort());
});

describe.each(publicRoutes)("what %s says of its sample photos", (route) => {
  it("describes each as what it shows, in the page's language", () => {
    const document = loadPage(route);
    const language = localeOfPath(route);
    const described = samplesOn(route);
    for (const { name, alt } of described) expect([name, alt]).toEqual([name, placeholderDescription(samples.get(name)!, language)]);
    const shared = document.querySelector('meta[property="og:image"]')?.getAttribute("content");
    const sharedSample = shared ? samples.get(path.parse(new URL(shared).pathname).name) : undefined;
    if (sharedSample) expect(document.querySelector('meta[property="og:image:alt"]')?.getAttribute("content")).toBe(placeholderDescription(sharedSample, language));
  });
});
