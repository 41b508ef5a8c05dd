import { localePath, type Locale } from "./locales";
import { capitalised, fillTemplate } from "./template";
import { siteTimeZone as sessionsTimeZone } from "./siteTime";
import type { ChoiceWords } from "./choiceWords";

/**
 * The program's sessions (data/site.yaml programSessions) as a family reads them: the sentence on
 * the Contact page, and the iCalendar file (RFC 5545) its calendar link opens, one per
 * language, both written from the same data.
 */

/** The schedule and the words of the sentence, as data/site.yaml programSessions holds them. */
export interface Sessions {
  readonly weeks: readonly string[];
  readonly weekday: string;
  readonly start: string;
  readonly end: string;
  readonly text: string;
  readonly am: string;
  readonly pm: string;
}

/**
 * What the calendar file says of the event: its title ({name} is the hours' name) and description
 * ({purpose} is what the hours are for, {email} the contact address), the same words as the pages.
 */
export interface CalendarWords {
  readonly name: string;
  readonly purpose: string;
  readonly calendarTitle: string;
  readonly calendarDescription: string;
}

/** The calendar file of a language: /open-program-hours.ics, /es/open-program-hours.ics. */
export const calendarPath = (locale: Locale): string => localePath(locale, "/open-program-hours.ics");

const nbsp = "\u00a0";
const weekNumbers: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };
const dayCodes: Record<string, string> = { monday: "MO", tuesday: "TU", wednesday: "WE", thursday: "TH", friday: "FR", saturday: "SA", sunday: "SU" };
const dayNumbers: Record<string, number> = { sunday: 0, monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6 };

const clock = (time: string): [hours: number, minutes: number] => {
  const [hours, minutes] = time.split(":").map(Number);
  return [hours, minutes];
};

/**
 * 17:00 → "5 PM" / "5 p. m.", 17:30 → "5:30 PM", never broken across lines; `withSuffix` false
 * leaves out AM/PM (the start of a range whose end has the same one: "5–7 PM", "de 5 a 7 p. m.").
 */
function spokenTime(time: string, sessions: Sessions, withSuffix = true): string {
  const [hours, minutes] = clock(time);
  const suffix = (hours < 12 ? sessions.am : sessions.pm).replace(/ /g, nbsp);
  const hour = `${hours % 12 || 12}${minutes === 0 ? "" : `:${String(minutes).padStart(2, "0")}`}`;
  return withSuffix ? `${hour}${nbsp}${suffix}` : hour;
}

/**
 * "2nd and 4th Friday of the month, 5–7 PM" / "Segundo y cuarto viernes de cada mes, de 5 a 7 p. m.":
 * the weeks and the day in their choices' words in this language (WeekOfMonth, Weekday: ./choiceWords.ts).
 */
export function sessionsSentence(sessions: Sessions, locale: Locale, words: ChoiceWords): string {
  const weeks = new Intl.ListFormat(locale, { type: "conjunction" }).format(sessions.weeks.map((week) => words("WeekOfMonth", week)));
  const sameHalfOfDay = clock(sessions.start)[0] < 12 === clock(sessions.end)[0] < 12;
  const text = fillTemplate(sessions.text, {
    weeks,
    weekday: words("Weekday", sessions.weekday),
    start: spokenTime(sessions.start, sessions, !sameHalfOfDay),
    end: spokenTime(sessions.end, sessions),
  });
  return capitalised(text, locale);
}

/** The first session on or after `from` (a calendar date, in the program's time zone). */
function firstSessionDate(sessions: Sessions, from: { year: number; month: number; day: number }): { year: number; month: number; day: number } {
  const wanted = sessions.weeks.map((week) => weekNumbers[week]);
  for (let offset = 0; offset < 400; offset += 1) {
    const date = new Date(Date.UTC(from.year, from.month - 1, from.day + offset));
    if (date.getUTCDay() !== dayNumbers[sessions.weekday]) continue;
    if (wanted.includes(Math.ceil(date.getUTCDate() / 7))) return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  throw new Error("data/site.yaml programSessions: no session within a year");
}

/** RFC 5545 TEXT: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string): string => value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines of at most 75 octets, continued with a space (RFC 5545 3.1), ended with CRLF. */
function folded(line: string): string {
  const bytes = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    if (bytes.encode(current + character).length > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += character;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number, width = 2): string => String(n).padStart(width, "0");
const localDateTime = ({ year, month, day }: { year: number; month: number; day: number }, time: string): string => {
  const [hours, minutes] = clock(time);
  return `${year}${pad(month)}${pad(day)}T${pad(hours)}${pad(minutes)}00`;
};
const utcStamp = (date: Date): string =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/** Pacific time's rules since 2007 (US Energy Policy Act of 2005), as calendars need them written out. */
const pacificTimeZone = [
  "BEGIN:VTIMEZONE",
  `TZID:${sessionsTimeZone}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

export interface CalendarOptions {
  readonly sessions: Sessions & CalendarWords;
  readonly locale: Locale;
  /** The organisation's name and address, and the page the event links back to. */
  readonly siteName: string;
  readonly email: string;
  readonly location: string;
  readonly url: string;
  /** The event's unique id's domain (the site's host). */
  readonly host: string;
  /** When the file is written: the sessions start from this month's first one. */
  readonly now: Date;
}

/** The sessions as one recurring event (RFC 5545), in the language of `locale`. */
export function sessionsCalendar({ sessions, locale, siteName, email, location, url, host, now }: CalendarOptions): string {
  const title = fillTemplate(sessions.calendarTitle, { name: sessions.name });
  const description = fillTemplate(sessions.calendarDescription, { purpose: sessions.purpose, email });
  const today = new Intl.DateTimeFormat("en-US", { timeZone: sessionsTimeZone, year: "numeric", month: "numeric", day: "numeric" }).formatToParts(now);
  const part = (type: string) => Number(today.find((p) => p.type === type)?.value);
  const first = firstSessionDate(sessions, { year: part("year"), month: part("month"), day: 1 });
  const byDay = sessions.weeks.map((week) => `${weekNumbers[week]}${dayCodes[sessions.weekday]}`).join(",");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(siteName)}//Program sessions//${locale.toUpperCase()}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${text(title)}`,
    `X-WR-TIMEZONE:${sessionsTimeZone}`,
    ...pacificTimeZone,
    "BEGIN:VEVENT",
    `UID:program-sessions-${locale}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=${sessionsTimeZone}:${localDateTime(first, sessions.start)}`,
    `DTEND;TZID=${sessionsTimeZone}:${localDateTime(first, sessions.end)}`,
    `RRULE:FREQ=MONTHLY;BYDAY=${byDay}`,
    `SUMMARY;LANGUAGE=${locale}:${text(title)}`,
    `DESCRIPTION;LANGUAGE=${locale}:${text(description.trim())}`,
    `LOCATION:${text(location)}`,
    `URL:${url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(folded).join("\r\n")}\r\n`;
}
