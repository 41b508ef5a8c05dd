/**
 * Unknown addresses, served as Netlify serves them (netlify.toml's redirect for /es/*, the test
 * server's same rule): under /es/ the Spanish not-found page, anywhere else the English one, both
 * with status 404, in their language, with a way home in that language. The words come from
 * data/layout.yaml (notFound) of each language.
 */
import type { Page } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { localePath, type Locale } from "../tests/support/routes";
import { isNotFoundPageMessage, recordCspViolations, siteInBrowser } from "./browser";

const site = siteInBrowser();

const notFound = (locale: Locale) => yamlData<{ notFound: { title: string; heading: string; text: string; homeLink: string; logMessage: string } }>("layout", locale).notFound;
const homeHeading = yamlData("site", "en").name as string;

const cases: [path: string, locale: Locale][] = [
  ["/es/no-existe", "es"],
  ["/es/programas/antiguo?ref=volante#arriba", "es"],
  ["/no-such-page", "en"],
  ["/about/old-page", "en"],
  // Not under /es/: only a first segment of exactly "es" is the Spanish part of the site.
  ["/espanol", "en"],
];

describe.each(cases)("%s", (address, locale) => {
  let page: Page;
  const logged: string[] = [];
  const otherErrors: string[] = [];
  let violations: () => Promise<string[]>;
  let status: number | undefined;

  beforeAll(async () => {
    page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
    violations = await recordCspViolations(page);
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      (isNotFoundPageMessage(message.text()) ? logged : otherErrors).push(message.text());
    });
    page.on("pageerror", (error) => otherErrors.push(error.message));
    status = (await page.goto(`${site.server.url}${address}`, { waitUntil: "networkidle" }))?.status();
  });
  afterAll(() => page?.close());

  it(`answers 404 with the ${locale === "es" ? "Spanish" : "English"} not-found page, in that language`, async () => {
    expect(status).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(notFound(locale).heading);
    await expect(page.getByText(notFound(locale).text).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
    await expect(page.title()).resolves.toMatch(new RegExp(`^${notFound(locale).title} — `));
    // The address stays what the visitor typed: the page is served there, not redirected to.
    expect(page.url()).toBe(`${site.server.url}${address}`);
  });

  it("logs the missing path in its language, with no other error and no policy violation", async () => {
    expect(logged.some((line) => line.startsWith(notFound(locale).logMessage) && line.includes(new URL(address, "http://x").pathname))).toBe(true);
    expect(otherErrors).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  it("leads home in its language", async () => {
    await page.getByRole("link", { name: notFound(locale).homeLink, exact: true }).click();
    await page.waitForURL((url) => url.pathname === localePath(locale, "/"));
    await page.getByRole("heading", { level: 1, name: homeHeading, exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe(locale);
  });
});

describe("the Spanish not-found page's language switch", () => {
  it("leads to the English not-found page", async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${site.server.url}/es/no-existe`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: yamlData("layout", "en").languageName, exact: true }).click();
    await page.getByRole("heading", { level: 1, name: notFound("en").heading, exact: true }).waitFor();
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("en");
    await page.close();
  });
});

describe("without a browser, the response", () => {
  it.each(cases)("to %s is the right language's not-found page, status 404", async (address, locale) => {
    const response = await fetch(`${site.server.url}${address}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`));
    expect(html).toContain(notFound(locale).heading);
  });

  it("to a Spanish page that exists is that page, status 200", async () => {
    const response = await fetch(`${site.server.url}/es/about`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`<h1`);
  });
});
