/**
 * The program's open hours as an iCalendar file per language (/open-program-hours.ics,
 * /es/open-program-hours.ics), written after the build from data/site.yaml: the same data as the
 * sentence on the Contact page, which links it.
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { isLocale, localePath } from "../../src/lib/locales";
import { calendarPath, sessionsCalendar, type CalendarWords, type Sessions } from "../../src/lib/programSessions";

interface CalendarQuery {
  site: { siteMetadata: { siteUrl: string } };
  allSiteYaml: {
    nodes: {
      locale: string;
      name: string;
      email: string;
      address: { street: string; city: string; region: string; postalCode: string };
      programSessions: Sessions & CalendarWords;
    }[];
  };
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
  // The fields of the Contact page's ProgramSessionsText fragment, written out: gatsby-node's
  // queries cannot use the components' fragments (gatsby#34785).
  const result = await graphql<CalendarQuery>(`
    query ProgramCalendars {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSiteYaml {
        nodes {
          locale
          name
          email
          address {
            street
            city
            region
            postalCode
          }
          programSessions {
            name
            purpose
            weeks
            weekday
            start
            end
            text
            am
            pm
            calendarTitle
            calendarDescription
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the program's sessions from data/site.yaml", result.errors);
    return;
  }
  const { siteUrl } = result.data.site.siteMetadata;
  const { directory } = (store.getState() as { program: { directory: string } }).program;
  const now = new Date();
  for (const site of result.data.allSiteYaml.nodes) {
    if (!isLocale(site.locale)) continue;
    const { street, city, region, postalCode } = site.address;
    const file = path.join(directory, "public", calendarPath(site.locale));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      sessionsCalendar({
        sessions: site.programSessions,
        locale: site.locale,
        siteName: site.name,
        email: site.email,
        location: `${street}, ${city}, ${region} ${postalCode}`,
        url: new URL(localePath(site.locale, "/contact"), siteUrl).toString(),
        host: new URL(siteUrl).host,
        now,
      }),
    );
  }
};
