/**
 * The launch gate and the site's address (issue #44, parts 3 and 4), on Netlify's own build
 * (`npm run build:netlify`, scripts/netlify-build.ts) of a copy of the project (e2e/siteVariant.ts),
 * as Netlify builds each context:
 *  - production on data/ as it is: refused before Gatsby builds anything, naming every placeholder
 *    with its file, its field in the editor's words and what to put there (the lines of
 *    `npm run check:launch`); nothing published;
 *  - a deploy preview on data/ as it is: built, every page saying at its top, in its language,
 *    that it is a preview, its links at the preview's own address (Netlify's DEPLOY_PRIME_URL),
 *    kept out of search engines; the notice seen and read as a visitor does, axe finding nothing;
 *  - production on a copy of data/ with real-looking values (tests/support/launchFixture.ts) and
 *    the address Netlify gives production (URL): built, every canonical link, hreflang link, the
 *    sitemap, robots.txt, the structured data, the sharing tags, the calendar files and the
 *    editor's bar at that address, and `example.org` nowhere in what it publishes.
 * The refused build runs in a fresh copy of the project of its own; the preview and the production
 * build are the run's variant sites `launchPreview` and `launchProduction` (e2e/variants.ts), built
 * once per run by the run's builder, warm from the builds before them.
 */
import fs from "fs";
import path from "path";
import AxeBuilder from "@axe-core/playwright";
import { JSDOM } from "jsdom";
import { launchReport } from "../plugins/content/launchGate";
import { readContentTexts } from "../plugins/content/contentTree";
import { filesUnder } from "../plugins/site-finish/unloadedFiles";
import { localSiteUrl } from "../src/lib/siteAddress";
import { localePath, locales, type Locale } from "../src/lib/locales";
import { calendarPath } from "../src/lib/programSessions";
import { allHtmlFiles } from "../tests/support/built-site";
import { yamlData } from "../tests/support/content";
import { launchUrl } from "../tests/support/launchFixture";
import { publicRoutes } from "../tests/support/routes";
import { siteInBrowser } from "./browser";
import { copyProject, netlifyBuildIn, type BuildResult } from "./siteVariant";
import { useVariantSite } from "./variantSite";

let copy: string;
let refused: BuildResult;
/** Whether the refused build left a page to publish. */
let refusedPublished: boolean;
/** The lines `npm run check:launch` gives for data/ as it is, judged as a production build without Netlify's address. */
let expectedLines: readonly string[];

beforeAll(async () => {
  copy = copyProject("mevsme-launch-");
  const dataDir = path.join(copy, "data");
  expectedLines = launchReport(readContentTexts(dataDir), { kind: "production", productionUrl: null, url: localSiteUrl }).blockers;
  refused = await netlifyBuildIn(copy, { CONTEXT: "production" });
  refusedPublished = fs.existsSync(path.join(copy, "public", "index.html"));
  // Refused at its start, before Gatsby builds anything: a minute or two on CI's busy 2-core machine.
}, 600_000);
afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

// Asked for as the file loads and built by the run's builder meanwhile; waited on after the refused build.
const preview = useVariantSite("launchPreview");
const production = useVariantSite("launchProduction");
const previewDir = (): string => preview.publicDir;
const productionDir = (): string => production.publicDir;

/** What a build printed, as one line of words: Gatsby's reporter colours and wraps its lines to the terminal. */
const printed = (output: string): string => output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ");
const oneLine = (text: string): string => text.replace(/\s+/g, " ");

/** A page of a build, parsed. */
const pageOf = (file: string): Document => new JSDOM(fs.readFileSync(file, "utf8")).window.document;
/** A build's page file's address: about.html → /about, es.html → /es, index.html → /. */
const routeOf = (dir: string, file: string): string => {
  const relative = path.relative(dir, file).split(path.sep).join("/").replace(/\.html$/, "");
  return relative === "index" ? "/" : `/${relative.replace(/\/index$/, "")}`;
};
const sitePages = (dir: string): string[] => allHtmlFiles(dir).filter((file) => path.relative(dir, file).split(path.sep)[0] !== "admin");
const layoutWords = (locale: Locale) => yamlData<{ previewNotice: { label: string; text: string } }>("layout", locale).previewNotice;

describe("a production build on data/ as it is", () => {
  it("is refused before anything is built, naming every placeholder with its file, its field in the editor's words and what to put there", () => {
    expect(refused.ok).toBe(false);
    const output = printed(refused.output);
    expect(output).toContain("This production build is not published");
    expect(expectedLines.length).toBe(38);
    const missing = expectedLines.filter((line) => !output.includes(oneLine(line)));
    expect(missing).toEqual([]);
    expect(output).toMatch(/data\/site\.yaml: Blocks the launch: Organization .{0,60} › Contact email address: “info@example\.org” is an example/);
    expect(refusedPublished).toBe(false);
  });
});

describe("a deploy preview on data/ as it is", () => {
  it("is built", () => {
    expect(preview.output.slice(-3000)).toContain("Netlify Build Complete");
    expect(preview.ok).toBe(true);
  });

  it("says on every page, first in its content and in its language, that it is a preview", () => {
    const pages = sitePages(previewDir());
    expect(pages.length).toBeGreaterThanOrEqual(publicRoutes.length);
    for (const file of pages) {
      const document = pageOf(file);
      const locale = document.documentElement.lang as Locale;
      const { label, text } = layoutWords(locale);
      expect([path.relative(previewDir(), file), document.querySelector("main")?.firstElementChild?.textContent]).toEqual([path.relative(previewDir(), file), `${label} ${text}`]);
    }
  });

  it("links every page at the preview's own address, as Netlify gave it, and keeps search engines out", () => {
    const given = /its links lead to (\S+) \(Netlify's DEPLOY_PRIME_URL\)/.exec(printed(preview.output))?.[1];
    expect(given).toMatch(/^https:\/\/[^/]+--[^/]+\.netlify\.app$/);
    for (const file of sitePages(previewDir())) {
      const canonical = pageOf(file).querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
      expect(canonical.startsWith(`${given}/`)).toBe(true);
    }
    expect(fs.readFileSync(path.join(previewDir(), "robots.txt"), "utf8")).toBe(`User-agent: *\nDisallow: /\n\nSitemap: ${given}/sitemap-index.xml\n`);
    expect(fs.readFileSync(path.join(previewDir(), "_headers"), "utf8")).toContain("X-Robots-Tag: noindex");
  });
});

describe("the preview's notice, as a visitor meets it", () => {
  const site = siteInBrowser(() => previewDir());

  it.each(locales)("is seen at the top of the page, below the header, and read before the page's own heading (%s); axe finds nothing", async (locale) => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}${localePath(locale, "/about")}`);
    const { label, text } = layoutWords(locale);
    const notice = page.getByText(text);
    await notice.waitFor();
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // Nothing covers it: the header ends above it.
    const covering = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("main") !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(covering).toBe(true);
    const main = await page.locator("main").ariaSnapshot();
    expect(main.indexOf(label)).toBeLessThan(main.indexOf("heading"));
    const findings = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]).analyze();
    expect(findings.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});

describe("a production build with the placeholders replaced and Netlify's address", () => {
  it("is built", () => {
    expect(production.output.slice(-3000)).toContain("Netlify Build Complete");
    expect(production.ok).toBe(true);
    expect(printed(production.output)).toContain(`its links lead to ${launchUrl} (Netlify's URL)`);
  });

  it("gives the address Netlify gave in every canonical and language link, and says nowhere that it is a preview", () => {
    const notice = layoutWords("en");
    for (const file of sitePages(productionDir())) {
      const document = pageOf(file);
      const route = routeOf(productionDir(), file);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
      if (publicRoutes.includes(route)) expect(canonical).toBe(route === "/" ? `${launchUrl}/` : `${launchUrl}${route}`);
      else expect(canonical?.startsWith(`${launchUrl}/`)).toBe(true);
      for (const alternate of Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'))) expect(alternate.getAttribute("href")?.startsWith(`${launchUrl}/`)).toBe(true);
      expect(new URL(document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "").origin).toBe(launchUrl);
      expect(document.body.textContent).not.toContain(notice.text);
    }
  });

  it("lists every page at that address in the sitemap, and names the sitemap there in robots.txt", () => {
    const locations = Array.from(fs.readFileSync(path.join(productionDir(), "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]).sort();
    expect(locations).toEqual(publicRoutes.map((route) => (route === "/" ? `${launchUrl}/` : `${launchUrl}${route}`)).sort());
    expect(fs.readFileSync(path.join(productionDir(), "sitemap-index.xml"), "utf8")).toContain(`<loc>${launchUrl}/sitemap-0.xml</loc>`);
    expect(fs.readFileSync(path.join(productionDir(), "robots.txt"), "utf8")).toBe(`User-agent: *\nDisallow: /admin/\n\nSitemap: ${launchUrl}/sitemap-index.xml\n`);
  });

  it.each(locales)("describes the organisation at that address in the structured data, and links the calendar there (%s)", (locale) => {
    const data = JSON.parse(pageOf(path.join(productionDir(), locale === "en" ? "index.html" : `${locale}.html`)).querySelector('script[type="application/ld+json"]')?.textContent ?? "null");
    expect(data.url).toBe(`${launchUrl}/`);
    expect(new URL(data.logo).origin).toBe(launchUrl);
    expect(data.email).toBe("hola@mevsmeyouth.org");
    // Unfolded: a calendar file's long lines go on after a line break and a space (RFC 5545).
    const calendar = fs.readFileSync(path.join(productionDir(), calendarPath(locale).slice(1)), "utf8").replace(/\r\n /g, "");
    expect(calendar).toContain(`URL:${launchUrl}${localePath(locale, "/contact")}\r\n`);
    expect(calendar).toContain("hola@mevsmeyouth.org");
  });

  it("names that address in the editor's bar, and publishes example.org nowhere", () => {
    expect(fs.readFileSync(path.join(productionDir(), "admin", "config.en.yml"), "utf8")).toContain(`display_url: ${launchUrl}`);
    const text = filesUnder(productionDir()).filter((file) => /\.(html|xml|txt|ics|json|js|css|yml|webmanifest)$|(^|\/)_headers$/.test(file));
    expect(text.length).toBeGreaterThan(publicRoutes.length);
    expect(text.filter((file) => fs.readFileSync(path.join(productionDir(), file), "utf8").includes("example.org"))).toEqual([]);
  });
});
