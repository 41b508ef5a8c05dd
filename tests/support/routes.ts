/**
 * The site's addresses, for the tests of the built site, the browser tests and the benchmark: the
 * English pages as the build knows them before it runs (src/content/siteRoutes.ts: the list of
 * pages, data/legal and the galleries), and each one in every language, with the site's own localePath
 * (src/lib/locales.ts), rather than written out a second time.
 */
import path from "path";
import { siteRoutes } from "../../src/content/siteRoutes";
import { readContentTexts } from "../../plugins/content/contentTree";
import { defaultLocale, localePath, localePrefix, locales, type Locale } from "../../src/lib/locales";

export { defaultLocale, localePath, locales, type Locale };

const projectDir = path.resolve(__dirname, "../..");

/** Every public page, in English (the not-found page is not one): Home first, then by address. */
export const englishRoutes: readonly string[] = [...siteRoutes(readContentTexts(path.join(projectDir, "data")))].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));

/** A route of the English list in every language: "/about" → ["/about", "/es/about"]. */
export const inEveryLanguage = (route: string): string[] => locales.map((locale) => localePath(locale, route));

/** Every public page in one language: /es, /es/about, …. */
export const publicRoutesIn = (locale: Locale): string[] => englishRoutes.map((route) => localePath(locale, route));

/** Every public page in every language, English first: /, /about, …, /es, /es/about, …. */
export const publicRoutes: string[] = locales.flatMap(publicRoutesIn);

/** The built not-found page of a language, as tests/support/built-site.ts names it ("/404", "/es/404"). */
export const notFoundRoute = (locale: Locale): string => `${localePrefix(locale)}/404`;

/** An address no page has, in a language's part of the site ("/no-such-page", "/es/no-existe"). */
export const unknownRoute = (locale: Locale): string => (locale === defaultLocale ? "/no-such-page" : `${localePrefix(locale)}/no-existe`);
