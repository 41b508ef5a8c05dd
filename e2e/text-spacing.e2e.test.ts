/**
 * Text that fits its box on a small phone, in both languages (WCAG 1.4.10 Reflow, 1.4.12 Text
 * Spacing): at 320 and 375 px, with and without WCAG's text-spacing override, no text on the pages
 * with photo captions and cards runs out of its element, and none is cut off by a box that clips.
 */
import type { Page } from "playwright-core";
import { siteInBrowser } from "./browser";
import { inEveryLanguage } from "../tests/support/routes";

const site = siteInBrowser();

/** WCAG 1.4.12's spacing: line height 1.5, paragraphs 2 em apart, letters 0.12 em, words 0.16 em. */
const textSpacing = "*{line-height:1.5!important;letter-spacing:0.12em!important;word-spacing:0.16em!important}p{margin-bottom:2em!important}";

/** Every element whose own text runs out of it, or out of an ancestor that clips (overflow hidden). */
function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const ownText = (element: Element) => Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ""));
    // Text for screen readers only (VisuallyHidden: a 1 px box that clips on purpose) is not seen.
    const visuallyHidden = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const box = node.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return true;
      }
      return false;
    };
    for (const element of Array.from(document.querySelectorAll("main *"))) {
      if (!(element instanceof HTMLElement) || !ownText(element) || element.getClientRects().length === 0 || visuallyHidden(element)) continue;
      const label = `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
      if (element.clientWidth > 0 && element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "auto") {
        problems.push(`${label}: its text is ${element.scrollWidth - element.clientWidth} px wider than it`);
      }
      const box = element.getBoundingClientRect();
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 1 || box.right > clip.right + 1 || box.top < clip.top - 1 || box.bottom > clip.bottom + 1) {
          problems.push(`${label}: cut off by its ${parent.tagName.toLowerCase()} (${Math.round(box.right - clip.right)} px right, ${Math.round(clip.top - box.top)} px top)`);
        }
        break;
      }
      if (element.tagName === "FIGCAPTION") {
        const figure = element.closest("figure")?.getBoundingClientRect();
        if (figure && (box.left < figure.left - 1 || box.right > figure.right + 1)) problems.push(`${label}: outside its figure`);
      }
    }
    return problems;
  });
}

const routes = ["/impact", "/programs", "/about"].flatMap(inEveryLanguage);

describe.each([320, 375])("at %i px wide", (width) => {
  it.each(routes)("%s: no text runs out of its box or is cut off, as it is and with WCAG's text spacing", async (route) => {
    const page = await site.browser.newPage({ viewport: { width, height: 800 }, bypassCSP: true });
    await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
    expect(await clippedText(page)).toEqual([]);
    await page.addStyleTag({ content: textSpacing });
    expect(await clippedText(page)).toEqual([]);
    await page.close();
  });
});

/**
 * Each stat card's text (figure, label, description) against the card's box: how far any line of
 * it runs outside the card, measured on the text itself (a Range over it), not on its element.
 */
function statTextOutsideCards(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const cards = Array.from(document.querySelectorAll('[aria-labelledby="home-stats"] li > *, [aria-labelledby="impact-stats"] li > *'));
    if (cards.length === 0) problems.push("no stat cards on the page");
    for (const card of cards) {
      const box = card.getBoundingClientRect();
      for (const text of Array.from(card.querySelectorAll("p"))) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const line of Array.from(range.getClientRects())) {
          const outside = Math.max(box.left - line.left, line.right - box.right, box.top - line.top, line.bottom - box.bottom);
          if (outside > 0.5) problems.push(`"${(text.textContent ?? "").trim().slice(0, 40)}" runs ${Math.round(outside)} px outside its ${Math.round(box.width)} px card`);
        }
      }
    }
    return [...new Set(problems)];
  });
}

const statRoutes = ["/", "/impact"].flatMap(inEveryLanguage);

describe.each([320, 375])("stat cards at %i px wide", (width) => {
  it.each(statRoutes)("%s: every card holds its text, as it is and with WCAG's text spacing (1.4.12)", async (route) => {
    const page = await site.browser.newPage({ viewport: { width, height: 800 }, bypassCSP: true });
    await page.goto(`${site.server.url}${route}`, { waitUntil: "networkidle" });
    expect(await statTextOutsideCards(page)).toEqual([]);
    await page.addStyleTag({ content: textSpacing });
    expect(await statTextOutsideCards(page)).toEqual([]);
    await page.close();
  });
});
