/**
 * What the largest contentful paint of a page is, on Lighthouse's phone (412 × 823 CSS px, 1.75
 * device pixels each): the element and the photo file it shows, as Chromium reports it. Lighthouse
 * 12 cannot say with this Chromium (its trace gatherer fails), so the benchmark asks the browser.
 */
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";

export async function lcpElements(siteUrl: string, routes: readonly string[]): Promise<Map<string, string>> {
  const localTls = siteUrl.startsWith("https://localhost:") ? ["--ignore-certificate-errors"] : [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...localTls] });
  const found = new Map<string, string>();
  try {
    for (const route of routes) {
      const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      await page.goto(`${siteUrl}${route}`, { waitUntil: "load" });
      const description = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null; url?: string }) | undefined;
              const element = last?.element;
              if (!element) return resolve("n/a");
              const file = last.url ? ` ${new URL(last.url).pathname.split("/").pop()}` : "";
              resolve(`${element.tagName.toLowerCase()}${file}`);
            }).observe({ type: "largest-contentful-paint", buffered: true });
          }),
      );
      found.set(route, description);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return found;
}
