/**
 * The site under its real response headers (netlify.toml and the build's _headers, applied by the
 * test server as Netlify applies them): the Content-Security-Policy blocks nothing the site does,
 * on every route in every language, with the menu opened, every focus stop visited and the forms
 * used (and, through siteInBrowser, in every other browser test of the site's pages); every response carries the
 * security headers.
 */
import type { Page } from "playwright-core";
import { metaPolicyOf } from "../plugins/site-finish/contentSecurityPolicy";
import { localeOfPath } from "../src/lib/locales";
import { yamlData } from "../tests/support/content";
import { locales, publicRoutes, unknownRoute } from "../tests/support/routes";
import { isNotFoundPageMessage, mailtoRequest, recordCspViolations, recordMailto, siteInBrowser } from "./browser";
import { fillForm, formWords, sampleValue } from "../tests/support/formWords";

/** Every page in both languages, and an unknown address in each (the not-found pages). */
const unknownRoutes = locales.map(unknownRoute);
const routes = [...publicRoutes, ...unknownRoutes];

const site = siteInBrowser();

interface Watched {
  page: Page;
  violations: () => Promise<string[]>;
  errors: string[];
}

/** A phone-sized page that records CSP violations (the securitypolicyviolation event) and console errors. */
async function watchedPage(): Promise<Watched> {
  const page = await site.browser.newPage({ viewport: { width: 375, height: 800 } });
  const violations = await recordCspViolations(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    const onNotFoundPage = unknownRoutes.some((route) => page.url().includes(route)) && isNotFoundPageMessage(message.text());
    if (message.type() === "error" && !onNotFoundPage) errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors, violations };
}

describe.each(routes)("under the site's Content-Security-Policy, %s", (route) => {
  it("loads, starts its scripts, opens its menu and shows what each focus stop shows, with no violation and no console error", async () => {
    const { page, errors, violations } = await watchedPage();
    await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
    const menu = page.getByRole("button", { name: yamlData("layout", localeOfPath(route)).menuButton.open, exact: true });
    await menu.click();
    await page.getByRole("navigation").getByRole("link").first().waitFor();
    await page.keyboard.press("Escape");
    // Every focus stop in turn: tooltips appear on focus, under the policy.
    const stops = await page.locator("a[href], button, input, select, textarea").count();
    for (let stop = 0; stop < stops; stop += 1) await page.keyboard.press("Tab");
    const tooltip = page.locator("[data-module~='tooltip']").first();
    if ((await tooltip.count()) > 0) await tooltip.hover();
    // Let late work (lazy images, timers) run under the policy too.
    await page.mouse.wheel(0, 5000);
    // The photos scrolled into view have loaded (or failed) under the policy.
    await page.waitForFunction(() =>
      Array.from(document.images)
        .filter((image) => image.getBoundingClientRect().bottom > 0 && image.getBoundingClientRect().top < window.innerHeight)
        .every((image) => image.complete),
    );
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("under the site's Content-Security-Policy, an invitation link from Netlify Identity", () => {
  it("is forwarded from the home page to the content editor, keeping its token", async () => {
    const { page } = await watchedPage();
    const visited: string[] = [];
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto(`${site.server.url}/#invite_token=abc123`, { waitUntil: "commit" });
    // The editor's Identity widget then reads the token and clears the hash, so look at the way there.
    await page.waitForURL(/\/admin\//, { waitUntil: "commit" });
    expect(visited).toContain(`${site.server.url}/admin/#invite_token=abc123`);
    await page.close();
    // The home page itself, without a token, stays where it is.
    const home = await watchedPage();
    await home.page.goto(`${site.server.url}/#story`, { waitUntil: "networkidle" });
    expect(home.page.url()).toBe(`${site.server.url}/#story`);
    expect(await home.violations()).toEqual([]);
    await home.page.close();
    // The editor starts loading its 5 MB bundle behind this test: give a busy machine time.
  }, 60_000);
});

describe("under the site's Content-Security-Policy, the contact page's forms", () => {
  it("validate, open a mail and show the copy fallback with no violation", async () => {
    const { page, errors, violations } = await watchedPage();
    const mailto = await recordMailto(page);
    await page.goto(`${site.server.url}/contact`, { waitUntil: "networkidle" });
    const form = page.locator("#volunteer-form");
    // An empty form first: the validation messages run under the policy too.
    const submit = page.getByRole("button", { name: formWords("en", "volunteer").submit, exact: true });
    await submit.click();
    // Every field, each found by its label (data/forms.yaml).
    await fillForm(form, "en", "volunteer", Object.fromEntries(formWords("en", "volunteer").fields.map((field, index) => [field.name, sampleValue(field, index)])));
    await submit.click();
    await page.waitForFunction(() => document.querySelector('[role="region"] textarea[readonly]') !== null);
    await mailtoRequest(mailto);
    expect(mailto).toHaveLength(1);
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * The policy a browser gets for a page: the header, or for an unknown path (the not-found page,
 * which no header rule can name without also covering /admin) the page's own <meta>.
 */
async function policyOf(response: Response): Promise<string> {
  const header = response.headers.get("content-security-policy");
  if (header) return header;
  return metaPolicyOf(await response.text());
}

describe("every HTML response", () => {
  it.each(routes)("%s carries the security headers and a strict script policy", async (route) => {
    const response = await fetch(`${site.server.url}${route}`);
    const headers = response.headers;
    const policy = await policyOf(response);
    // One script: the page's own, by its hash.
    expect(policy).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+=*'; style-src( 'sha256-[A-Za-z0-9+/]+=*')+; /);
    expect(policy).not.toMatch(/unsafe/);
    // Framing is refused by X-Frame-Options everywhere, and by the header policy on known pages.
    if (headers.get("content-security-policy")) expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains; preload");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(headers.get("permissions-policy")).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\).*usb=\(\)/);
  });

  it("and every file a page loads (photo, icon, manifest, sitemap) is for this site's own pages only (CORP)", async () => {
    const html = await (await fetch(`${site.server.url}/about`)).text();
    const files = [
      html.match(/<img [^>]*src="(\/static\/[^"]+)"/)?.[1],
      html.match(/<link rel="icon" href="([^"]+)"/)?.[1],
      html.match(/<link rel="manifest" href="([^"]+)"/)?.[1],
      "/sitemap-index.xml",
      "/robots.txt",
      "/admin/",
    ];
    expect(files.every(Boolean)).toBe(true);
    for (const file of files) {
      const response = await fetch(`${site.server.url}${file}`);
      expect([file, response.status]).toEqual([file, 200]);
      expect([file, response.headers.get("cross-origin-resource-policy")]).toEqual([file, "same-origin"]);
    }
  });

  it("is revalidated on every visit, with its script inside it", async () => {
    const response = await fetch(`${site.server.url}/about`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(await response.text()).not.toMatch(/<script[^>]*\ssrc=/);
  });
});
