import type { Locale } from "./locales";

/**
 * Dates and times as the site states them, in one place: the organisation's time zone (the program
 * meets in Vista, California), a weekday's name and a date in a language, and today's date there.
 * Formatted by the platform's Intl, at build and in the editor alike.
 */

/** The organisation's time zone: its sessions, its calendar file and its "last updated" dates are Vista's. */
export const siteTimeZone = "America/Los_Angeles";

/** The days of the week as data/site.yaml names them (the schema's Weekday), Monday first. */
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

/** A weekday's name in a language, as the platform writes it: "Friday", "viernes". Never typed by an editor. */
export function weekdayName(weekday: string, locale: Locale): string {
  const index = (weekdays as readonly string[]).indexOf(weekday);
  if (index < 0) throw new Error(`${weekday} is not a day of the week (${weekdays.join(", ")})`);
  // 1 January 2024 was a Monday.
  return new Intl.DateTimeFormat(`${locale}-US`, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + index)));
}

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
