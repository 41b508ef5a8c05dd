/**
 * A photo as it comes from a phone, committed without the editor: 4000 x 3000, about 6 MB, taken
 * with the phone turned (EXIF orientation 6), with its camera, the time and XMP in the file
 * (tests/support/phonePhoto.ts). With a GPS position too, the content check refuses it, naming
 * it (the repository would publish where it was taken). Without one, the site built with it as the
 * home page's photo (the `homeAsEdited` variant, e2e/variants.ts, which also sets a story video) serves no image, the editor's previews included, with
 * EXIF, XMP or IPTC; the photo shows upright; and the home page's first view on a phone keeps to
 * the image budget in both languages.
 */
import fs from "fs";
import os from "os";
import path from "path";
import sharp from "sharp";
import type { BrowserContext } from "playwright-core";
import { firstView, phoneContext } from "../bench/page-weight";
import { filesUnder } from "../plugins/site-finish/unloadedFiles";
import { readContentTree } from "../plugins/content/contentTree";
import { photoFileProblems } from "../src/content/photoFileCheck";
import { describeProblem } from "../src/content/problems";
import { localePath, locales } from "../src/lib/locales";
import { writePhonePhoto } from "../tests/support/phonePhoto";
import { siteInBrowser } from "./browser";
import { heroPhoto } from "./variants";
import { useVariantSite } from "./variantSite";

const variant = useVariantSite("homeAsEdited");
/** The phone's photo as the variant's content holds it: the file as uploaded. */
const fixture = (): string => path.join(variant.dataDir, heroPhoto);
const withPosition = fs.mkdtempSync(path.join(os.tmpdir(), "phone-photo-gps-"));

beforeAll(async () => {
  fs.mkdirSync(path.join(withPosition, "photos"));
  await writePhonePhoto(path.join(withPosition, heroPhoto), { width: 4000, height: 3000, orientation: 6, gps: true });
});
afterAll(() => fs.rmSync(withPosition, { recursive: true, force: true }));

const site = siteInBrowser(() => variant.publicDir);

describe("a phone's photo, uploaded as it comes", () => {
  it("is about 6 MB, 4000 x 3000, turned, with its camera, the time and XMP (the fixture)", async () => {
    const metadata = await sharp(fixture()).metadata();
    expect(fs.statSync(fixture()).size).toBeGreaterThan(5e6);
    expect({ width: metadata.width, height: metadata.height, orientation: metadata.orientation, exif: Boolean(metadata.exif), xmp: Boolean(metadata.xmp) }).toEqual({
      width: 4000,
      height: 3000,
      orientation: 6,
      exif: true,
      xmp: true,
    });
  });

  it("with a GPS position too, is refused by the content check, naming it for the position it holds", async () => {
    const problems = photoFileProblems(await readContentTree(withPosition)).map(describeProblem);
    expect(problems).toEqual([expect.stringMatching(/photos\/home-hero\.jpg holds the GPS position where it was taken/)]);
  });

  it("reaches no served image with its metadata: not a page's photo, the shared-link picture, an icon or the editor's preview", async () => {
    const images = filesUnder(variant.publicDir).filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
    expect(images.some((file) => file.startsWith("admin/photos/"))).toBe(true);
    const withMetadata: string[] = [];
    for (const file of images) {
      const { exif, xmp, iptc } = await sharp(path.join(variant.publicDir, file)).metadata();
      if (exif || xmp || iptc) withMetadata.push(`${file}: ${[exif && "EXIF", xmp && "XMP", iptc && "IPTC"].filter(Boolean).join(", ")}`);
    }
    expect(withMetadata).toEqual([]);
    // And no byte of it: not the camera's name, nor the file as uploaded.
    const uploaded = fs.readFileSync(fixture());
    for (const file of images) {
      const content = fs.readFileSync(path.join(variant.publicDir, file));
      expect([file, content.includes("Xiaomi"), content.equals(uploaded)]).toEqual([file, false, false]);
    }
  });

  it("shows upright on the home page: the edge that was its top is on the right", async () => {
    const html = fs.readFileSync(path.join(variant.publicDir, "index.html"), "utf8");
    const avif = html.match(/<source type="image\/avif" srcSet="([^"]+)"/)?.[1].split(",").pop()?.trim().split(" ")[0];
    expect(avif).toBeDefined();
    const image = sharp(path.join(variant.publicDir, avif as string));
    const { width, height } = await image.metadata();
    const pixel = async (left: number) => (await image.clone().extract({ left, top: Math.round((height as number) / 2), width: 1, height: 1 }).raw().toBuffer())[0];
    // Red (the band the phone wrote along its top) at the right edge, the photo's blue-grey at the left.
    expect(await pixel((width as number) - 2)).toBeGreaterThan(170);
    expect(await pixel(1)).toBeLessThan(150);
  });

  describe.each(locales)("the home page in %s", (locale) => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await phoneContext(site.browser);
    });
    afterAll(() => context?.close());

    it("loads at most the same 250 KB of images for a phone's first view", async () => {
      const { imageKb } = await firstView(context, `${site.server.url}${localePath(locale, "/")}`);
      expect(imageKb).toBeLessThanOrEqual(250);
    });
  });
});
