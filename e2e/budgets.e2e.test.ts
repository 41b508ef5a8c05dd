/**
 * What a phone downloads for its first view, measured in Chromium: image bytes on a 412 px wide
 * screen (Lighthouse's mobile device, DPR 1.75) before any scrolling, and render-blocking requests.
 */
import type { BrowserContext } from "playwright-core";
import { siteInBrowser } from "./browser";

const routes = ["/", "/about", "/programs", "/impact", "/contact", "/privacy", "/terms", "/accessibility"];
const imageBudgetKb = 250;

const site = siteInBrowser();
let context: BrowserContext;

// (Closed with the browser.)
beforeAll(async () => {
  context = await site.browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
});

describe.each(routes)("the first view of %s on a phone", (route) => {
  it(`loads at most ${imageBudgetKb} KB of images and nothing render-blocking but the HTML`, async () => {
    const page = await context.newPage();
    const images: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "image" && !response.url().startsWith("data:")) {
        images.push(response.body().then((body) => body.length, () => 0));
      }
    });
    await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
    const kb = (await Promise.all(images)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    expect(kb).toBeLessThanOrEqual(imageBudgetKb);

    const blocking = await page.evaluate(() =>
      (performance.getEntriesByType("resource") as (PerformanceResourceTiming & { renderBlockingStatus?: string })[])
        .filter((entry) => entry.renderBlockingStatus === "blocking")
        .map((entry) => entry.name),
    );
    expect(blocking).toEqual([]);
    await page.close();
  });
});
