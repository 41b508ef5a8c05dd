/**
 * WCAG AAA on every page in both languages, measured in Chromium on the production build:
 * 2.5.5 Target Size (Enhanced): every link, button and field at least 44 × 44 CSS px, but for a
 * link inside a sentence, the menu's links opened too and the panel a mail action leaves, at four
 * widths: 320 px (400 % zoom, a small phone), 375 px (a phone), 640 px (200 % zoom, a tablet) and
 * 1280 px (a laptop);
 * 1.4.8 Visual Presentation: paragraphs at least 1.5 line heights apart and no line of a paragraph
 * over 80 characters, in the site's fonts and in Arial's metrics (a visitor's browser may have
 * another font than this machine's); 2.4.12 Focus Not Obscured (Enhanced): Tab and Shift+Tab bring
 * each focus stop wholly into view, its ring too, clear of the header, on every page at 400 % and
 * 200 % zoom, and on the contact page's long forms on a phone and a laptop, each with a ring a
 * keyboard user sees (2.4.7; 2.4.13's 2 px at 3:1 against its ground); and, at the four widths,
 * "Skip to content" puts focus on the page's title, with that ring.
 */
import type { BrowserContext, Page } from "playwright-core";
import { siteInBrowser } from "./browser";
import { focusSeen } from "./focusRing";
import { inEveryLanguage, locales, publicRoutes, unknownRoute } from "../tests/support/routes";
import { pageTitleId } from "../src/lib/pageTitle";

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
 * smallTargets on the page as it is, then, where the header's links are behind the menu button
 * (below lg), with the menu open: its links and button are tapped too. Escape closes it again.
 */
async function targetProblems(page: Page): Promise<string[]> {
  const problems = await smallTargets(page);
  const toggle = page.locator("button[data-menu-toggle]");
  if (!(await toggle.isVisible())) return problems;
  await toggle.click();
  await page.locator("[data-menu-panel]").waitFor();
  const inMenu = await smallTargets(page);
  await page.keyboard.press("Escape");
  return [...new Set([...problems, ...inMenu.map((problem) => `${problem} (menu open)`)])];
}

/**
 * From the top of the page (nothing focused yet), Tab reaches "Skip to content" first; Enter on it
 * puts focus on the page's title, whose ring a keyboard user sees (focusSeen). What is wrong, or [].
 */
async function skipLinkProblems(page: Page): Promise<string[]> {
  await page.keyboard.press("Tab");
  // Coming back from past the page's top (Shift+Tab's walk), the first Tab gives focus to the document itself.
  if (await page.evaluate(() => document.activeElement === document.body)) await page.keyboard.press("Tab");
  const first = await page.evaluate(() => document.activeElement?.getAttribute("href") ?? document.activeElement?.tagName ?? "nothing");
  if (first !== `#${pageTitleId}`) return [`Tab from the top reaches ${first}, not Skip to content`];
  await page.keyboard.press("Enter");
  await page.waitForFunction((id) => document.activeElement?.id === id, pageTitleId, { timeout: 5000 }).catch(() => undefined);
  return (await focusSeen(page, `h1#${pageTitleId}`)).problems;
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

/**
 * Every element's text in Liberation Sans, whose letters have Arial's widths (the font Windows
 * draws where the site names none it has): added through the page's style sheets from script,
 * which its Content-Security-Policy allows. Fails when this machine has no such font, rather than
 * measure another one.
 */
async function inArialMetrics(page: Page): Promise<void> {
  const installed = await page.evaluate(async () => {
    const sample = "The quick brown fox jumps over the lazy dog 0123456789";
    const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
    const width = (font: string) => {
      context.font = font;
      return context.measureText(sample).width;
    };
    return width('16px "Liberation Sans", monospace') !== width("16px monospace") && width('16px "Liberation Sans", serif') !== width("16px serif");
  });
  if (!installed) throw new Error('This machine has no "Liberation Sans" (Debian: apt-get install fonts-liberation), the font the line-length check measures Arial\'s metrics with');
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { font-family: "Liberation Sans", Arial, sans-serif !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  // Measured once the fonts have loaded and the page is laid out again in them (a busy machine lags).
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
}

/** Every page, and the not-found page, in every language. */
const everyPage = [...publicRoutes, ...locales.map(unknownRoute)];

describe.each([375, 1280])("at %i px wide", (width) => {
  let context: BrowserContext;
  beforeAll(async () => {
    // Reduced motion: the skip link's jump lands at once rather than gliding there (same place, no wait).
    context = await site.browser.newContext({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
  });
  afterAll(() => context?.close());

  it.each(everyPage)(
    "%s: Skip to content lands on the page's title, its ring seen (2.4.7, 2.4.13); every target is at least 44 × 44 px but links in a sentence, the open menu's too (2.5.5); paragraphs 1.5 lines apart, lines of 80 characters at most, in Arial's metrics too (1.4.8)",
    async (route) => {
      const page = await context.newPage();
      await page.goto(`${site.server.url}${route}`, { waitUntil: "load" });
      const found = { skipLink: await skipLinkProblems(page), smallTargets: await targetProblems(page), prose: await proseProblems(page) };
      await inArialMetrics(page);
      expect({ ...found, proseInArial: await proseProblems(page) }).toEqual({ skipLink: [], smallTargets: [], prose: [], proseInArial: [] });
      await page.close();
    },
  );
});

describe.each([320, 375, 640, 1280])("at %i px wide, after a mail action", (width) => {
  it.each(inEveryLanguage("/families"))("%s: the panels left after the sign-up and after Subscribe keep every target at least 44 × 44 px but links in a sentence (2.5.5)", async (route) => {
    const page = await site.browser.newPage({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
    await page.goto(`${site.server.url}${route}`, { waitUntil: "load" });
    for (const control of await page.locator("#sign-up-form [data-field]").locator("input, textarea").all()) await control.fill(await control.evaluate((element) => ((element as HTMLInputElement).type === "email" ? "ana@example.com" : "Ana")));
    await page.locator('#sign-up-form button[type="submit"]').click();
    await page.locator("#sign-up-form + section").waitFor();
    await page.locator('form[data-module="subscribe"] input[type="email"]').fill("ana@example.com");
    await page.locator('form[data-module="subscribe"] button[type="submit"]').click();
    await page.locator('form[data-module="subscribe"] + section').waitFor();
    expect(await smallTargets(page)).toEqual([]);
    await page.close();
  });
});

/** Tab (or Shift+Tab) through every focus stop until focus leaves the page or comes round again: how many stops, and what focusSeen found at each (its ring, and focusInView's place). */
async function walkFocus(page: Page, key: "Tab" | "Shift+Tab"): Promise<{ stops: number; problems: string[] }> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let step = 0; step < 300; step += 1) {
    await page.keyboard.press(key);
    const { key: stop, problems: here } = await focusSeen(page);
    if (stop === "" || seen.has(stop)) break;
    seen.add(stop);
    problems.push(...here);
  }
  return { stops: seen.size, problems };
}

/**
 * A page freshly loaded, Tab from its top to its end, where focus leaves the page, then Shift+Tab
 * from there back to its top: the stops each way found, and the problems on each way.
 */
async function walkBothWays(page: Page, url: string): Promise<{ stops: number[]; problems: Record<string, string[]> }> {
  await page.goto(url, { waitUntil: "load" });
  const forward = await walkFocus(page, "Tab");
  const backward = await walkFocus(page, "Shift+Tab");
  return { stops: [forward.stops, backward.stops], problems: { Tab: forward.problems, "Shift+Tab": backward.problems } };
}

describe.each([
  [375, 667],
  [1280, 800],
])("Tab and Shift+Tab through the contact page at %i × %i px", (width, height) => {
  it.each(inEveryLanguage("/contact"))("%s: each focused control's box and ring are wholly in view, clear of the header, the ring 2 px at 3:1 on its ground", async (route) => {
    // Reduced motion: Tab's scroll lands at once rather than gliding there (same place, no wait).
    const page = await site.browser.newPage({ viewport: { width, height }, reducedMotion: "reduce" });
    const { stops, problems } = await walkBothWays(page, `${site.server.url}${route}`);
    expect(stops[0]).toBeGreaterThan(10);
    expect(stops[1]).toBe(stops[0]);
    expect(problems).toEqual({ Tab: [], "Shift+Tab": [] });
    await page.close();
  });
});

// 400 % zoom of a 1280 × 1024 screen (WCAG 1.4.10's reflow size), and 200 % of a 1280 × 800 laptop.
describe.each([
  [320, 256],
  [640, 400],
])("zoomed in, at %i × %i px", (width, height) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await site.browser.newContext({ viewport: { width, height }, reducedMotion: "reduce" });
  });
  afterAll(() => context?.close());

  it.each(everyPage)(
    "%s: Tab and Shift+Tab bring each focus stop wholly into view, its ring (2 px, 3:1 on its ground) clear of the header (2.4.7, 2.4.12, 2.4.13); then, from the top again, Skip to content lands on the page's title, its ring seen (2.4.7, 2.4.13); every target is at least 44 × 44 px but links in a sentence, the open menu's too (2.5.5)",
    async (route) => {
      const page = await context.newPage();
      const { stops, problems } = await walkBothWays(page, `${site.server.url}${route}`);
      expect(stops[0]).toBeGreaterThan(3);
      expect(stops[1]).toBe(stops[0]);
      // Shift+Tab has left the page at its top: the next Tab starts there, as on a page just opened.
      expect({ ...problems, skipLink: await skipLinkProblems(page), smallTargets: await targetProblems(page) }).toEqual({ Tab: [], "Shift+Tab": [], skipLink: [], smallTargets: [] });
      await page.close();
    },
  );
});
