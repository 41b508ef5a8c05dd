/**
 * The site's languages: English at /…, Spanish at /es/… with the same slugs. Every file in data/
 * holds one block per language; every page is built once per language (gatsby-node.ts).
 */
export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export const isLocale = (value: unknown): value is Locale => (locales as readonly unknown[]).includes(value);

/** The first segment of a language's addresses: "" for English, "/es" for Spanish. */
export const localePrefix = (locale: Locale): string => (locale === defaultLocale ? "" : `/${locale}`);

/** A link to a page of this site (as written in data/: "/about", "/programs#x") in `locale`. */
export function localePath(locale: Locale, to: string): string {
  if (!to.startsWith("/") || to.startsWith("//")) return to;
  const prefix = localePrefix(locale);
  if (!prefix) return to;
  return to === "/" ? prefix : /^\/[?#]/.test(to) ? `${prefix}${to.slice(1)}` : `${prefix}${to}`;
}

/** The page's address without its language prefix ("/es/about" → "/about", "/es" → "/"). */
export function pathWithoutLocale(pathname: string): string {
  for (const locale of locales) {
    const prefix = localePrefix(locale);
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return pathname.slice(prefix.length) || "/";
  }
  return pathname;
}

/** The language of a page's address. */
export function localeOfPath(pathname: string): Locale {
  return locales.find((locale) => localePrefix(locale) && (pathname === localePrefix(locale) || pathname.startsWith(`${localePrefix(locale)}/`))) ?? defaultLocale;
}

/**
 * The language of a page: the `locale` gatsby-node.ts gives each page in its context, which its
 * query reads too (the layout, <html lang> and the head all take it from here); from its address
 * only for a page Gatsby makes itself (the development 404).
 */
export function pageLocale({ location, pageContext }: { location: { pathname: string }; pageContext?: unknown }): Locale {
  const locale = (pageContext as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : localeOfPath(location.pathname);
}
