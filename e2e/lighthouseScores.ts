/**
 * Lighthouse's Accessibility, Best Practices and SEO scores do not vary between runs: each must be
 * 100 on every page (one run each). Performance varies, so it is measured by `npm run bench`.
 * Every page of a language is audited in one Chromium, each in a tab of its own with its storage
 * and cache cleared first (./lighthouse.ts, bench/lighthouse.mts): starting a browser for each page
 * only added its start to every test. A file per language, so the two run side by side when the
 * machine has the cores.
 */
import { publicRoutesIn, type Locale } from "../tests/support/routes";
import { unlistedPaths } from "../src/lib/contentPages";
import { pathWithoutLocale } from "../src/lib/locales";
import { startLighthouse, type LighthouseRunner } from "./lighthouse";
import { serve, type StaticServer } from "./server";

export function describeLighthouseScores(locale: Locale): void {
  // Every page of the language. The not-found pages are left out on purpose: their 404 status and
  // the missing path they log (site spec) are what Lighthouse's SEO and Best Practices audits count
  // against a page.
  const routes = publicRoutesIn(locale);

  let server: StaticServer;
  let lighthouse: LighthouseRunner;
  beforeAll(async () => {
    server = await serve();
    lighthouse = startLighthouse(["accessibility", "best-practices", "seo"]);
  });
  afterAll(async () => {
    await lighthouse?.close();
    await server?.close();
  });

  it.each(routes)("Lighthouse scores %s 100 for accessibility, best practices and SEO", async (route) => {
    const result = await lighthouse.audit(`${server.url}${route}`);
    // A page no link leads to (`unlisted`: the forms' thank-you page) asks search engines not to list
    // it, which is the one SEO audit it fails on purpose; every other audit holds for it too.
    const noindex = unlistedPaths().includes(pathWithoutLocale(route));
    const { seo, ...others } = result.scores;
    expect({
      runtimeError: result.runtimeError,
      scores: noindex ? others : { ...others, seo },
      shortfalls: noindex ? result.shortfalls.filter((shortfall) => !shortfall.startsWith("seo: is-crawlable ")) : result.shortfalls,
    }).toEqual({
      runtimeError: null,
      scores: noindex ? { accessibility: 100, "best-practices": 100 } : { accessibility: 100, "best-practices": 100, seo: 100 },
      shortfalls: [],
    });
  }, 120_000);
}
