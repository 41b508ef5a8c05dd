/**
 * The language the editor's form is written in, as Decap shows it ("Writing in ES" above the
 * form) and lets it be chosen (that button's menu). Decap keeps it in the form's own state only:
 * a save starts the form again in English, and a refused save leaves it where it was.
 */
const writingIn = /^Writing in ([A-Z]{2,3})$/;

/** The innermost element that reads "Writing in …" (Decap's dropdown opens on a click on it). */
function switchButton(doc: Document): HTMLElement | null {
  const matches = (element: Element) => writingIn.test(element.textContent?.trim() ?? "");
  return Array.from(doc.body.querySelectorAll<HTMLElement>("*")).find((element) => matches(element) && !Array.from(element.children).some(matches)) ?? null;
}

/** The language the form is written in ("es"), or null when no entry is open. */
export function shownLocale(doc: Document): string | null {
  const match = writingIn.exec(switchButton(doc)?.textContent?.trim() ?? "");
  return match ? match[1].toLowerCase() : null;
}

/** Chooses `locale` in Decap's menu above the form; true when the form shows it. */
export async function showLocale(doc: Document, locale: string): Promise<boolean> {
  if (shownLocale(doc) === locale) return true;
  const button = switchButton(doc);
  if (!button) return false;
  button.click();
  for (let wait = 0; wait < 20; wait += 1) {
    const item = Array.from(doc.querySelectorAll<HTMLElement>("[role='menuitem']")).find((element) => element.textContent?.trim().toLowerCase() === locale);
    if (item) {
      item.click();
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * The language last chosen in Decap's "Writing in" menu (by the editor, or by ./saveFeedback.ts):
 * Decap starts the form again in English before a save's events run, so the form itself no longer
 * says which language was being written in by then.
 */
export interface ChosenLocale {
  (): string | null;
  /** Chooses a language for the form (the interval of keepChosenLocale then shows it). */
  choose(locale: string): void;
}

export function chosenLocale(doc: Document): ChosenLocale {
  let chosen: string | null = null;
  doc.addEventListener(
    "click",
    (event) => {
      const item = (event.target as Element | null)?.closest?.("[role='menuitem']");
      if (!item) return;
      // The nearest menu button above the item is its own: "Writing in …" or "Fill in from another locale".
      for (let node = item.parentElement; node; node = node.parentElement) {
        const button = node.querySelector("[aria-haspopup]");
        if (!button) continue;
        if (writingIn.test(button.textContent?.trim() ?? "")) chosen = item.textContent?.trim().toLowerCase() ?? null;
        return;
      }
    },
    true,
  );
  // Another entry opens in English, as Decap starts it.
  doc.defaultView?.addEventListener("hashchange", () => (chosen = null));
  return Object.assign(() => chosen ?? shownLocale(doc), { choose: (locale: string) => void (chosen = locale) });
}

/**
 * The form stays in the language last chosen: Decap starts it again in English after a save, a
 * refused save, or its own refusal of a field (which then showed its message in a language no
 * longer in view). Checked twice a second while the editor is open.
 */
export function keepChosenLocale(doc: Document, chosen: () => string | null): void {
  let switching = false;
  doc.defaultView?.setInterval(() => {
    const locale = chosen();
    const shown = shownLocale(doc);
    if (switching || !locale || !shown || shown === locale) return;
    switching = true;
    void showLocale(doc, locale).finally(() => (switching = false));
  }, 500);
}
