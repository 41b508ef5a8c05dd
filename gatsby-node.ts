/**
 * The site's pages, and the program's calendar files. The rest of the build is in local plugins
 * (gatsby-config.ts lists them in order): plugins/content (data/ as GraphQL nodes), plugins/editor
 * (/admin) and plugins/site-finish (the deploy).
 */
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { isLocale, localePath, localePrefix, locales } from "./src/lib/locales";
import { calendarPath, sessionsCalendar, type CalendarWords, type Sessions } from "./src/lib/programSessions";

/**
 * Every page in each language: src/pages/* at its own path in English and under /es in Spanish,
 * with the language in its context (the pages' queries select their content by it). The
 * not-found page too: /es/404.html answers an unknown address under /es/.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isLocale((page.context as { locale?: unknown } | undefined)?.locale)) return;
  actions.deletePage(page);
  for (const locale of locales) {
    const localised = page.path === "/" ? localePrefix(locale) || "/" : `${localePrefix(locale)}${page.path}`;
    actions.createPage({ ...page, path: localised, context: { ...page.context, locale } });
  }
};

/** One page per file in data/legal/ (Privacy, Terms, Accessibility) and language, at /<slug> and /es/<slug>. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allLegalPageYaml: { nodes: { slug: string; locale: string }[] } }>(`
    query LegalPageSlugs {
      allLegalPageYaml {
        nodes {
          slug
          locale
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read data/legal/", result.errors);
    return;
  }
  for (const { slug, locale } of result.data.allLegalPageYaml.nodes) {
    if (!isLocale(locale)) continue;
    actions.createPage({
      path: `${localePrefix(locale)}/${slug}`,
      component: path.resolve("src/templates/LegalPage.tsx"),
      context: { slug, locale },
    });
  }
};

interface CalendarQuery {
  site: { siteMetadata: { siteUrl: string } };
  allSiteYaml: {
    nodes: {
      locale: string;
      name: string;
      address: { street: string; city: string; region: string; postalCode: string };
      programSessions: Sessions & CalendarWords;
    }[];
  };
}

/**
 * The program's sessions as an iCalendar file per language (/open-program-hours.ics,
 * /es/open-program-hours.ics), from the same data as the sentence on the Contact page, which links it.
 */
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
          address {
            street
            city
            region
            postalCode
          }
          programSessions {
            weeks
            weekday
            start
            end
            text
            weekNames {
              first
              second
              third
              fourth
              fifth
            }
            weekdayName
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
        location: `${street}, ${city}, ${region} ${postalCode}`,
        url: new URL(localePath(site.locale, "/contact"), siteUrl).toString(),
        host: new URL(siteUrl).host,
        now,
      }),
    );
  }
};
