import ICAL from "ical.js";

/** The first `count` sessions of a calendar file, as ical.js expands them, in UTC. */
/** ical.js, a maintained iCalendar library, reads the file as a calendar app does. */
export function expandSessions(ics: string, count: number): { start: string; end: string; summary: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  const occurrences = event.iterator();
  const found: { start: string; end: string; summary: string }[] = [];
  for (let next = occurrences.next(); next && found.length < count; next = occurrences.next()) {
    const details = event.getOccurrenceDetails(next);
    found.push({ start: details.startDate.toJSDate().toISOString(), end: details.endDate.toJSDate().toISOString(), summary: event.summary });
  }
  return found;
}

