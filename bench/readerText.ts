/**
 * The text of a built page's `<main>` as a reader meets it, in blocks: each paragraph, heading,
 * list item, label, button or link that stands on its own is one block, and a link or emphasis
 * inside a sentence stays in its sentence. The header and footer are left out (they are the same on
 * every page); so is what a reader with JavaScript on never sees (`<noscript>`, `hidden`,
 * `aria-hidden`, scripts and styles), and a closed list (`<select>`) reads as the one choice it
 * shows: its other choices are read when the list is opened to choose, not with the page. Read by the plain-language benchmark (./readability.mts) and
 * by the built site's test of facts (tests/build/facts.test.ts).
 */

/** Elements that flow inside a line of text: the block around them holds their words. */
const inline = new Set(["a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "em", "i", "kbd", "mark", "q", "s", "small", "span", "strong", "sub", "sup", "time", "u", "wbr"]);

/** Elements whose text no reader meets on the page as served with JavaScript on. */
const unseen = (element: Element): boolean =>
  ["script", "style", "noscript", "template", "svg"].includes(element.localName) || element.hasAttribute("hidden") || element.getAttribute("aria-hidden") === "true";

const squeeze = (text: string): string => text.replace(/\s+/g, " ").trim();

/** Whether an element holds words of its own beside its child elements (a sentence with a link in it). */
const hasOwnWords = (element: Element): boolean =>
  Array.from(element.childNodes).some((node) => node.nodeType === 3 && squeeze(node.textContent ?? "") !== "");

/** An inline element's words, the unseen parts left out, a line break read as a space. */
function inlineWords(node: Node): string {
  if (node.nodeType === 3) return node.textContent ?? "";
  if (node.nodeType !== 1) return "";
  const element = node as Element;
  if (unseen(element)) return "";
  if (element.localName === "br") return " ";
  return Array.from(element.childNodes).map(inlineWords).join("");
}

/**
 * The blocks of text under `root`, in reading order. An element with words of its own is read as a
 * run of text, its inline children part of it, its block children blocks of their own; an element
 * with only child elements (a row of buttons) gives each child its own block.
 */
export function readerBlocks(root: Element): string[] {
  const blocks: string[] = [];
  const visit = (element: Element): void => {
    if (unseen(element)) return;
    if (element.localName === "select") {
      const select = element as HTMLSelectElement;
      const shown = squeeze(select.options[Math.max(select.selectedIndex, 0)]?.textContent ?? "");
      if (shown) blocks.push(shown);
      return;
    }
    if (!hasOwnWords(element)) {
      for (const child of Array.from(element.children)) visit(child);
      return;
    }
    let run = "";
    const flush = (): void => {
      const text = squeeze(run);
      if (text) blocks.push(text);
      run = "";
    };
    for (const node of Array.from(element.childNodes)) {
      if (node.nodeType === 1 && !inline.has((node as Element).localName)) {
        flush();
        visit(node as Element);
      } else run += inlineWords(node);
    }
    flush();
  };
  visit(root);
  return blocks;
}

/** The blocks of a page's `<main>` (none when it has no main). */
export const mainBlocks = (document: Document): string[] => {
  const main = document.querySelector("main");
  return main ? readerBlocks(main) : [];
};
