/**
 * Deterministic budgets on the production build: what a phone on a slow connection must download
 * before a page works. (Timed figures such as Lighthouse scores live in the benchmark, not here.)
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { pathWithoutLocale } from "../../src/lib/locales";
import { allHtmlFiles, htmlFileFor, publicDir } from "../support/built-site";
import { inEveryLanguage, locales, notFoundRoute, publicRoutes } from "../support/routes";
// Measured as the benchmark measures them.
import { pageScripts, scriptFiles, totalKb } from "../../bench/page-weight";

/** Every page in every language, and the not-found pages: the same budgets in Spanish as in English. */
const routes = [...publicRoutes, ...locales.map(notFoundRoute)];
/** KB of script (gzip) a page may load: the forms' page (/contact, /es/contact) has the most to do. */
const scriptBudgetKb = (route: string) => (pathWithoutLocale(route) === "/contact" ? 25 : 12);

describe.each(routes)("the built page %s", (route) => {
  const html = () => fs.readFileSync(htmlFileFor(route), "utf8");

  it(`loads at most ${scriptBudgetKb(route)} KB of script (gzip), and some: its enhancements`, () => {
    const scripts = pageScripts(publicDir, htmlFileFor(route));
    const kb = totalKb(scripts);
    const detail = scripts.map((script) => `${script.file} ${(script.gzipBytes / 1024).toFixed(1)} KB`).join(", ");
    // On failure, say what weighs what.
    if (kb > scriptBudgetKb(route)) throw new Error(`${route} loads ${kb.toFixed(1)} KB of script: ${detail}`);
    expect(kb).toBeGreaterThan(0);
  });

  it("runs one inline module script, its enhancements, and loads no script file: nothing to fetch after its HTML before it works", () => {
    const tags = Array.from(html().matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)).filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes));
    expect(tags.map(([, attributes, body]) => [attributes, body.length > 0])).toEqual([[' type="module"', true]]);
    expect(scriptFiles(html())).toEqual([]);
  });
});

describe("every built page", () => {
  // Gatsby's client runtime: its scripts, chunk map, page data, preloads and prefetches.
  const runtime = /webpack-runtime|framework-[0-9a-f]|\/app-[0-9a-f]|component---|page-data|___chunkMapping|___webpackCompilationHash|pagePath=|rel="prefetch"|as="script"|as="fetch"/;

  // The content editor at /admin is its own application (Decap CMS), with its own scripts.
  const pages = allHtmlFiles()
    .map((file) => path.relative(publicDir, file))
    .filter((file) => file.split(path.sep)[0] !== "admin");

  it.each(pages)("%s references none of Gatsby's runtime", (file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    expect(html.match(runtime)?.[0] ?? null).toBeNull();
    expect(scriptFiles(html)).toEqual([]);
  });
});

describe.each(inEveryLanguage("/"))("the home page %s", (home) => {
  it("fits its HTML in the first round trip (14.6 KB brotli)", () => {
    const html = fs.readFileSync(htmlFileFor(home));
    const kb = zlib.brotliCompressSync(html).length / 1024;
    expect(kb).toBeLessThanOrEqual(14.6);
  });

  it("loads no stylesheet or font file before it can render: its CSS is inline", () => {
    const html = fs.readFileSync(htmlFileFor(home), "utf8");
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/\.woff2?/);
  });
});
