/**
 * Where focus is and whether a keyboard user sees it, measured in the browser without a
 * screenshot: the focused element's box and ring wholly in view and clear of the header (WCAG
 * 2.4.12, AAA), and a ring drawn around it, at least 2 px thick, 3:1 against the ground it is drawn
 * on (2.4.7; 2.4.13, AAA), as the theme's focus rings are made (src/theme/interactive.ts, grounds).
 */
import type { Page } from "playwright-core";
import { contrastRatio } from "../src/theme/contrast";

/**
 * What keeps the focused element's box and focus ring (its outline and offset) from being wholly
 * seen, or null: a side of it past the viewport's edge, or a part of it under the fixed header or
 * anything else fixed or sticky drawn above it (WCAG 2.4.12, AAA). Sampled at the corners, edge
 * midpoints and centre of its box and of its ring, so what is drawn on top decides, as the eye sees it.
 * `key`: the element's place in the document, to know when the walk comes round again ("" for none).
 */
export function focusInView(page: Page): Promise<{ key: string; problem: string | null }> {
  return page.evaluate(() => {
    // The skip link slides in, and rings come in with a transition (0.01 ms with reduced motion):
    // measured as they end, without waiting a frame for that.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation has no end to go to: it moves nothing the walk measures.
      }
    }
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return { key: "", problem: null };
    const key = Array.from(document.querySelectorAll("*")).indexOf(element).toString();
    const style = getComputedStyle(element);
    const ring = style.outlineStyle === "none" ? 0 : Math.max(0, parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset));
    const box = element.getBoundingClientRect();
    const area = { top: box.top - ring, bottom: box.bottom + ring, left: box.left - ring, right: box.right + ring };
    const width = document.documentElement.clientWidth;
    const outside = { top: -area.top, bottom: area.bottom - window.innerHeight, left: -area.left, right: area.right - width };
    const cut = Object.entries(outside)
      .filter(([, px]) => px > 0.5)
      .map(([side, px]) => `${px.toFixed(1)} px past the ${side}`);
    /** The fixed or sticky element that `node` is part of, unless that holds the focused element. */
    const coverOf = (node: Element | null): Element | null => {
      for (let part = node; part && part !== document.documentElement; part = part.parentElement) {
        if (part.contains(element)) return null;
        if (/^(fixed|sticky)$/.test(getComputedStyle(part).position)) return part;
      }
      return null;
    };
    /** Three by three points across a box, 1 px inside its edges, within the viewport. */
    const grid = (edges: { top: number; bottom: number; left: number; right: number }) => {
      const x = [Math.max(edges.left, 0) + 1, Math.min(edges.right, width) - 1];
      const y = [Math.max(edges.top, 0) + 1, Math.min(edges.bottom, window.innerHeight) - 1];
      if (x[1] < x[0] || y[1] < y[0]) return [];
      return [x[0], (x[0] + x[1]) / 2, x[1]].flatMap((left) => [y[0], (y[0] + y[1]) / 2, y[1]].map((top) => [left, top] as const));
    };
    // Where the element shows, the paint order says which covers are drawn above it and which below;
    // elsewhere (its rounded corners, its ring, all of it if hidden) a cover drawn there is above it
    // unless seen below it.
    const above = new Set<Element>();
    const below = new Set<Element>();
    const drawnThere = new Set<Element>();
    for (const [x, y] of grid(box)) {
      const stack = document.elementsFromPoint(x, y);
      const own = stack.findIndex((hit) => element.contains(hit));
      stack.forEach((hit, index) => {
        const cover = coverOf(hit);
        if (cover) (own === -1 ? drawnThere : index < own ? above : below).add(cover);
      });
    }
    for (const [x, y] of grid(area)) {
      const cover = coverOf(document.elementFromPoint(x, y));
      if (cover) drawnThere.add(cover);
    }
    for (const cover of drawnThere) if (!below.has(cover)) above.add(cover);
    for (const cover of above) cut.push(`under the ${cover.tagName.toLowerCase()}${cover.hasAttribute("data-site-header") ? " (the header)" : ""}`);
    if (cut.length === 0) return { key, problem: null };
    const name = (element.getAttribute("aria-label") || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || element.tagName).trim().slice(0, 40);
    return { key, problem: `${element.tagName.toLowerCase()} "${name}": ${cut.join(", ")}` };
  });
}

/** "rgb(20, 33, 61)" or "rgba(…, 1)" as "#14213d". */
const hexOf = (css: string): string =>
  `#${(css.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((channel) => Math.round(Number(channel)).toString(16).padStart(2, "0"))
    .join("")}`;

/** The thinnest ring WCAG 2.4.13 (AAA) counts as a focus indicator: 2 CSS px. */
const thinnestRing = 2;

/**
 * What is wrong with the focus as a keyboard user sees it, or nothing: `expected` says where focus
 * should be (a CSS selector; any element by default, or none, the page itself having it); then its
 * ring (outline, or a box-shadow ring) is measured against the ground it is drawn on (the first
 * colour behind the element, from its parent up), and its place by focusInView. `key` is
 * focusInView's, "" where the page itself has focus.
 */
export async function focusSeen(page: Page, expected = "*"): Promise<{ key: string; on: string; problems: string[] }> {
  const found = await page.evaluate((selector) => {
    // A ring comes in with a transition (0.01 ms with reduced motion): measured as it ends.
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        // An endless animation has no end to go to: it draws no ring.
      }
    }
    const focused = document.activeElement;
    const element = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    const on = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${(element.textContent ?? "").trim().slice(0, 40)}"` : "nothing";
    if (!element || !element.matches(selector)) return { on, expected: false, ring: null };
    const style = getComputedStyle(element);
    // The ring is drawn around the element, on what is behind it: its parent's colour, or the first one up that has one.
    let ground: Element | null = element.parentElement;
    while (ground && /^(transparent|rgba\(0, 0, 0, 0\))$/.test(getComputedStyle(ground).backgroundColor)) ground = ground.parentElement;
    const shadow = /(rgba?\([^)]*\))\s+0px\s+0px\s+0px\s+([\d.]+)px/.exec(style.boxShadow);
    const ring = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 ? { colour: style.outlineColor, width: parseFloat(style.outlineWidth) } : shadow ? { colour: shadow[1], width: parseFloat(shadow[2]) } : null;
    return { on, expected: true, ring: ring && { ...ring, ground: ground ? getComputedStyle(ground).backgroundColor : "rgb(255, 255, 255)" } };
  }, expected);
  const { key, problem } = await focusInView(page);
  if (key === "" && expected === "*") return { key, on: found.on, problems: [] };
  const problems: string[] = [];
  if (!found.expected) problems.push(`focus is on ${found.on}, not on ${expected}`);
  else if (!found.ring) problems.push(`${found.on} has no focus ring`);
  else {
    const ratio = contrastRatio(hexOf(found.ring.colour), hexOf(found.ring.ground));
    if (found.ring.width < thinnestRing) problems.push(`${found.on}: its ring is ${found.ring.width} px thick, under ${thinnestRing} px`);
    if (ratio < 3) problems.push(`${found.on}: its ring ${found.ring.colour} is ${ratio.toFixed(2)}:1 on ${found.ring.ground}, under 3:1`);
  }
  if (problem) problems.push(problem);
  return { key, on: found.on, problems };
}
