/**
 * The language the editor's form is written in. A file holds its structure once and its words per
 * language (src/content/translations.ts), so there is one form per file: its lists, photos and
 * other values once, and each text in the language chosen here, the other language's words shown
 * beside it (./fieldWidgets.ts). The choice is ours, not Decap's (whose i18n keeps a copy of every
 * list per language): buttons in the bar above the editor, kept in the page's address
 * (…/entries/pages-home?lang=es) so it survives a reload and can be bookmarked, told to the
 * fields and the preview as it changes; and the site's pages open from the editor ("View the
 * page") in that language.
 */

export interface FormLanguageOptions {
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** A page of the site in a language: "/about" in Spanish → "/es/about". */
  readonly localePath: (locale: string, path: string) => string;
}

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
export const isEntryAddress = (hash: string): boolean => /^#\/collections\/[^/]+\/entries\/[^/?#]+/.test(hash);

export interface FormLanguage {
  readonly locales: readonly string[];
  readonly defaultLocale: string;
  /** The language the form is written in: the address's when the editor opened, then the one last chosen. */
  chosen(): string;
  /** Writes the form in `locale` (a button of the bar, a refused save's "Go to the field"). */
  choose(locale: string): void;
  /** Calls `listener` whenever the language changes; returns what stops it. */
  subscribe(listener: (locale: string) => void): () => void;
}

export function formLanguage(win: Window, options: FormLanguageOptions): FormLanguage {
  const doc = win.document;
  const { locales, defaultLocale } = options;
  const listeners = new Set<(locale: string) => void>();
  // The language stays chosen from one entry to the next and through a save, which Decap may
  // address without `?lang=`: the address is written again to say it.
  let current = addressLocale(win.location.hash, locales) ?? defaultLocale;
  const chosen = (): string => current;
  const keepInAddress = (): void => {
    if (!isEntryAddress(win.location.hash)) return;
    const hash = withAddressLocale(win.location.hash, current, defaultLocale);
    if (hash !== win.location.hash) win.history.replaceState(win.history.state, "", hash);
  };
  const choose = (locale: string): void => {
    if (!locales.includes(locale)) return;
    const changed = locale !== current;
    current = locale;
    keepInAddress();
    if (changed) for (const listener of listeners) listener(locale);
  };
  win.addEventListener("hashchange", () => {
    const asked = addressLocale(win.location.hash, locales);
    if (asked && asked !== current) choose(asked);
    else keepInAddress();
  });
  keepInAddress();

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

  return {
    locales,
    defaultLocale,
    chosen,
    choose,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The switch's words: its label in the editor's language, and each language's own name ("English", "Español"). */
export interface FormLanguageSwitchWords {
  readonly label: string;
  readonly names: Readonly<Record<string, string>>;
}

/**
 * The buttons that choose the form's language, for the bar above the editor: shown while an
 * entry's form is open, the language written in pressed.
 */
export function renderFormLanguageSwitch(doc: Document, form: FormLanguage, words: FormLanguageSwitchWords): HTMLElement {
  const group = doc.createElement("div");
  group.setAttribute("role", "group");
  group.setAttribute("aria-label", words.label);
  group.className = "cms-bar__languages cms-bar__form-language";
  group.dataset.formLanguage = "";
  const label = doc.createElement("span");
  label.textContent = `${words.label}:`;
  label.setAttribute("aria-hidden", "true");
  group.append(label);
  const buttons = form.locales.map((locale) => {
    const button = doc.createElement("button");
    button.type = "button";
    button.lang = locale;
    button.dataset.locale = locale;
    button.textContent = words.names[locale] ?? locale;
    button.addEventListener("click", () => form.choose(locale));
    group.append(button);
    return button;
  });
  const update = (): void => {
    const locale = form.chosen();
    for (const button of buttons) button.setAttribute("aria-pressed", String(button.dataset.locale === locale));
    group.hidden = !isEntryAddress(doc.defaultView?.location.hash ?? "");
  };
  form.subscribe(update);
  doc.defaultView?.addEventListener("hashchange", update);
  update();
  return group;
}
