/** Debian's Chromium (or CHROME_PATH), driven by playwright-core; never a downloaded browser. */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { locales } from "../src/lib/locales";
import { yamlData } from "../tests/support/content";
import { serve, type StaticServer } from "./server";

export { decodeMailto } from "../tests/support/mailto";

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

/**
 * Chromium's console messages for anything a Content-Security-Policy blocks ("… violates the
 * following Content Security Policy directive …") or cannot read ("Unrecognized
 * Content-Security-Policy directive …").
 */
const isCspMessage = (text: string): boolean => /Content[ -]Security[ -]Policy/i.test(text);

/**
 * Makes every page this browser opens report what its Content-Security-Policy blocks into `seen`
 * (the page's address and Chromium's message), whichever way a test opens it.
 */
function watchCsp(browser: Browser, seen: string[]): void {
  // newPage opens its context through newContext: each context is watched once.
  const watched = new WeakSet<BrowserContext>();
  const watch = (context: BrowserContext): void => {
    if (watched.has(context)) return;
    watched.add(context);
    context.on("console", (message) => {
      if (isCspMessage(message.text())) seen.push(`${message.page()?.url() ?? "(no page)"}: ${message.text()}`);
    });
  };
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    watch(context);
    return context;
  };
  browser.newPage = async (options) => {
    const page = await newPage(options);
    watch(page.context());
    return page;
  };
}

/**
 * The built site served on a free port and a Chromium to visit it, for one test file: started
 * before its tests, closed after them. Read `site.server` and `site.browser` inside tests and hooks.
 * `publicDir`, read once the earlier hooks have run: another build to serve (e2e/siteVariant.ts).
 * Every test fails on anything the site's Content-Security-Policy blocks, so each interaction the
 * browser tests go through (menu, forms, toasts, tooltips, captions…) runs under the policy.
 * `formsLog`: the file the server's stand-in for Netlify Forms writes each accepted post to.
 */
export function siteInBrowser(publicDir?: () => string, { formsLog }: { formsLog?: () => string } = {}): { readonly server: StaticServer; readonly browser: Browser } {
  const site = {} as { server: StaticServer; browser: Browser };
  const cspViolations: string[] = [];
  beforeAll(async () => {
    site.server = await serve(publicDir?.(), { formsLog: formsLog?.() });
    site.browser = await launch();
    watchCsp(site.browser, cspViolations);
  });
  afterEach(() => {
    expect(cspViolations.splice(0)).toEqual([]);
  });
  afterAll(async () => {
    // What a test's late work (a timer, a lazy image) reported after its own check.
    expect(cspViolations.splice(0)).toEqual([]);
    await site.browser?.close();
    await site.server?.close();
  });
  return site;
}

/**
 * Records every mailto: link the page tries to open. Chromium hands mailto: to the system's mail
 * app instead of navigating, so the DevTools Protocol's Page.frameRequestedNavigation is where
 * the request can be seen.
 */
export async function recordMailto(page: Page): Promise<string[]> {
  const urls: string[] = [];
  const session = await page.context().newCDPSession(page);
  await session.send("Page.enable");
  session.on("Page.frameRequestedNavigation", (event: { url: string }) => {
    if (event.url.startsWith("mailto:")) urls.push(event.url);
  });
  return urls;
}

/**
 * The `count`th mailto: request recordMailto has seen, once it is there: Chromium reports it on the
 * DevTools channel a moment after the page made it, a moment that grows on a busy machine.
 */
export async function mailtoRequest(urls: string[], count = 1, timeout = 20_000): Promise<string> {
  const end = Date.now() + timeout;
  while (urls.length < count) {
    if (Date.now() > end) throw new Error(`${urls.length} mailto: request(s) within ${timeout / 1000} s, not ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return urls[count - 1];
}

/** The not-found page's console message in each language (data/layout.yaml notFound.logMessage). */
const notFoundLogMessages: string[] = locales.map((locale) => yamlData<{ notFound: { logMessage: string } }>("layout", locale).notFound.logMessage);

/**
 * What the not-found page reports on purpose, in English or Spanish: it logs the unknown path
 * (site spec), and Chromium the 404 status of that page and of its page data.
 */
export const isNotFoundPageMessage = (text: string): boolean =>
  notFoundLogMessages.some((message) => text.startsWith(message)) || text.includes("status of 404");

/**
 * Records every Content-Security-Policy violation (the securitypolicyviolation event) in the
 * page's documents from now on; the returned function reads them, one line each.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}
