/**
 * The two languages on every built page, as a browser, a screen reader and a search engine read
 * them: the page's language in <html lang>, its own canonical address, its twin in the other
 * language named by hreflang (both ways) and by og:locale, the header's link to that twin, and the
 * sitemap listing the pages of both languages.
 */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { localeOfPath, pathWithoutLocale } from "../../src/lib/locales";
import { addressOf, htmlFileFor, publicDir, sitePageFiles, text } from "../support/built-site";
import { yamlData } from "../support/content";
import { defaultLocale, localePath, locales, publicRoutes, type Locale } from "../support/routes";
import { siteAddress } from "../../src/lib/siteAddress";
import { unlistedPaths } from "../../src/lib/contentPages";

/** The address this build was given (src/lib/siteAddress.ts): the tests run in the build's environment. */
const siteUrl = siteAddress().url;
const ogLocales: Record<Locale, string> = { en: "en_US", es: "es_US" };
const otherLocale = (locale: Locale): Locale => locales.find((candidate) => candidate !== locale) as Locale;

/** The built file served at an absolute address of the site, or null when there is none. */
function fileAt(url: string): string | null {
  const { origin, pathname } = new URL(url);
  if (origin !== siteUrl) return null;
  const file = htmlFileFor(pathname);
  return fs.existsSync(file) ? file : null;
}

const absolute = (route: string) => (route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`);

const pages = sitePageFiles().map((file) => ({ file, address: addressOf(file), document: new JSDOM(fs.readFileSync(file, "utf8")).window.document }));
const byFile = new Map(pages.map((page) => [page.file, page.document]));

/** hreflang → href of a page's alternates. */
const alternatesOf = (document: Document): Record<string, string> =>
  Object.fromEntries(Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'), (link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));

describe("the built pages", () => {
  it("are every page in both languages, and the not-found pages", () => {
    const addresses = pages.map((page) => page.address);
    for (const route of publicRoutes) expect(addresses).toContain(route);
    for (const locale of locales) expect(addresses).toContain(localePath(locale, "/404.html"));
    expect(pages.filter((page) => localeOfPath(page.address) === "es").length).toBe(pages.filter((page) => localeOfPath(page.address) === "en").length);
  });
});

describe.each(pages.map((page) => [page.address, page] as const))("the built page %s", (address, { document }) => {
  const locale = localeOfPath(address);
  const other = otherLocale(locale);
  const twin = localePath(other, pathWithoutLocale(address));
  const meta = (property: string) => Array.from(document.querySelectorAll(`meta[property="${property}"]`), (tag) => tag.getAttribute("content"));

  it(`says it is in its language (<html lang="${locale}">)`, () => {
    expect(document.documentElement.getAttribute("lang")).toBe(locale);
  });

  it("names itself as its canonical address, in full", () => {
    const canonical = Array.from(document.querySelectorAll('link[rel="canonical"]'), (link) => link.getAttribute("href"));
    expect(canonical).toEqual([absolute(address)]);
    expect(meta("og:url")).toEqual([absolute(address)]);
  });

  it("names its English and Spanish versions and English as the default, in full, and each names it back", () => {
    const alternates = alternatesOf(document);
    expect(alternates).toEqual({
      en: absolute(localePath("en", pathWithoutLocale(address))),
      es: absolute(localePath("es", pathWithoutLocale(address))),
      "x-default": absolute(localePath(defaultLocale, pathWithoutLocale(address))),
    });
    expect(alternates[locale]).toBe(absolute(address));
    for (const [hreflang, href] of Object.entries(alternates)) {
      const file = fileAt(href);
      expect(`${hreflang} → ${href}: ${file ? "built" : "no page"}`).toBe(`${hreflang} → ${href}: built`);
      // Reciprocal: the page it points to points back to this one, under this page's language.
      const back = alternatesOf(byFile.get(file as string) ?? new JSDOM(fs.readFileSync(file as string, "utf8")).window.document);
      expect(`${hreflang} → ${href} → ${locale}: ${back[locale]}`).toBe(`${hreflang} → ${href} → ${locale}: ${absolute(address)}`);
    }
  });

  it(`is shared as ${ogLocales[locale]}, with ${ogLocales[other]} as its other language`, () => {
    expect(meta("og:locale")).toEqual([ogLocales[locale]]);
    expect(meta("og:locale:alternate")).toEqual([ogLocales[other]]);
  });

  it(`links its ${other} twin ${twin} from the header, named in ${other} and marked as ${other}`, () => {
    const links = Array.from(document.querySelectorAll("[data-language-switch]"));
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link.tagName).toBe("A");
    expect(link.closest("header")).not.toBeNull();
    expect(link.getAttribute("href")).toBe(twin);
    expect(link.getAttribute("lang")).toBe(other);
    expect(link.getAttribute("hreflang")).toBe(other);
    expect(text(link)).toBe(yamlData("layout", other).languageName);
    // The twin is a page, and it links back here.
    const twinFile = fileAt(absolute(twin));
    expect(twinFile).not.toBeNull();
    const back = byFile.get(twinFile as string)?.querySelector("[data-language-switch]");
    expect(back?.getAttribute("href")).toBe(address);
  });

  it("links no page of the other language but its twin", () => {
    const elsewhere = Array.from(document.querySelectorAll("a[href^='/']:not([data-language-switch])"), (a) => a.getAttribute("href") as string)
      .filter((href) => localeOfPath(new URL(href, siteUrl).pathname) !== locale);
    // The offer of the twin (hidden until a browser that prefers that language shows it) links it too.
    expect(elsewhere.filter((href) => href !== twin)).toEqual([]);
    const offers = Array.from(document.querySelectorAll<HTMLElement>('[data-module="language-offer"]'));
    expect(elsewhere).toHaveLength(offers.length);
  });

  it(locale === defaultLocale ? `offers its ${other} twin in ${other}, served hidden, with the module that shows it` : "offers no twin: it is not in the site's first language", () => {
    const offers = Array.from(document.querySelectorAll<HTMLElement>('[data-module="language-offer"]'));
    if (locale !== defaultLocale) {
      expect(offers).toEqual([]);
      return;
    }
    expect(offers).toHaveLength(1);
    const [offer] = offers;
    expect(offer.hidden).toBe(true);
    expect(offer.getAttribute("lang")).toBe(other);
    expect(offer.closest("main")).not.toBeNull();
    const words = yamlData("layout", other).languageOffer;
    expect(text(offer.querySelector("p"))).toBe(`${words.text} ${words.link}`);
    expect(text(offer.querySelector("button"))).toBe(words.dismiss);
    expect(offer.querySelector("a")?.getAttribute("href")).toBe(twin);
  });
});

describe("the sitemap", () => {
  const locations = Array.from(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]);

  it.each(locales)("lists every public page in %s, at its full address, and no other", (locale) => {
    // The pages as src/pages and data/legal make them (tests/support/routes.ts), which the list of
    // pages must name (src/lib/contentPages.test.ts).
    // Less the pages no link leads to (`unlisted`: the forms' thank-you page), which are noindex.
    const routes = publicRoutes.filter((route) => localeOfPath(route) === locale && !unlistedPaths().includes(pathWithoutLocale(route)));
    expect(routes.length).toBeGreaterThan(0);
    const listed = locations.filter((location) => localeOfPath(new URL(location).pathname) === locale);
    expect([...listed].sort()).toEqual(routes.map(absolute).sort());
  });

  it("lists only built pages, none of them a not-found page", () => {
    for (const location of locations) {
      expect(`${location}: ${fileAt(location) ? "built" : "no page"}`).toBe(`${location}: built`);
      expect(location).not.toMatch(/\/404(\.html)?$/);
    }
  });
});
