/**
 * Every route of the production build in one language, in Chromium at a phone's and a laptop's
 * width: what a visitor sees, what the console says, what axe finds, and what still works without
 * JavaScript. A file per language (e2e/pages-en.e2e.test.ts, e2e/pages-es.e2e.test.ts), so the two
 * run side by side when the machine has the cores; each adds its own language's header.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { pagesFromData } from "../tests/support/pages";
import { localePath, notFoundRoute, unknownRoute, type Locale } from "../tests/support/routes";
import { isNotFoundPageMessage } from "./browser";
import type { StaticServer } from "./server";

/** The built site and the browser a file's tests visit it with (./browser.ts siteInBrowser). */
export interface Site {
  readonly server: StaticServer;
  readonly browser: Browser;
}

/**
 * Every page of a language, its words read from data/ and its photos from the list of pages
 * (tests/support/pages.ts); the not-found page at an unknown address of its language.
 */
export const routesIn = (locale: Locale): [route: string, h1: string, keyContent: string, photos: boolean][] =>
  pagesFromData(locale).map(({ route, h1, keyContent, photos }): [string, string, string, boolean] => [route === notFoundRoute(locale) ? unknownRoute(locale) : route, h1, keyContent, photos]);

const unknownRoutes = [unknownRoute("en"), unknownRoute("es")];
const widths = [375, 1280];
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

/** Opens a route and collects everything that went wrong on the way. */
export async function open(site: Site, context: BrowserContext, route: string) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (unknownRoutes.includes(route) && isNotFoundPageMessage(text)) return;
    problems.push(`console error: ${text}`);
  });
  const response = await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
  return { page, problems, status: response?.status() };
}

/** axe's findings, in a line each, so a failure reads as a list. */
export async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/** Every page of `locale`, at each width and without JavaScript, and its contact page's forms without JavaScript. */
export function describeEveryPage(site: Site, locale: Locale): void {
  const routes = routesIn(locale);

  describe.each(widths)("at %i px", (width) => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await site.browser.newContext({ viewport: { width, height: 900 } });
    });
    afterAll(() => context?.close());

    it.each(routes)("%s shows its content, cleanly, with no accessibility violation", async (route, h1, keyContent) => {
      const { page, problems, status } = await open(site, context, route);
      expect(status).toBe(unknownRoutes.includes(route) ? 404 : 200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(h1);
      await expect(page.getByText(keyContent, { exact: false }).first().isVisible()).resolves.toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await page.evaluate(() => Array.from(document.images).filter((img) => !img.hasAttribute("alt")).length)).toBe(0);
      expect(await axe(page)).toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    });
  });

  describe("without JavaScript", () => {
    let context: BrowserContext;
    beforeAll(async () => {
      context = await site.browser.newContext({ viewport: { width: 375, height: 900 }, javaScriptEnabled: false });
    });
    afterAll(() => context?.close());

    it.each(routes.filter(([route]) => !unknownRoutes.includes(route)))("%s shows its text and photos", async (route, h1, keyContent, showsPhotos) => {
      const page = await context.newPage();
      await page.goto(`${site.server.url}${route}`, { waitUntil: "load" });
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(h1);
      await expect(page.getByText(keyContent, { exact: false }).first().isVisible()).resolves.toBe(true);
      // The photos are plain <picture> markup: real photo files, decoded, in place, without a script.
      const photos = await page.evaluate(() =>
        Array.from(document.querySelectorAll("img[data-main-image]"))
          .filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0 && /\.(jpg|avif|webp)/.test((img as HTMLImageElement).currentSrc))
          .length,
      );
      if (showsPhotos) expect(photos).toBeGreaterThan(0);
      await page.close();
    });

    it(`shows the footer's Subscribe (${locale}) with its field and button, which post without a script`, async () => {
      const subscribe = yamlData("layout", locale).subscribe as { label: string; button: string };
      const page = await context.newPage();
      await page.goto(`${site.server.url}${localePath(locale, "/")}`, { waitUntil: "load" });
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByLabel(subscribe.label, { exact: true }).isVisible()).resolves.toBe(true);
      const button = footer.getByRole("button", { name: subscribe.button, exact: true });
      await expect(button.isVisible()).resolves.toBe(true);
      await expect(button.isEnabled()).resolves.toBe(true);
      await page.close();
    });

    it(`sends each form of the contact page (${locale}) only as a post to its thank-you page, and Enter before the form is whole keeps every word on the page`, async () => {
      const page = await context.newPage();
      const sent: string[] = [];
      page.on("request", (request) => sent.push(`${request.method()} ${request.url()}`));
      const address = `${site.server.url}${localePath(locale, "/contact")}`;
      await page.goto(address, { waitUntil: "load" });
      const forms = page.locator("form");
      let posting = 0;
      for (let index = 0; index < (await forms.count()); index += 1) {
        const form = forms.nth(index);
        // Each mail form says, without JavaScript, where to write instead (found by CSS: Playwright's text engine skips <noscript>).
        if ((await form.getAttribute("data-module")) === "mail-form") await expect(form.locator("noscript p").isVisible()).resolves.toBe(true);
        // Every form posts, the footer's Subscribe too.
        posting += 1;
        const id = await form.getAttribute("id");
        expect([id, await form.getAttribute("method"), await form.getAttribute("action")]).toEqual([id, "post", localePath(locale, "/thank-you")]);
        // One word typed, then Enter, while a required field is still empty or not an address: the browser's own check keeps it on the page.
        const first = form.locator('input[type="text"]:visible, input[type="email"]:visible').first();
        await first.fill(`Kept${index}`);
        await first.press("Enter");
        expect(page.url()).toBe(address);
        await expect(first.inputValue()).resolves.toBe(`Kept${index}`);
      }
      expect(posting).toBeGreaterThan(0);
      expect(sent.filter((request) => request.includes("Kept") || request.startsWith("POST"))).toEqual([]);
      await page.close();
    });
  });
}
