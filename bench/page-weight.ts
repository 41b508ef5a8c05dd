/**
 * What a phone downloads to show a built page, measured the same way by the budget tests
 * (tests/build/budgets.test.ts, e2e/budgets.e2e.test.ts) and by the benchmark (./bench.mts):
 *
 *   - the page's JavaScript: every script file its HTML loads and every inline script it runs,
 *     gzip, as served (no framework: only its enhancement modules, see plugins/site-finish/pageScripts.ts);
 *   - the first view on a phone: image bytes on a 412 px wide screen (Lighthouse's mobile device,
 *     DPR 1.75) before any scrolling, and the requests that blocked rendering.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Browser, BrowserContext } from "playwright-core";

export interface ScriptWeight {
  file: string;
  gzipBytes: number;
}

const gzip = (content: string | Buffer): number => zlib.gzipSync(content, { level: 9 }).length;

/** Script types a browser runs; data blocks (JSON-LD) are not scripts. */
const executable = (attributes: string): boolean => {
  const type = attributes.match(/\stype="([^"]*)"/)?.[1] ?? "";
  return type === "" || type === "module" || /javascript/.test(type);
};

/** The addresses of the script files a built page loads (`<script src>`), in order. */
export function scriptFiles(html: string): string[] {
  return Array.from(html.matchAll(/<script\b([^>]*)>/g), (match) => match[1])
    .filter(executable)
    .map((attributes) => attributes.match(/\ssrc="([^"]+)"/)?.[1])
    .filter((src): src is string => Boolean(src));
}

/** The script files and inline scripts a built page runs, each with its gzip size. */
export function pageScripts(publicDir: string, htmlFile: string): ScriptWeight[] {
  const html = fs.readFileSync(htmlFile, "utf8");
  const inline = Array.from(html.matchAll(/<script\b((?![^>]*\ssrc=)[^>]*)>([\s\S]*?)<\/script>/g))
    .filter((match) => executable(match[1]) && match[2].trim())
    .map((match) => match[2]);
  return [
    ...scriptFiles(html).map((src) => ({ file: src, gzipBytes: gzip(fs.readFileSync(path.join(publicDir, src))) })),
    ...inline.map((code, index) => ({ file: `inline script ${index + 1}`, gzipBytes: gzip(code) })),
  ];
}

export const totalKb = (scripts: readonly ScriptWeight[]): number => scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;

/** A phone's browser context (Playwright): Lighthouse's mobile device. Close it when done. */
export const phoneContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/**
 * Loads `url` in a new page of `context` (see phoneContext) without scrolling: the KB of images it
 * fetched (data: URLs are in the HTML, so not counted) and the addresses that blocked rendering.
 */
export async function firstView(context: BrowserContext, url: string): Promise<{ imageKb: number; renderBlocking: string[] }> {
  const page = await context.newPage();
  try {
    const images: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "image" && !response.url().startsWith("data:")) {
        images.push(response.body().then((body) => body.length, () => 0));
      }
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const imageKb = (await Promise.all(images)).reduce((sum, bytes) => sum + bytes, 0) / 1024;
    const renderBlocking = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        // renderBlockingStatus is newer than TypeScript's DOM types.
        .filter((entry) => (entry as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === "blocking")
        .map((entry) => entry.name),
    );
    return { imageKb, renderBlocking };
  } finally {
    await page.close();
  }
}
