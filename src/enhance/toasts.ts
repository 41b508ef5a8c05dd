/**
 * Short notifications ("Opening your email app…"), the site spec's toasts: at most 3 visible, each
 * for 4,000 ms. They are written into the Layout's polite live region, which is on the page from
 * the start, so screen readers announce each one without interrupting. No toast covers the
 * focused control (WCAG 2.4.11), the one that opened it included: the stack moves from the bottom
 * of the screen to the top, or nearer an edge, whenever focus moves, the page scrolls or the
 * screen changes size (toastPlacement.ts); on a screen too short for both, a toast over the
 * control goes at once, its message already given. Escape dismisses every toast.
 */
import { placeToasts, type Box } from "./toastPlacement";

export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;

const overlaps = (a: Box, b: Box): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The element with focus, or null when it is the page itself. */
function focusedControl(): HTMLElement | null {
  const focused = document.activeElement;
  return focused instanceof HTMLElement && focused !== document.body && focused !== document.documentElement ? focused : null;
}

/** The room a focused element's ring takes around it: the outline's width and its offset. */
function ringRoom(element: HTMLElement): number {
  const style = getComputedStyle(element);
  return (parseFloat(style.outlineWidth) || 0) + Math.max(0, parseFloat(style.outlineOffset) || 0);
}

/** The stack's usual distance from the bottom (the Layout's CSS), read before the first move. */
const usualInsets = new WeakMap<HTMLElement, number>();

/** The place last written on each stack. */
const placesWritten = new WeakMap<HTMLElement, { edge: string; top: string; bottom: string }>();

/** Moves the stack clear of the focused control; removes the toasts over it if no place is clear. */
function place(region: HTMLElement): void {
  if (region.children.length === 0) return;
  if (!usualInsets.has(region)) usualInsets.set(region, parseFloat(getComputedStyle(region).bottom) || 0);
  const inset = usualInsets.get(region) ?? 0;
  const focused = focusedControl();
  const stack = region.getBoundingClientRect();
  const placement = placeToasts({
    viewportHeight: document.documentElement.clientHeight || window.innerHeight,
    toasts: { height: stack.height, left: stack.left, right: stack.right },
    focused: focused && focused.getBoundingClientRect(),
    inset,
    clearance: focused ? ringRoom(focused) : 0,
  });
  const { edge, inset: distance } = placement ?? { edge: "bottom", inset };
  // The Layout's CSS sets the edge's opposite to auto (data-edge); the distance is the script's.
  // Written only when it changes (each write makes the browser work out the page's styles again),
  // compared with what was last written: the browser reads a distance back rounded.
  const wanted = { edge, top: edge === "top" ? `${distance}px` : "", bottom: edge === "bottom" ? `${distance}px` : "" };
  const last = placesWritten.get(region);
  if (!last || last.edge !== wanted.edge || last.top !== wanted.top || last.bottom !== wanted.bottom) {
    region.dataset.edge = wanted.edge;
    region.style.top = wanted.top;
    region.style.bottom = wanted.bottom;
    placesWritten.set(region, wanted);
  }
  if (placement || !focused) return;
  const area = focused.getBoundingClientRect();
  for (const toast of Array.from(region.children)) if (overlaps(toast.getBoundingClientRect(), area)) toast.remove();
}

const watched = new WeakSet<HTMLElement>();

/** Places the stack now and once more after the browser has laid out and scrolled (focus, a panel added). */
function placeNowAndNextFrame(region: HTMLElement): void {
  place(region);
  window.requestAnimationFrame(() => place(region));
}

function watch(region: HTMLElement): void {
  if (watched.has(region)) return;
  watched.add(region);
  document.addEventListener("focusin", () => placeNowAndNextFrame(region));
  window.addEventListener("scroll", () => place(region), { passive: true });
  window.addEventListener("resize", () => place(region));
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape") region.replaceChildren();
  });
}

/** Shows `message` as a toast, heard in the polite region; `aside`, if any, is heard with it but not shown. */
export function notify(message: string, aside?: string): void {
  const region = document.querySelector<HTMLElement>("[data-toasts]");
  if (!region) return;
  watch(region);
  const toast = document.createElement("p");
  toast.textContent = message;
  // Words for screen readers only, heard with the message: what sighted visitors see happen on the page.
  if (aside) {
    const hidden = document.createElement("span");
    hidden.dataset.toastAside = "";
    hidden.textContent = ` ${aside}`;
    toast.append(hidden);
  }
  region.append(toast);
  while (region.children.length > MAX_VISIBLE_TOASTS) region.firstElementChild?.remove();
  placeNowAndNextFrame(region);
  window.setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
