/**
 * Every English page of the production build in Chromium at a phone's and a laptop's width, with
 * and without JavaScript (./everyPage.ts), and the English header: its menu on a phone, its links
 * on a laptop, by keyboard and without JavaScript. The Spanish pages: ./pages-es.e2e.test.ts.
 */
import type { BrowserContext } from "playwright-core";
import { siteInBrowser } from "./browser";
import { axe, describeEveryPage, open } from "./everyPage";
import { yamlData } from "../tests/support/content";
import { pagesFromData } from "../tests/support/pages";

const site = siteInBrowser();

describeEveryPage(site, "en");

/** The English header's words and links, as data/ gives them. */
const english = { layout: yamlData("layout", "en"), nav: yamlData("nav", "en") };
type NavLink = { label: string; to: string };
/** The first page of the menu that is not home: where the menu tests go. */
const [firstPage] = (english.nav.main as NavLink[]).filter((link) => link.to !== "/");
const h1Of = (locale: "en" | "es", route: string) => pagesFromData(locale).find((candidate) => candidate.route === route)?.h1;

describe("the header at 375 px", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
  });
  afterAll(() => context?.close());

  it("opens the menu, passes axe while open, navigates and closes after the choice", async () => {
    const { page } = await open(site, context, "/");
    const button = page.getByRole("button", { name: english.layout.menuButton.open, exact: true });
    await button.click();
    await expect(page.getByRole("button", { name: english.layout.menuButton.close, exact: true }).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(page.locator("#main-menu").getByRole("link", { name: firstPage.label, exact: true }).isVisible()).resolves.toBe(true);
    expect(await axe(page)).toEqual([]);

    await page.locator("#main-menu").getByRole("link", { name: firstPage.label, exact: true }).click();
    await page.waitForURL((url) => url.pathname === firstPage.to);
    await page.getByRole("heading", { level: 1, name: h1Of("en", firstPage.to), exact: true }).waitFor();
    await expect(page.locator("#main-menu").isVisible()).resolves.toBe(false);
    await page.close();
  });

  it("closes the menu on Escape and returns focus to its button", async () => {
    const { page } = await open(site, context, "/about");
    await page.getByRole("button", { name: english.layout.menuButton.open, exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#main-menu").isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).resolves.toBe("main-menu");
    await page.close();
  });

  it("is reached by keyboard: the skip link first, then the home link, with focus always visible", async () => {
    const { page } = await open(site, context, "/");
    await page.keyboard.press("Tab");
    const first = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return { text: el.textContent, visible: el.getBoundingClientRect().top >= 0, outline: style.outlineStyle };
    });
    expect(first).toEqual({ text: english.layout.skipLink, visible: true, outline: "solid" });
    await page.keyboard.press("Tab");
    const second = await page.evaluate(() => ({
      label: document.activeElement?.getAttribute("aria-label"),
      outline: getComputedStyle(document.activeElement as HTMLElement).outlineStyle,
    }));
    expect(second).toEqual({ label: english.layout.homeLinkLabel, outline: "solid" });
    await page.close();
  });
});

describe("every header link at 1280 px", () => {
  it.each([...(english.nav.main as NavLink[]), english.nav.cta as NavLink].map(({ label, to }) => [label, to]))("%s leads to %s", async (name, path) => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await open(site, context, "/privacy");
    await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    // Client-side routing changes the address first, then renders the page.
    await page.getByRole("heading", { level: 1, name: h1Of("en", path), exact: true }).waitFor();
    await context.close();
  });
});

describe("the header without JavaScript", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width: 375, height: 900 }, javaScriptEnabled: false });
  });
  afterAll(() => context?.close());

  it("keeps the header links visible and working", async () => {
    const page = await context.newPage();
    await page.goto(`${site.server.url}/`, { waitUntil: "load" });
    const link = page.getByRole("banner").getByRole("link", { name: firstPage.label, exact: true });
    await expect(link.isVisible()).resolves.toBe(true);
    await link.click();
    await page.waitForURL((url) => url.pathname === firstPage.to);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(h1Of("en", firstPage.to));
    await page.close();
  });
});
