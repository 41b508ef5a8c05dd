/**
 * The home page's mission card at every width, in both languages (WCAG 1.4.10 Reflow, 1.4.4
 * Resize Text): on phones and on a laptop zoomed to 400 % (1280 px wide: 320 CSS px) the heading,
 * the mission statement and the founding year are on the page, inside the screen's width, and not
 * covered by anything.
 */
import type { Locator } from "playwright-core";
import { yamlData } from "../tests/support/content";
import { localePath, locales } from "../tests/support/routes";
import { siteInBrowser } from "./browser";

const site = siteInBrowser();

const screens: [name: string, viewport: { width: number; height: number }, deviceScaleFactor: number][] = [
  ["a 320 px phone", { width: 320, height: 568 }, 2],
  ["a 375 px phone", { width: 375, height: 667 }, 2],
  ["a 1280 px laptop at 400 % zoom", { width: 320, height: 200 }, 4],
  ["a 1280 px laptop", { width: 1280, height: 800 }, 1],
];

/** How a visitor would fail to see the element once scrolled to it, or null when it is in plain view. */
function notSeen(element: Locator): Promise<string | null> {
  return element.evaluate((node) => {
    node.scrollIntoView({ block: "center", behavior: "instant" });
    const box = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    if (box.width < 1 || box.height < 1) return `its box is ${box.width} × ${box.height}`;
    if (style.visibility !== "visible" || Number(style.opacity) === 0) return `visibility ${style.visibility}, opacity ${style.opacity}`;
    if (box.left < 0 || box.right > document.documentElement.clientWidth) return `it spans ${Math.round(box.left)}–${Math.round(box.right)} px, the screen ${document.documentElement.clientWidth} px`;
    // What is drawn at its middle is the element itself (no header, photo or card over it).
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!top || !(node === top || node.contains(top))) return `covered by ${top?.tagName.toLowerCase() ?? "nothing"} "${(top?.textContent ?? "").trim().slice(0, 30)}"`;
    return null;
  });
}

describe.each(locales)("the home page's mission card (%s)", (locale) => {
  const { mission } = yamlData<{ mission: { heading: string; foundedLabel: string } }>("pages/home", locale);
  const { mission: statement, foundedYear } = yamlData<{ mission: string; foundedYear: number }>("site", locale);

  it.each(screens)("is seen on %s: heading, mission statement and founding year", async (_name, viewport, deviceScaleFactor) => {
    const page = await site.browser.newPage({ viewport, deviceScaleFactor });
    await page.goto(`${site.server.url}${localePath(locale, "/")}`, { waitUntil: "networkidle" });
    // Found whether shown or not, so that a hidden card fails on what is wrong with it.
    const heading = page.getByRole("heading", { name: mission.heading, includeHidden: true, exact: true });
    const card = page.locator("aside").filter({ has: heading });
    const parts = {
      heading,
      statement: card.getByText(statement),
      founded: card.getByText(`${mission.foundedLabel} ${foundedYear}`),
    };
    const problems: Record<string, string | null> = {};
    for (const [part, element] of Object.entries(parts)) problems[part] = await notSeen(element);
    expect(problems).toEqual({ heading: null, statement: null, founded: null });
    await page.close();
  });
});
