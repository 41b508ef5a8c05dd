import type { Locale } from "./locales";

/**
 * Whether a language puts a space between a number and the percent sign. Spanish does (the RAE's
 * Ortografía: "99 %"), English does not ("99%"); CLDR's es-US and es-MX write it without, so this is
 * the site's rule, not the platform's (data/spanish-style.md, "Numbers").
 */
const spaceBeforePercent: Record<Locale, boolean> = { en: false, es: true };

/**
 * A figure of data/stats.yaml ("99%", "70+") as a page in `locale` shows it. The value is written
 * once for both languages, as US English writes it; in Spanish a non-breaking space comes before
 * "%", so the sign never starts a line on its own.
 */
export function figureText(value: string, locale: Locale): string {
  return value.replace(/(\d)\s*%/g, spaceBeforePercent[locale] ? "$1\u00a0%" : "$1%");
}
