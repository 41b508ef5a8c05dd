/**
 * Whether a browser prefers `offered` among the site's languages: the first of its languages
 * (navigator.languages, most wanted first, like "es-MX") that the site has is `offered`.
 * A language the site does not have ("fr") is passed over; none at all is no preference.
 */
export function prefersLanguage(preferred: readonly string[], siteLocales: readonly string[], offered: string): boolean {
  const first = preferred.map((tag) => tag.split("-")[0].toLowerCase()).find((language) => siteLocales.includes(language));
  return first === offered;
}

/** Where a dismissed offer is remembered (localStorage: every page, every visit). */
export const dismissedKey = (offered: string): string => `language-offer-dismissed:${offered}`;

export function browserLocalStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function wasDismissed(storage: Storage | null, offered: string): boolean {
  try {
    return storage !== null && storage.getItem(dismissedKey(offered)) !== null;
  } catch {
    return false;
  }
}

export function rememberDismissed(storage: Storage | null, offered: string): void {
  try {
    storage?.setItem(dismissedKey(offered), "1");
  } catch {
    // Storage blocked or full: the offer goes for this page only.
  }
}
