/**
 * The site map page as built (WCAG 2.4.5, Multiple Ways): in each language it links every page the
 * build made in that language, and only those, as public/ holds them and as the sitemap for search
 * engines lists them; and the footer of every built page, the not-found pages too, links to it.
 */
import fs from "fs";
import path from "path";
import { siteAddress } from "../../src/lib/siteAddress";
import { sitePage, unlistedPaths } from "../../src/lib/contentPages";
import { localeOfPath, pathWithoutLocale } from "../../src/lib/locales";
import { addressOf, loadPage, publicDir, sitePageFiles } from "../support/built-site";
import { yamlData } from "../support/content";
import { queryRegion } from "../support/landmarks";
import { siteMapGroups } from "../../src/lib/siteMap";
import { localePath, locales } from "../support/routes";

const siteUrl = siteAddress().url;

const siteMapPath = sitePage("siteMap").path as string;

/**
 * The site's pages in public/ by address, the not-found pages left out (no address leads to them), and
 * the pages no link leads to (`unlisted` in src/lib/contentPages.ts: the forms' thank-you page).
 */
const builtPages = sitePageFiles()
  .map(addressOf)
  .filter((address) => !address.endsWith("404.html") && !unlistedPaths().includes(pathWithoutLocale(address)));

const sitemapAddresses = Array.from(fs.readFileSync(path.join(publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1].slice(siteUrl.length) || "/");

describe.each(locales)("the site map in %s", (locale) => {
  const document = loadPage(localePath(locale, siteMapPath));
  // The site map's own lists, each the section named by its heading in data/pages/site-map.yaml (a
  // list with no page, such as galleries while there is none, is not shown), whatever else <main> holds.
  const page = yamlData("pages/site-map", locale);
  const linked = siteMapGroups.flatMap((group) => Array.from(queryRegion(document, page[group].heading)?.querySelectorAll("a") ?? [], (link) => link.getAttribute("href") as string));

  it("links every page built in its language once, and nothing else", () => {
    const inLocale = (address: string) => localeOfPath(address) === locale;
    expect(builtPages.filter(inLocale).length).toBeGreaterThan(10);
    expect([...linked].sort()).toEqual(builtPages.filter(inLocale).sort());
  });

  it("links the pages the sitemap for search engines lists in its language", () => {
    expect([...linked].sort()).toEqual(sitemapAddresses.filter((address) => localeOfPath(address) === locale).sort());
  });
});

describe.each(sitePageFiles().map((file) => [addressOf(file), file]))("the footer of %s", (address) => {
  it("links to the site map in the page's language, by its name in the footer's row", () => {
    const locale = localeOfPath(address.replace(/\.html$/, ""));
    const label = (yamlData("nav", locale).legal as { label: string; to: string }[]).find((link) => link.to === siteMapPath)?.label;
    // The site's footer, outside <main> (a not-found page is loaded by its file's name, "/es/404").
    const footer = loadPage(address.replace(/\.html$/, "")).querySelector("footer:not(main footer)");
    const links = Array.from(footer?.querySelectorAll("a") ?? [], (link) => [link.textContent?.trim(), link.getAttribute("href")]);
    expect(links).toContainEqual([label, localePath(locale, siteMapPath)]);
  });
});
