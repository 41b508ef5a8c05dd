/**
 * Every Spanish page of the production build in Chromium at a phone's and a laptop's width, with
 * and without JavaScript (./everyPage.ts), and the Spanish header: its menu (Menú) on a phone, the
 * keyboard's first stops, its links on a laptop. The English pages: ./pages-en.e2e.test.ts.
 */
import { yamlData } from "../tests/support/content";
import { pagesFromData } from "../tests/support/pages";
import { localePath } from "../tests/support/routes";
import { siteInBrowser } from "./browser";
import { axe, describeEveryPage, open } from "./everyPage";

const site = siteInBrowser();

describeEveryPage(site, "es");

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
    const { page, problems } = await open(site, context, "/es");
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
    const { page } = await open(site, context, "/es");
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(layout.skipLink);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).resolves.toBe(layout.homeLinkLabel);
    await context.close();
  });

  it.each(headerLinks)("the header link %s at 1280 px leads to %s", async (name, path) => {
    const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const { page } = await open(site, context, "/es/privacy");
    await page.getByRole("banner").getByRole("link", { name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === path);
    const expected = pagesFromData("es").find((candidate) => candidate.route === path);
    await page.getByRole("heading", { level: 1, name: expected?.h1, exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("es");
    await context.close();
  });
});
