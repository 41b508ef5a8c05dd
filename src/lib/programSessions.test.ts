/** @jest-environment node */
import ICAL from "ical.js";
import { expandSessions } from "../../tests/support/calendar";
import { choicesIn, yamlData } from "../../tests/support/content";
import { calendarPath, sessionsCalendar, sessionsSentence } from "./programSessions";

const nbsp = "\u00a0";
const sessions = (locale: "en" | "es") => yamlData("site", locale).programSessions;

describe("the program's sessions, written from data/site.yaml", () => {
  it("read as a sentence in each language, times never broken across lines", () => {
    expect(sessionsSentence(sessions("en"), "en", choicesIn("en"))).toBe(`2nd and 4th Friday of the month, 5–7${nbsp}PM`);
    expect(sessionsSentence(sessions("es"), "es", choicesIn("es"))).toBe(`Segundo y cuarto viernes de cada mes, de 5 a 7${nbsp}p.${nbsp}m.`);
  });

  it("have a calendar file per language", () => {
    expect(calendarPath("en")).toBe("/open-program-hours.ics");
    expect(calendarPath("es")).toBe("/es/open-program-hours.ics");
  });

  it("become one recurring event that a calendar expands to the 2nd and 4th Fridays, 5 to 7 PM Pacific, across the change of clocks", () => {
    const ics = sessionsCalendar({
      sessions: sessions("es"),
      locale: "es",
      siteName: "ME vs. ME Youth Outreach",
      email: "info@example.org",
      location: "100 Example Street, Vista, CA 92083",
      url: "https://example.org/es/contact",
      host: "example.org",
      now: new Date("2026-10-05T12:00:00Z"),
    });
    expect(ics).toMatch(/\r\nRRULE:FREQ=MONTHLY;BYDAY=2FR,4FR\r\n/);
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    // Daylight time ends on 1 November 2026: 17:00 is 00:00 UTC before it and 01:00 UTC after.
    expect(expandSessions(ics, 6)).toEqual([
      { start: "2026-10-10T00:00:00.000Z", end: "2026-10-10T02:00:00.000Z", summary: "Horario de puertas abiertas de ME vs. ME" },
      { start: "2026-10-24T00:00:00.000Z", end: "2026-10-24T02:00:00.000Z", summary: "Horario de puertas abiertas de ME vs. ME" },
      { start: "2026-11-14T01:00:00.000Z", end: "2026-11-14T03:00:00.000Z", summary: "Horario de puertas abiertas de ME vs. ME" },
      { start: "2026-11-28T01:00:00.000Z", end: "2026-11-28T03:00:00.000Z", summary: "Horario de puertas abiertas de ME vs. ME" },
      { start: "2026-12-12T01:00:00.000Z", end: "2026-12-12T03:00:00.000Z", summary: "Horario de puertas abiertas de ME vs. ME" },
      { start: "2026-12-26T01:00:00.000Z", end: "2026-12-26T03:00:00.000Z", summary: "Horario de puertas abiertas de ME vs. ME" },
    ]);
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    expect(event?.getFirstPropertyValue("location")).toBe("100 Example Street, Vista, CA 92083");
    // What the hours are for, as the pages say it, and the contact address.
    expect(String(event?.getFirstPropertyValue("description"))).toBe(`${sessions("es").purpose} ¿Tiene preguntas? Escríbanos a info@example.org.`);
  });
});
