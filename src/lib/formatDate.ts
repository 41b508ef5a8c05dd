import type { Locale } from "./locales";

/**
 * A date written YYYY-MM-DD, spelled out as the language's US readers write it: "November 21,
 * 2026" (en-US), "21 de noviembre de 2026" (es-US). Formatted at build, by the platform's Intl.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${locale}-US`, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
