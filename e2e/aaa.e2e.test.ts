/**
 * WCAG AAA on every page in both languages, measured in Chromium on the production build:
 * 2.5.5 Target Size (Enhanced): every link, button and field at least 44 × 44 CSS px, but for a
 * link inside a sentence; 1.4.8 Visual Presentation: paragraphs at least 1.5 line heights apart
 * and no line of a paragraph over 80 characters; and 2.4.7's focus ring wholly in view when Tab
 * brings a control in from below the fold (/contact, on a phone and a laptop).
 */
import type { BrowserContext, Page } from "playwright-core";
import { siteInBrowser } from "./browser";
import { inEveryLanguage, publicRoutes } from "../tests/support/routes";

const site = siteInBrowser();

/** Every target under 44 × 44 CSS px that is not a link inside a sentence, as "tag "text" w×h". */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(async (minimum) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden" && !element.closest("[hidden], [inert], [aria-hidden='true']");
    /** A link laid out inline in a block whose own words run on either side of it: a link in a sentence. */
    const inSentence = (element: Element) => {
      if (element.tagName !== "A" || getComputedStyle(element).display !== "inline") return false;
      const block = element.parentElement?.closest("p, li, dd, td, figcaption, blockquote");
      if (!block) return false;
      const words = (block.textContent ?? "").replace(element.textContent ?? "", "");
      return /\p{L}{2,}/u.test(words);
    };
    const problems: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (!(element instanceof HTMLElement) || inSentence(element)) continue;
      let box = element.getBoundingClientRect();
      // Shown only while focused (the skip link): measured as Tab shows it.
      if (box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0) {
        element.focus();
        box = element.getBoundingClientRect();
      }
      if (!shown(element)) continue;
      let width = box.width;
      let height = box.height;
      // A check box or radio button is also pressed through its label.
      if (element instanceof HTMLInputElement && element.labels) {
        for (const label of Array.from(element.labels)) {
          const labelBox = label.getBoundingClientRect();
          width = Math.max(width, labelBox.width);
          height = Math.max(height, labelBox.height);
        }
      }
      if (width < minimum - 0.01 || height < minimum - 0.01) {
        problems.push(`${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute("aria-label") || element.getAttribute("name") || "").trim().slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`);
      }
    }
    (document.activeElement as HTMLElement | null)?.blur();
    return [...new Set(problems)];
  }, 44);
}

/**
 * Body prose in <main>: each paragraph of sentences (six words or more, ending as a sentence ends)
 * directly followed by another, where the gap between them is under 1.5 times the line height
 * (a stat's figure and label, a quote's name and role, a "Last updated" line are not prose); and
 * each paragraph whose longest line holds more than 80 characters (counted on the lines as laid
 * out, a Range over each character).
 */
function proseProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const label = (element: Element) => `"${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const paragraphs = Array.from(document.querySelectorAll("main p")).filter((p): p is HTMLElement => p instanceof HTMLElement && p.getClientRects().length > 0 && /\p{L}/u.test(p.textContent ?? ""));
    const prose = (element: Element) => {
      const text = (element.textContent ?? "").trim();
      return text.split(/\s+/).length >= 6 && /[.!?…:»"”)]$/u.test(text);
    };
    for (const paragraph of paragraphs) {
      const next = paragraph.nextElementSibling;
      if (next instanceof HTMLElement && paragraphs.includes(next) && prose(paragraph) && prose(next)) {
        const gap = next.getBoundingClientRect().top - paragraph.getBoundingClientRect().bottom;
        const lineHeight = parseFloat(getComputedStyle(paragraph).lineHeight);
        if (gap < 1.5 * lineHeight - 0.5) problems.push(`${label(paragraph)} → ${label(next)}: ${gap.toFixed(1)} px apart, line ${lineHeight.toFixed(1)} px (${(gap / lineHeight).toFixed(2)}×)`);
      }
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const rect = range.getClientRects()[0];
          if (!rect || rect.width === 0) continue;
          const line = Math.round(rect.top + rect.height / 2);
          const key = Array.from(perLine.keys()).find((top) => Math.abs(top - line) < rect.height / 2) ?? line;
          perLine.set(key, (perLine.get(key) ?? 0) + 1);
        }
      }
      const longest = Math.max(0, ...perLine.values());
      if (longest > 80) problems.push(`${label(paragraph)}: ${longest} characters on a line`);
    }
    return problems;
  });
}

describe.each([375, 1280])("at %i px wide", (width) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width, height: 800 } });
  });
  afterAll(() => context?.close());

  it.each(publicRoutes)("%s: every target is at least 44 × 44 px but links in a sentence (2.5.5); paragraphs 1.5 lines apart, lines of 80 characters at most (1.4.8)", async (route) => {
    const page = await context.newPage();
    await page.goto(`${site.server.url}${route}`, { waitUntil: "load" });
    expect({ smallTargets: await smallTargets(page), prose: await proseProblems(page) }).toEqual({ smallTargets: [], prose: [] });
    await page.close();
  });
});

/** Where the focused control's ring (its outline, or its box without one) runs outside the viewport. */
function ringOutsideViewport(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const style = getComputedStyle(element);
    const ring = style.outlineStyle === "none" ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = element.getBoundingClientRect();
    const outside = {
      top: -(box.top - ring),
      bottom: box.bottom + ring - window.innerHeight,
      left: -(box.left - ring),
      right: box.right + ring - document.documentElement.clientWidth,
    };
    const cut = Object.entries(outside).filter(([, px]) => px > 0.5);
    if (cut.length === 0) return null;
    const name = (element.getAttribute("aria-label") || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.tagName).trim().slice(0, 40);
    return `${element.tagName.toLowerCase()} "${name}": ring ${cut.map(([side, px]) => `${px.toFixed(1)} px past the ${side}`).join(", ")}`;
  });
}

describe.each([
  [375, 667],
  [1280, 800],
])("Tab through the contact page at %i × %i px", (width, height) => {
  it.each(inEveryLanguage("/contact"))("%s: each focused control's ring is wholly inside the viewport", async (route) => {
    // Reduced motion: Tab's scroll lands at once rather than gliding there (same place, no wait).
    const page = await site.browser.newPage({ viewport: { width, height }, reducedMotion: "reduce" });
    // Photos loaded: the page's height settled before the first Tab.
    await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
    const problems: string[] = [];
    const seen = new Set<string>();
    for (let step = 0; step < 200; step += 1) {
      await page.keyboard.press("Tab");
      // The skip link slides in: measured once nothing moves any more.
      await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
      const key = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return "";
        return Array.from(document.querySelectorAll("*")).indexOf(element).toString();
      });
      if (key === "" || seen.has(key)) break;
      seen.add(key);
      const problem = await ringOutsideViewport(page);
      if (problem) problems.push(problem);
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(problems).toEqual([]);
    await page.close();
  });
});
