/**
 * Spanish in view for a Spanish-speaking parent on an English page, in Chromium: a browser that
 * prefers Spanish (its languages, as Playwright's `locale` sets them) sees one line offering this
 * page in Spanish, in Spanish; a browser that prefers English does not; dismissed, it stays gone on
 * every page, and focus goes to the page's title below it, its ring seen when dismissed from the
 * keyboard; nothing ever redirects; without JavaScript the page is what it was. The header's
 * language link is in view on a phone without opening the menu. Words from data/layout.yaml.
 */
import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { siteInBrowser } from "./browser";
import { focusSeen } from "./focusRing";
import { pageTitleId } from "../src/lib/pageTitle";

const offerWords = yamlData("layout", "es").languageOffer as { text: string; link: string; dismiss: string };
const spanishName = yamlData("layout", "es").languageName as string;
const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

const site = siteInBrowser();
const contexts: BrowserContext[] = [];

async function browse(locale: string, { width = 375, javaScriptEnabled = true } = {}): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width, height: 800 }, locale, javaScriptEnabled, reducedMotion: "reduce" });
  contexts.push(context);
  return context.newPage();
}

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const offer = (page: Page) => page.locator('[data-module="language-offer"]');
const go = async (page: Page, path: string) => {
  await page.goto(`${site.server.url}${path}`, { waitUntil: "networkidle" });
  // Never redirected: the page asked for is the page shown.
  expect(new URL(page.url()).pathname).toBe(path);
};

describe.each([375, 1280])("at %i px, on an English page", (width) => {
  it("offers a browser that prefers Spanish (es-MX) this page in Spanish, in Spanish, with no accessibility violation", async () => {
    const page = await browse("es-MX", { width });
    await go(page, "/");
    await expect(page.evaluate(() => navigator.languages[0])).resolves.toBe("es-MX");
    await expect(offer(page).isVisible()).resolves.toBe(true);
    await expect(offer(page).getAttribute("lang")).resolves.toBe("es");
    await expect(offer(page).locator("p").innerText()).resolves.toBe(`${offerWords.text} ${offerWords.link}`);
    const link = offer(page).getByRole("link", { name: offerWords.link, exact: true });
    await expect(link.getAttribute("href")).resolves.toBe("/es");
    const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
    // It is a link, not a move: following it is the visitor's choice.
    await link.click();
    await page.waitForURL((url) => url.pathname === "/es");
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("es");
    await expect(offer(page).count()).resolves.toBe(0);
  });

  it("offers nothing to a browser that prefers English", async () => {
    const page = await browse("en-US", { width });
    await go(page, "/about");
    await expect(offer(page).isHidden()).resolves.toBe(true);
  });
});

describe("the offer, dismissed", () => {
  it("goes, focus moves to the page's title below it, and it does not come back on other pages or after a reload", async () => {
    const page = await browse("es-MX");
    await go(page, "/programs");
    await offer(page).getByRole("button", { name: offerWords.dismiss, exact: true }).click();
    await expect(offer(page).isHidden()).resolves.toBe(true);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(pageTitleId);
    for (const path of ["/families", "/"]) {
      await go(page, path);
      await expect(offer(page).isHidden()).resolves.toBe(true);
    }
    await page.reload({ waitUntil: "networkidle" });
    await expect(offer(page).isHidden()).resolves.toBe(true);
    // The header still leads to Spanish.
    await expect(page.getByRole("link", { name: spanishName, exact: true }).isVisible()).resolves.toBe(true);
  });
});

describe.each([375, 1280])("the offer dismissed from the keyboard at %i px", (width) => {
  it.each(["/", "/about", "/privacy"])("on %s leaves focus on the page's title with its ring in view, where the keyboard user sees it", async (path) => {
    const page = await browse("es-MX", { width });
    await go(page, path);
    // Tab from the top of the page to the offer's button, as a keyboard user gets there.
    for (let stop = 0; stop < 40 && !(await page.evaluate(() => document.activeElement?.hasAttribute("data-language-offer-dismiss"))); stop += 1) await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(offer(page).isHidden()).resolves.toBe(true);
    expect(await focusSeen(page, `h1#${pageTitleId}`)).toMatchObject({ problems: [] });
  });
});

describe("without JavaScript", () => {
  it("leaves the page as it is: no offer, no redirect, the content where it is for any browser", async () => {
    const spanish = await browse("es-MX", { javaScriptEnabled: false });
    const english = await browse("en-US", { javaScriptEnabled: false });
    const firstView = async (page: Page) => {
      await page.goto(`${site.server.url}/`, { waitUntil: "load" });
      expect(new URL(page.url()).pathname).toBe("/");
      await expect(offer(page).isHidden()).resolves.toBe(true);
      return page.evaluate(() => ({ h1: document.querySelector("h1")?.getBoundingClientRect().top, text: document.body.innerText }));
    };
    expect(await firstView(spanish)).toEqual(await firstView(english));
  });
});

describe.each([320, 375])("the header at %i px", (width) => {
  it.each(["/", "/es"])("on %s shows the other language's link beside the menu button, without opening the menu", async (path) => {
    const page = await browse("en-US", { width });
    await go(page, path);
    const other = yamlData("layout", path === "/" ? "es" : "en").languageName as string;
    const link = page.getByRole("banner").getByRole("link", { name: other, exact: true });
    const button = page.getByRole("button", { name: yamlData("layout", path === "/" ? "en" : "es").menuButton.open, exact: true });
    await expect(link.isVisible()).resolves.toBe(true);
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    const [linkBox, buttonBox] = await Promise.all([link.boundingBox(), button.boundingBox()]);
    // Side by side, neither over the other, both inside the screen.
    expect((linkBox?.x ?? 0) + (linkBox?.width ?? 0)).toBeLessThanOrEqual(buttonBox?.x ?? 0);
    expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
});
