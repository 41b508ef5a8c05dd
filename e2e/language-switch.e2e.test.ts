/**
 * The language switch on every page, at a phone's and a laptop's width: from each English page to
 * its Spanish twin and back, in view in the header, named and announced in the other language.
 */
import { yamlData } from "../tests/support/content";
import { pagesFromData, type PageExpectation } from "../tests/support/pages";
import { localePath, notFoundRoute } from "../tests/support/routes";
import { siteInBrowser } from "./browser";
import { open } from "./everyPage";

const site = siteInBrowser();

describe.each([375, 1280])("the language switch at %i px", (width) => {
  const twins = pagesFromData("en")
    .filter(({ route }) => route !== notFoundRoute("en"))
    .map(({ route }) => [route, pagesFromData("es").find((candidate) => candidate.route === localePath("es", route)) as PageExpectation] as const);

  it.each(twins)("leads from %s to its Spanish twin and back, named and announced in the other language", async (route, spanish) => {
    const context = await site.browser.newContext({ viewport: { width, height: 900 } });
    const { page, problems } = await open(site, context, route);
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
