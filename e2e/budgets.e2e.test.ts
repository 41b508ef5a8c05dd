/**
 * What a phone downloads for its first view, measured in Chromium as the benchmark measures it
 * (bench/page-weight.ts): image bytes on a 412 px wide screen (Lighthouse's mobile device,
 * DPR 1.75) before any scrolling, and render-blocking requests.
 */
import type { BrowserContext } from "playwright-core";
import { firstView, phoneContext } from "../bench/page-weight";
import { publicRoutes } from "../tests/support/routes";
import { siteInBrowser } from "./browser";

/** Every page in both languages: the same budget for /es pages. */
const routes = publicRoutes;
const imageBudgetKb = 250;

const site = siteInBrowser();
let context: BrowserContext;

// (Closed with the browser.)
beforeAll(async () => {
  context = await phoneContext(site.browser);
});

describe.each(routes)("the first view of %s on a phone", (route) => {
  it(`loads at most ${imageBudgetKb} KB of images and nothing render-blocking but the HTML`, async () => {
    const { imageKb, renderBlocking } = await firstView(context, `${site.server.url}${route}`);
    expect(imageKb).toBeLessThanOrEqual(imageBudgetKb);
    expect(renderBlocking).toEqual([]);
  });
});

/**
 * On a phone (Lighthouse's), a photo is fetched at once exactly when its first view shows it: on a
 * slow connection the rest wait for the browser's lazy loading. On a laptop screen, the largest
 * photo in view is fetched at once too, or asked for from the <head> (ui/WideScreenPreload.tsx);
 * the browser's lazy loading fetches any other photo in view at its first layout.
 */
describe.each(routes)("the photos of %s", (route) => {
  const photosIn = async (viewport: { width: number; height: number }) => {
    const page = await site.browser.newPage({ viewport });
    await page.goto(`${site.server.url}${route}`, { waitUntil: "load" });
    const found = await page.evaluate(() => {
      const preloads = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'))
        .filter((link) => !link.media || window.matchMedia(link.media).matches)
        .map((link) => link.imageSrcset);
      return Array.from(document.querySelectorAll<HTMLImageElement>("img[data-main-image]"), (img) => {
        const box = img.getBoundingClientRect();
        const shown = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0)) * Math.max(0, Math.min(box.right, window.innerWidth) - Math.max(box.left, 0));
        // Its first source: AVIF, or WebP for a gallery's photo (src/components/ui/WideScreenPreload.tsx).
        const first = img.closest("picture")?.querySelector<HTMLSourceElement>("source")?.srcset;
        return { alt: img.alt, loading: img.loading, shown, preloaded: Boolean(first && preloads.includes(first)) };
      });
    });
    await page.close();
    return found;
  };

  it("are fetched at once on a phone exactly when its first view shows them", async () => {
    const photos = await photosIn({ width: 412, height: 823 });
    expect(photos.filter((photo) => (photo.loading === "eager") !== photo.shown > 0).map((photo) => `${photo.loading}, ${photo.shown > 0 ? "in" : "out of"} view: ${photo.alt}`)).toEqual([]);
  });

  it("have the largest in a laptop's first view fetched at once or asked for from the head", async () => {
    const photos = (await photosIn({ width: 1280, height: 800 })).filter((photo) => photo.shown > 0).sort((a, b) => b.shown - a.shown);
    if (photos.length === 0) return;
    expect([photos[0].alt, photos[0].loading === "eager" || photos[0].preloaded]).toEqual([photos[0].alt, true]);
  });
});
