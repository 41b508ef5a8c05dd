/**
 * Short notifications ("Opening your email app…"), the site spec's toasts: at most 3 visible, each
 * for 4,000 ms. They are written into the Layout's polite live region, which is on the page from
 * the start, so screen readers announce each one without interrupting. A toast gives way to
 * focus (WCAG 2.4.11): one over the control that gets focus goes at once, its message already
 * given.
 */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;

const overlaps = (a: DOMRect, b: DOMRect): boolean => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Removes every toast over the focused element (after the browser has scrolled it into view). */
function clearFocusedArea(region: HTMLElement): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body) return;
  const area = focused.getBoundingClientRect();
  for (const toast of Array.from(region.children)) if (overlaps(toast.getBoundingClientRect(), area)) toast.remove();
}

const watched = new WeakSet<HTMLElement>();

function giveWayToFocus(region: HTMLElement): void {
  if (watched.has(region)) return;
  watched.add(region);
  document.addEventListener("focusin", () => {
    clearFocusedArea(region);
    window.requestAnimationFrame(() => clearFocusedArea(region));
  });
}

export function notify(message: string): void {
  const region = document.querySelector<HTMLElement>("[data-toasts]");
  if (!region) return;
  giveWayToFocus(region);
  const toast = document.createElement("p");
  toast.textContent = message;
  region.append(toast);
  while (region.children.length > MAX_VISIBLE_TOASTS) region.firstElementChild?.remove();
  window.setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
