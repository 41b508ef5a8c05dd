/**
 * What a phone downloads to show a built page, measured the same way by the budget tests
 * (tests/build/budgets.test.ts, e2e/budgets.e2e.test.ts) and by the benchmark (bench.mjs):
 *
 *   - first-load JavaScript: Gatsby's app chunk group (runtime, framework, app), the Layout's chunk
 *     group and the page component's (both fetched by the app at once, see
 *     src/components/layout/layoutChunk.ts), and the page's inline scripts, each file counted once;
 *     sizes are gzip, as served;
 *   - the first view on a phone: image bytes on a 412 px wide screen (Lighthouse's mobile device,
 *     DPR 1.75) before any scrolling, and the requests that blocked rendering.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const gzip = (content) => zlib.gzipSync(content, { level: 9 }).length;

/** The script files of one of webpack's named chunk groups ("app", "layout", a page component's…). */
export function chunkGroupFiles(publicDir, group) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8"));
  const found = stats.namedChunkGroups[group];
  if (!found) throw new Error(`No chunk group ${group} in ${path.join(publicDir, "webpack.stats.json")}`);
  return found.assets.map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((name) => name.endsWith(".js"));
}

/** The script files a built page runs as it loads, each once. `pageDataName`: "index", "about", "404.html"… */
export function firstLoadFiles(publicDir, pageDataName) {
  const pageData = JSON.parse(fs.readFileSync(path.join(publicDir, "page-data", pageDataName, "page-data.json"), "utf8"));
  return [
    ...new Set([
      ...chunkGroupFiles(publicDir, "app"),
      ...chunkGroupFiles(publicDir, "layout"),
      ...chunkGroupFiles(publicDir, pageData.componentChunkName),
    ]),
  ];
}

/** Those files and the page's inline scripts, each with its gzip size. */
export function firstLoadScripts(publicDir, pageDataName, htmlFile) {
  const html = fs.readFileSync(htmlFile, "utf8");
  const inline = Array.from(html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g), (match) => match[1]).filter(Boolean);
  return [
    ...firstLoadFiles(publicDir, pageDataName).map((file) => ({ file, gzipBytes: gzip(fs.readFileSync(path.join(publicDir, file))) })),
    ...inline.map((code, index) => ({ file: `inline script ${index + 1}`, gzipBytes: gzip(code) })),
  ];
}

export const totalKb = (scripts) => scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;

/** A phone's browser context (Playwright): Lighthouse's mobile device. Close it when done. */
export const phoneContext = (browser) =>
  browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/**
 * Loads `url` in a new page of `context` (see phoneContext) without scrolling: the KB of images it
 * fetched (data: URLs are in the HTML, so not counted) and the addresses that blocked rendering.
 */
export async function firstView(context, url) {
  const page = await context.newPage();
  try {
    const images = [];
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
        .filter((entry) => entry.renderBlockingStatus === "blocking")
        .map((entry) => entry.name),
    );
    return { imageKb, renderBlocking };
  } finally {
    await page.close();
  }
}
