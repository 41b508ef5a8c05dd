/**
 * Every route of the production build in Chromium at a phone's and a laptop's width: what a
 * visitor sees, what the console says, what axe finds, and what still works without JavaScript.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { pagesFromData, type PageExpectation } from "../tests/support/pages";
import { localePath, locales, notFoundRoute, unknownRoute } from "../tests/support/routes";
import { isNotFoundPageMessage, siteInBrowser } from "./browser";

/**
 * Every page in both languages, its words read from data/ and its photos from the list of pages
 * (tests/support/pages.ts); the not-found page at an unknown address of its language.
 */
const routes: [route: string, h1: string, keyContent: string, photos: boolean][] = locales.flatMap((locale) =>
  pagesFromData(locale).map(({ route, h1, keyContent, photos }): [string, string, string, boolean] => [route === notFoundRoute(locale) ? unknownRoute(locale) : route, h1, keyContent, photos]),
);
const unknownRoutes = [unknownRoute("en"), unknownRoute("es")];
const widths = [375, 1280];
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

const site = siteInBrowser();

/** Opens a route and collects everything that went wrong on the way. */
async function open(context: BrowserContext, route: string) {
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
async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

describe.each(widths)("at %i px", (width) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width, height: 900 } });
  });
  afterAll(() => context?.close());

  it.each(routes)("%s shows its content, cleanly, with no accessibility violation", async (route, h1, keyContent) => {
    const { page, problems, status } = await open(context, route);
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
    const { page } = await open(context, "/");
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
    const { page } = await open(context, "/about");
    await page.getByRole("button", { name: english.layout.menuButton.open, exact: true }).click();
    await page.keyboard.press("Escape");
    await expect(page.locator("#main-menu").isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).resolves.toBe("main-menu");
    await page.close();
  });

  it("is reached by keyboard: the skip link first, then the home link, with focus always visible", async () => {
    const { page } = await open(context, "/");
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
    const { page } = await open(context, "/privacy");
    await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    // Client-side routing changes the address first, then renders the page.
    await page.getByRole("heading", { level: 1, name: h1Of("en", path), exact: true }).waitFor();
    await context.close();
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

  it.each(["en", "es"] as const)("says in the footer (%s) where to write to subscribe, and hides the field only a script can send", async (locale) => {
    const subscribe = yamlData("layout", locale).subscribe as { label: string; noscript: string };
    const email = yamlData("site", locale).email as string;
    const page = await context.newPage();
    await page.goto(`${site.server.url}${localePath(locale, "/")}`, { waitUntil: "load" });
    const footer = page.getByRole("contentinfo");
    const [before, after] = subscribe.noscript.split("{email}");
    // Playwright's text and role engines skip <noscript>, whose content a browser without JavaScript shows: found by CSS.
    const note = footer.locator("noscript p");
    await expect(note.isVisible()).resolves.toBe(true);
    await expect(note.textContent()).resolves.toBe(`${before}${email}${after}`);
    const link = note.locator("a");
    await expect(link.textContent()).resolves.toBe(email);
    await expect(link.getAttribute("href")).resolves.toBe(`mailto:${email}`);
    await expect(footer.getByLabel(subscribe.label).isVisible()).resolves.toBe(false);
    await page.close();
  });

  it.each(locales)("keeps every word typed in each form of the contact page (%s): Enter and the buttons submit nothing, to the address or anywhere", async (locale) => {
    const page = await context.newPage();
    const sent: string[] = [];
    page.on("request", (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ""}`));
    const address = `${site.server.url}${localePath(locale, "/contact")}`;
    await page.goto(address, { waitUntil: "load" });
    const forms = page.locator("form");
    expect(await forms.count()).toBe(3);
    const typed = new Map<string, string>();
    for (let index = 0; index < (await forms.count()); index += 1) {
      const form = forms.nth(index);
      // Each form says, without JavaScript, where to write instead (found by CSS: Playwright's text engine skips <noscript>).
      await expect(form.locator("noscript p").isVisible()).resolves.toBe(true);
      const fields = form.locator("input:visible, textarea:visible, select:visible");
      for (let field = 0; field < (await fields.count()); field += 1) {
        const control = fields.nth(field);
        const id = (await control.getAttribute("id")) ?? "";
        const tag = await control.evaluate((element) => element.tagName.toLowerCase());
        const type = await control.getAttribute("type");
        if (tag === "select") {
          const value = await control.locator("option:not([value=''])").first().getAttribute("value");
          await control.selectOption(value ?? "");
          typed.set(id, value ?? "");
          continue;
        }
        const text = type === "email" ? `kept${field}@example.com` : type === "tel" ? `760555010${field}` : tag === "textarea" ? `Kept word ${field}\nand a second line` : `Kept${field}`;
        await control.fill(text);
        typed.set(id, text);
        // Enter in a one-line field: where a form would be submitted.
        if (tag === "input") await control.press("Enter");
      }
      const button = form.locator('button[type="submit"]');
      if (await button.isVisible()) await button.click();
    }
    // The forms' fields were filled: the test typed into the contact and volunteer forms, and the footer's (which needs a script) shows none.
    expect(typed.size).toBeGreaterThan(8);
    await expect(page.locator("#subscribe-email").isVisible()).resolves.toBe(false);
    expect(page.url()).toBe(address);
    const kept = await page.evaluate((ids) => ids.map((id) => (document.getElementById(id) as HTMLInputElement).value), [...typed.keys()]);
    expect(kept).toEqual([...typed.values()]);
    const words = [...typed.values()].filter((value) => /^Kept|^kept|^760/.test(value)).map((value) => encodeURIComponent(value.split(/\s/)[0]));
    expect(sent.filter((request) => words.some((word) => request.includes(word) || request.includes(decodeURIComponent(word))))).toEqual([]);
    expect(sent.filter((request) => request.startsWith("POST") || request.includes("?"))).toEqual([]);
    await page.close();
  });

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

describe("in Spanish", () => {
  const layout = yamlData("layout", "es");
  const nav = yamlData("nav", "es");
  const programs = yamlData("pages/programs", "es");
  const headerLinks: [label: string, path: string][] = [
    ...(nav.main as { label: string; to: string }[]).map(({ label, to }): [string, string] => [label, localePath("es", to)]),
    [nav.cta.label, localePath("es", nav.cta.to)],
  ];

  it("the header at 375 px opens its menu (Menú), passes axe while open, and leads to the Spanish pages", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const { page, problems } = await open(context, "/es");
    await page.getByRole("button", { name: layout.menuButton.open, exact: true }).click();
    await expect(page.getByRole("button", { name: layout.menuButton.close, exact: true }).getAttribute("aria-expanded")).resolves.toBe("true");
    expect(await axe(page)).toEqual([]);
    const [programsLabel] = headerLinks.find(([, path]) => path === "/es/programs") ?? [];
    await page.locator("#main-menu").getByRole("link", { name: programsLabel, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/es/programs");
    await page.getByRole("heading", { level: 1, name: programs.heading, exact: true }).waitFor();
    await expect(page.locator("#main-menu").isVisible()).resolves.toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the keyboard reaches the Spanish skip link first, then the home link", async () => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const { page } = await open(context, "/es");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(layout.skipLink);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(layout.homeLinkLabel);
    await context.close();
  });

  it.each(headerLinks)("the header link %s at 1280 px leads to %s", async (name, path) => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await open(context, "/es/privacy");
    await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    const expected = pagesFromData("es").find((candidate) => candidate.route === path);
    await page.getByRole("heading", { level: 1, name: expected?.h1, exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("es");
    await context.close();
  });
});

describe.each([375, 1280])("the language switch at %i px", (width) => {
  const twins = pagesFromData("en")
    .filter(({ route }) => route !== notFoundRoute("en"))
    .map(({ route }) => [route, pagesFromData("es").find((candidate) => candidate.route === localePath("es", route)) as PageExpectation] as const);

  it.each(twins)("leads from %s to its Spanish twin and back, named and announced in the other language", async (route, spanish) => {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    const { page, problems } = await open(context, route);
    const english = pagesFromData("en").find((candidate) => candidate.route === route);
    const toSpanish = page.getByRole("link", { name: yamlData("layout", "es").languageName, exact: true });
    // In view in the header at every width, the menu closed.
    await expect(toSpanish.isVisible()).resolves.toBe(true);
    await expect(toSpanish.evaluate((link) => link.closest("#main-menu") === null && link.getBoundingClientRect().right <= window.innerWidth)).resolves.toBe(true);
    await expect(toSpanish.getAttribute("lang")).resolves.toBe("es");
    await toSpanish.click();
    await page.waitForURL((url) => url.pathname === spanish.route);
    await page.getByRole("heading", { level: 1, name: spanish.h1, exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("es");

    const toEnglish = page.getByRole("link", { name: yamlData("layout", "en").languageName, exact: true });
    await expect(toEnglish.isVisible()).resolves.toBe(true);
    await expect(toEnglish.getAttribute("lang")).resolves.toBe("en");
    await toEnglish.click();
    await page.waitForURL((url) => url.pathname === route);
    await page.getByRole("heading", { level: 1, name: english?.h1, exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");
    expect(problems).toEqual([]);
    await context.close();
  });
});
