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
