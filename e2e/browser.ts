/** Debian's Chromium (or CHROME_PATH), driven by playwright-core; never a downloaded browser. */
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
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

/** A mailto: URL as a mail app reads it. */
export function decodeMailto(url: string) {
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => pair.split("="));
  const value = (key: string) => decodeURIComponent(pairs.find(([name]) => name === key)?.[1] ?? "");
  return { address, keys: pairs.map(([key]) => key), subject: value("subject"), body: value("body"), length: url.length };
}
