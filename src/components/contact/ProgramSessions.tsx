import React from "react";
import { graphql } from "gatsby";
import { useLocale } from "../../lib/LocaleContext";
import { calendarPath, sessionsSentence } from "../../lib/programSessions";
import { LineLink } from "../ui/LineLink";
import { Abbreviated } from "../ui/Abbreviated";
import { timeAbbreviations } from "../../lib/abbreviations";
import { useSiteContent } from "../../hooks/useSiteContent";

/**
 * When the open program hours are, written from data/site.yaml's schedule in the page's language
 * (its weeks and day in their choices' words, data/editor.yaml),
 * then what they are for (after the hours it speaks of), and the same hours as a calendar file to
 * add to one's own calendar (written by the build: plugins/calendar). Their name is the heading
 * the page gives them.
 */
export function ProgramSessions({ sessions }: { sessions: Queries.ProgramSessionsTextFragment }) {
  const locale = useLocale();
  const { choices } = useSiteContent(locale);
  const abbreviations = timeAbbreviations(sessions);
  return (
    <>
      <p>
        <Abbreviated text={sessionsSentence(sessions, locale, choices)} abbreviations={abbreviations} />
      </p>
      <p>{sessions.purpose}</p>
      <p>
        <LineLink href={calendarPath(locale)} type="text/calendar">
          {sessions.addToCalendar}
        </LineLink>
      </p>
    </>
  );
}

export const query = graphql`
  fragment ProgramSessionsText on ProgramSessions {
    name
    purpose
    weeks
    weekday
    start
    end
    text
    am
    amMeaning
    pm
    pmMeaning
    addToCalendar
  }
`;
