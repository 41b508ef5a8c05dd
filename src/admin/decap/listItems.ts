import type { EditorWords } from "../../content/editorWords";
import { fillTemplate } from "../../lib/template";
import { summaryOf } from "./problemWords";

/**
 * A list's items as the person meets them in the form (./fieldWidgets.ts): each named by its
 * number and its own words, in the editor's language, as a refused save's lines name it
 * ("Session 5, “Self-control”"); its controls named for the item they act on; and a deletion
 * found in a change of the form, so that it can be undone (./undoDeletions.ts).
 */

/** The words the list controls are named with (data/editor.yaml, `interface`). */
export type ListWords = Pick<EditorWords, "messages"> & {
  readonly interface: Pick<EditorWords["interface"], "deleteItem" | "moveItem" | "openEveryItem" | "closeEveryItem">;
};

/** "Session 5, “Self-control”": an item by its number from 1 and its own words in `locale` (a text's, in a list of texts). */
export function itemName(item: unknown, index: number, itemLabel: string, locale: string, isText: boolean, words: Pick<EditorWords, "messages">): string {
  const summary = summaryOf(item, locale, isText);
  return summary ? fillTemplate(words.messages.itemWithSummary, { item: itemLabel, number: index + 1, summary }) : fillTemplate(words.messages.item, { item: itemLabel, number: index + 1 });
}

/** An item's name inside a sentence: "Delete session 5, …" (its first letter small, in `locale`'s rules). */
export const inSentence = (name: string, locale: string): string => name.charAt(0).toLocaleLowerCase(locale) + name.slice(1);

/** A deletion found in a change: which list (its place from the changed value), which position, and the item as it was. */
export interface FoundDeletion {
  readonly path: readonly (string | number)[];
  readonly index: number;
}

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) if (!same(a[key], b[key])) return false;
    return true;
  }
  return false;
}

/**
 * The one item deleted between two versions of a value (plain data), at any depth, if that is the
 * whole change: a list one item shorter, everything else the same. An edit, a move or an item
 * added is no deletion.
 */
export function deletionBetween(before: unknown, after: unknown, path: readonly (string | number)[] = []): FoundDeletion | null {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length === before.length - 1) {
      let index = 0;
      while (index < after.length && same(before[index], after[index])) index += 1;
      return before.slice(index + 1).every((item, offset) => same(item, after[index + offset])) ? { path, index } : null;
    }
    if (after.length !== before.length) return null;
    const changed = before.flatMap((item, index) => (same(item, after[index]) ? [] : [index]));
    return changed.length === 1 ? deletionBetween(before[changed[0]], after[changed[0]], [...path, changed[0]]) : null;
  }
  if (isRecord(before) && isRecord(after)) {
    const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => !same(before[key], after[key]));
    return changed.length === 1 ? deletionBetween(before[changed[0]], after[changed[0]], [...path, changed[0]]) : null;
  }
  return null;
}

/** The items of Decap's list (`root`, the list's own element): the children of its last element, past @dnd-kit's own hidden texts. */
export const listItemsOf = (root: Element): Element[] => Array.from(root.lastElementChild?.children ?? []).filter((element) => !/^Dnd/.test(element.id));

/** An item's drag handle, in its bar (@dnd-kit marks it with a role description). */
export const dragHandleOf = (item: Element | undefined): HTMLElement | null => item?.firstElementChild?.querySelector<HTMLElement>(":scope > [aria-roledescription]") ?? null;

/**
 * The move a key pressed on one of the list's own drag handles asks for: the up arrow one place up,
 * the down arrow one place down; null for any other key or element, or past either end. Decap's
 * list (@dnd-kit's mouse and touch sensors) moves items by dragging only.
 */
export function keyboardMove(root: Element, target: EventTarget | null, key: string): { from: number; to: number } | null {
  const step = key === "ArrowUp" ? -1 : key === "ArrowDown" ? 1 : 0;
  if (step === 0 || !target) return null;
  const items = listItemsOf(root);
  const from = items.findIndex((item) => dragHandleOf(item) === target);
  const to = from + step;
  return from === -1 || to < 0 || to >= items.length ? null : { from, to };
}

/**
 * Names the controls of Decap's list (decap-cms-widget-list: each item's bar holds the button that
 * opens it, its drag handle and its ×, none of them named) for the item each acts on, in the
 * editor's words, and says whether each item is open. `root` is the list's own element (its id
 * is the list's `forID`); its items are the children of its last element, past @dnd-kit's own
 * hidden texts. Only attributes are set, and only when they differ, so it may run on every change.
 */
export function nameListControls(root: Element, names: readonly string[], list: string, locale: string, words: ListWords): void {
  const set = (element: Element | null | undefined, name: string, value: string): void => {
    if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
  };
  const items = listItemsOf(root);
  let open = 0;
  items.forEach((item, index) => {
    const name = names[index];
    const bar = item.firstElementChild;
    if (name === undefined || !bar) return;
    // The item's fields: hidden while it is closed (Decap draws them with `display: none`).
    const fields = item.lastElementChild as HTMLElement | null;
    const expanded = Boolean(fields && fields !== bar && item.ownerDocument.defaultView?.getComputedStyle(fields).display !== "none");
    if (expanded) open += 1;
    const toggle = bar.firstElementChild?.tagName === "BUTTON" ? bar.firstElementChild : null;
    set(toggle, "aria-label", name);
    set(toggle, "aria-expanded", String(expanded));
    const remove = bar.lastElementChild?.tagName === "BUTTON" && bar.lastElementChild !== toggle ? bar.lastElementChild : null;
    set(remove, "aria-label", fillTemplate(words.interface.deleteItem, { item: inSentence(name, locale) }));
    set(dragHandleOf(item), "aria-label", fillTemplate(words.interface.moveItem, { item: inSentence(name, locale) }));
  });
  // The list's own button opens or closes every item (Decap's "Expand" and "Collapse").
  const all = root.firstElementChild?.querySelector("button");
  if (all && items.length > 0) set(all, "aria-label", fillTemplate(open === 0 ? words.interface.openEveryItem : words.interface.closeEveryItem, { list }));
}
