/**
 * The language the editor's form is written in (Decap's "Writing in EN/ES" menu above the form),
 * which Decap keeps in the form's own state only: a reload, a save or a refused save started the
 * form again in English. This module keeps the language chosen in the page's address
 * (…/entries/pages-home?lang=es), so it survives a reload and can be bookmarked; brings the form
 * back to it whenever Decap starts it over; opens the site's pages from the editor ("View the
 * page") in that language; and takes away Decap's "Fill in from another locale", which replaced
 * every text of the form with the other language's, what was just typed included, with no undo.
 *
 * Decap has no interface for any of this: it is done on the page Decap renders (its menu's
 * button, named by Decap's own phrase in the editor's language, and its links), changing nothing
 * inside Decap, and the browser tests hold it (e2e/editor.e2e.test.ts).
 */

export interface FormLanguagePhrases {
  /** Decap's "Writing in %{locale}", in the editor's language. */
  readonly writingIn: string;
  /** Decap's "Fill in from another locale", in the editor's language. */
  readonly fillIn: string;
}

export interface FormLanguageOptions {
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  readonly phrases: FormLanguagePhrases;
  /** A page of the site in a language: "/about" in Spanish → "/es/about". */
  readonly localePath: (locale: string, path: string) => string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The language an address asks the form to be written in (`?lang=es` after the entry's address). */
export function addressLocale(hash: string, locales: readonly string[]): string | null {
  const query = hash.split("?")[1];
  const lang = query ? new URLSearchParams(query).get("lang") : null;
  return lang && locales.includes(lang) ? lang : null;
}

/** The address with the language being written in it, or without it for the default language. */
export function withAddressLocale(hash: string, locale: string, defaultLocale: string): string {
  const [path, query = ""] = hash.split("?");
  const params = new URLSearchParams(query);
  if (locale === defaultLocale) params.delete("lang");
  else params.set("lang", locale);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Is the address an entry's form (where a language is written)? */
const isEntry = (hash: string): boolean => /^#\/collections\/[^/]+\/entries\/[^/?#]+/.test(hash);

export interface FormLanguage {
  /** The language chosen: in the address, or the default. */
  chosen(): string;
  /** The language the form shows now, or null when no form is open. */
  shown(): string | null;
  /** Turns the form to a language (a refused save's), as if chosen in its menu. */
  choose(locale: string): void;
}

export function formLanguage(win: Window, options: FormLanguageOptions): FormLanguage {
  const doc = win.document;
  const { locales, defaultLocale, phrases } = options;
  const writingIn = new RegExp(`^${escapeRegExp(phrases.writingIn).replace("%\\{locale\\}", "([A-Z]{2,3})")}$`);
  let switching = false;

  const chosen = (): string => addressLocale(win.location.hash, locales) ?? defaultLocale;
  const keepInAddress = (locale: string): void => {
    if (!isEntry(win.location.hash)) return;
    const hash = withAddressLocale(win.location.hash, locale, defaultLocale);
    if (hash !== win.location.hash) win.history.replaceState(win.history.state, "", hash);
  };

  /** The first, innermost element that reads Decap's "Writing in …" (its menu opens on a click on it). */
  const switchButton = (): HTMLElement | null => {
    const matches = (element: Element) => writingIn.test(element.textContent?.trim() ?? "");
    return Array.from(doc.body.querySelectorAll<HTMLElement>("[aria-haspopup], button, [role='button']")).find((element) => matches(element) && !Array.from(element.children).some(matches)) ?? null;
  };

  /** Chooses `locale` in Decap's menu above the form. */
  const show = async (locale: string): Promise<void> => {
    const button = switchButton();
    if (!button) return;
    button.click();
    for (let wait = 0; wait < 20; wait += 1) {
      const item = Array.from(doc.querySelectorAll<HTMLElement>("[role='menuitem']")).find((element) => element.textContent?.trim().toLowerCase() === locale);
      if (item) {
        item.click();
        return;
      }
      await new Promise((resolve) => win.setTimeout(resolve, 50));
    }
  };

  // A language picked in Decap's "Writing in" menu is the one chosen: into the address.
  doc.addEventListener(
    "click",
    (event) => {
      const item = (event.target as Element | null)?.closest?.("[role='menuitem']");
      if (!item || switching) return;
      for (let node = item.parentElement; node; node = node.parentElement) {
        const button = node.querySelector("[aria-haspopup]");
        if (!button) continue;
        const locale = item.textContent?.trim().toLowerCase() ?? "";
        if (writingIn.test(button.textContent?.trim() ?? "") && locales.includes(locale)) keepInAddress(locale);
        return;
      }
    },
    true,
  );

  /** The language the form shows: its menu's button, the first on the page (the form's, not the other language's pane). */
  const shownLocale = (): string | null => writingIn.exec(switchButton()?.textContent?.trim() ?? "")?.[1].toLowerCase() ?? null;

  // The form goes back to the language chosen whenever Decap starts it over (a reload, a save).
  win.setInterval(() => {
    const locale = chosen();
    const shown = shownLocale();
    if (switching || !shown || shown === locale || !isEntry(win.location.hash)) return;
    switching = true;
    void show(locale).finally(() => (switching = false));
  }, 250);

  // The site's pages open in the language being written ("View the page" and any link to the site).
  const inLanguage = (event: Event): void => {
    const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
    if (!link || link.origin !== win.location.origin || link.pathname.startsWith("/admin")) return;
    const locale = chosen();
    const path = link.pathname.replace(new RegExp(`^/(${locales.filter((l) => l !== defaultLocale).join("|")})(?=/|$)`), "") || "/";
    const wanted = `${options.localePath(locale, path)}${link.search}${link.hash}`;
    if (`${link.pathname}${link.search}${link.hash}` !== wanted) link.href = wanted;
  };
  for (const type of ["click", "auxclick", "focusin", "pointerover", "contextmenu"]) doc.addEventListener(type, inLanguage, true);

  // Decap's "Fill in from another locale" is not offered.
  const hideFillIn = (): void => {
    for (const element of Array.from(doc.querySelectorAll<HTMLElement>("[aria-haspopup]"))) {
      if (element.textContent?.trim() !== phrases.fillIn) continue;
      const menu = element.parentElement ?? element;
      if (!menu.hidden) menu.hidden = true;
    }
  };
  new MutationObserver(hideFillIn).observe(doc.body, { childList: true, subtree: true });

  return { chosen, shown: shownLocale, choose: keepInAddress };
}
