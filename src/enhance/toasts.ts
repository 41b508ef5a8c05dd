/**
 * Short notifications ("Opening your email app…"), the site spec's toasts: at most 3 visible, each
 * for 4,000 ms. They are written into the Layout's polite live region, which is on the page from
 * the start, so screen readers announce each one without interrupting.
 */
export const MAX_VISIBLE_TOASTS = 3;
export const TOAST_DURATION_MS = 4000;

export function notify(message: string): void {
  const region = document.querySelector<HTMLElement>("[data-toasts]");
  if (!region) return;
  const toast = document.createElement("p");
  toast.textContent = message;
  region.append(toast);
  while (region.children.length > MAX_VISIBLE_TOASTS) region.firstElementChild?.remove();
  window.setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}
