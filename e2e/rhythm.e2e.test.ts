/**
 * The vertical rhythm of every page, at a phone's and a laptop's width, in both languages: each
 * gap between two text blocks laid one under the other in a card or a section (paragraphs,
 * headings, lists, addresses, quotes) is a step of the theme's scale. In a flex or grid box (most
 * cards) that is the box's own gap plus one spacing token (a paragraph's margin) or nothing; in
 * plain flow, one token; anywhere, the gap between paragraphs (1.5 lines of the text). A gap
 * made of several rules at once, as the global `p + p` margin added to a card's gap and its
 * paragraph's margin under a new card line (issue 47), is off the scale and named here, with its
 * page, its two blocks and its size. Measured from the layout, never from pixels: the same on
 * every machine. What to do when it fails: docs/layout-checks.md.
 */
import type { Page } from "playwright-core";
import { siteInBrowser } from "./browser";
import { publicRoutes } from "../tests/support/routes";
import { theme } from "../src/theme/theme";

const site = siteInBrowser();

/** The spacing tokens in rem ("0" is none), and the paragraph gap in em of its text. */
const tokensRem = Object.entries(theme.space)
  .filter(([name]) => name !== "paragraph")
  .map(([, value]) => parseFloat(value));
const paragraphEm = parseFloat(theme.space.paragraph);

/** Each gap off the scale inside `scope`, as `"first" → "second": 68.8 px (the box's gap 12 px)`. */
function offScale(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate(
    ({ scope, tokensRem, paragraphEm }) => {
      const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
      const tokens = tokensRem.map((rem) => rem * rootSize);
      const textBlock = "p, h1, h2, h3, h4, h5, h6, address, blockquote, figcaption, ul, ol, dl";
      /** Laid out in its box's flow: shown, and neither absolutely placed nor visually hidden. */
      const inFlow = (element: Element) => {
        const style = getComputedStyle(element);
        return element.getClientRects().length > 0 && style.position !== "absolute" && style.position !== "fixed";
      };
      const label = (element: Element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40)}"`;
      const problems: string[] = [];
      for (const root of Array.from(document.querySelectorAll(scope))) {
        for (const block of Array.from(root.querySelectorAll(textBlock))) {
          if (!inFlow(block)) continue;
          let before = block.previousElementSibling;
          while (before && !inFlow(before)) before = before.previousElementSibling;
          if (!before?.matches(textBlock)) continue;
          const upper = before.getBoundingClientRect();
          const lower = block.getBoundingClientRect();
          // Side by side (columns of a grid, items of a row): not one under the other.
          if (lower.top < upper.bottom - 0.5) continue;
          const gap = lower.top - upper.bottom;
          const box = getComputedStyle(block.parentElement as Element);
          const boxGap = /flex|grid/.test(box.display) ? parseFloat(box.rowGap) || 0 : 0;
          const paragraph = paragraphEm * parseFloat(getComputedStyle(block).fontSize);
          const near = (a: number, b: number) => Math.abs(a - b) < 0.5;
          if (!near(gap, paragraph) && !tokens.some((token) => near(gap, boxGap + token))) {
            problems.push(`${label(before)} → ${label(block)}: ${gap.toFixed(1)} px (the box's gap ${boxGap} px)`);
          }
        }
      }
      return problems;
    },
    { scope, tokensRem, paragraphEm },
  );
}

/** A short line added under the first programme card's paragraph, as issue 47's "ages" line was. */
async function addCardLine(page: Page): Promise<void> {
  await page.evaluate(() => {
    const paragraph = document.querySelector("main article p");
    if (!paragraph) throw new Error("No programme card with a paragraph on /programs");
    const line = document.createElement("p");
    line.textContent = "Ages 11–14";
    paragraph.after(line);
  });
}

describe.each([375, 1280])("at %i px wide", (width) => {
  let page: Page;
  beforeAll(async () => {
    page = await site.browser.newPage({ viewport: { width, height: 800 } });
  });
  afterAll(() => page?.close());

  it.each(publicRoutes)("%s: every gap between text blocks is a step of the theme's scale", async (route) => {
    await page.goto(`${site.server.url}${route}`, { waitUntil: "load" });
    expect(await offScale(page)).toEqual([]);
  });

  it("a line added under a programme card's paragraph keeps the card's gap", async () => {
    await page.goto(`${site.server.url}/programs`, { waitUntil: "load" });
    await addCardLine(page);
    expect(await offScale(page, "main article")).toEqual([]);
  });

  it("sees the gap the global `p + p` margin of issue 47 opened under that line", async () => {
    await page.goto(`${site.server.url}/programs`, { waitUntil: "load" });
    await addCardLine(page);
    // The rule globalCss.ts had, added through the CSS object model (which the page's policy allows).
    await page.evaluate((rule) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(rule);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }, `p + p { margin-top: ${theme.space.paragraph}; }`);
    const problems = await offScale(page, "main article");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^p ".+" → p "Ages 11–14": \d+\.\d px \(the box's gap \d+ px\)$/);
  });
});
