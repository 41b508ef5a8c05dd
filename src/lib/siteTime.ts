import type { Locale } from "./locales";

/**
 * Dates and times as the site states them, in one place: the organisation's time zone (the program
 * meets in Vista, California), a date in a language, and today's date there. Formatted by the
 * platform's Intl, at build and in the editor alike. A weekday's name is a choice's words
 * (data/editor.yaml Weekday, ./choiceWords.ts), as the editor's list says it.
 */

/** The organisation's time zone: its sessions, its calendar file and its "last updated" dates are Vista's. */
export const siteTimeZone = "America/Los_Angeles";

/**
 * A date written YYYY-MM-DD, spelled out as the language's US readers write it: "November 21,
 * 2026" (en-US), "21 de noviembre de 2026" (es-US).
 */
export function formatDate(isoDate: string, locale: Locale): string {
  return new Intl.DateTimeFormat(`${locale}-US`, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Today's date in the organisation's time zone, YYYY-MM-DD: what a "last updated" date is set to. */
export function todayInSiteTimeZone(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: siteTimeZone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}
