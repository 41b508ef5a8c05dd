/**
 * The photos the build serves: made once for both languages (a Spanish page shows the very files
 * its English twin shows: the image work of a build does not grow with the languages), and
 * without metadata (EXIF, XMP, IPTC), the editor's previews included. e2e/photos.e2e.test.ts
 * builds the site with a phone's photo that has all of it.
 */
import path from "path";
import sharp from "sharp";
import { filesUnder } from "../../plugins/site-finish/unloadedFiles";
import { publicDir, loadPage } from "../support/built-site";
import { englishRoutes, localePath, locales } from "../support/routes";

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
