/**
 * What each page shows a visitor in a language, read from that language's block of the YAML in
 * data/ (yamlData), the way the pages' queries read it: the browser title, the one h1, a piece of
 * key content near the end of the page, and more content the page's HTML must hold. The tests of
 * the Spanish pages use it, so a change of wording in data/ needs no change in a test.
 */
import { sessionsSentence } from "../../src/lib/programSessions";
import { yamlData } from "./content";
import { localePath, notFoundRoute, type Locale } from "./routes";

export interface PageExpectation {
  /** The page's address in that language ("/es/about"); the not-found page's is its built file ("/es/404"). */
  route: string;
  /** The document's title. */
  title: string;
  /** The text of the page's one h1. */
  h1: string;
  /** A heading far down the page, which must be visible. */
  keyContent: string;
  /** More text the page's HTML must contain. */
  content: string[];
}

interface Labelled {
  label: string;
}
interface Titled {
  title: string;
}
interface Headed {
  heading: string;
}

/** Text as a visitor reads it: YAML's folded lines and any run of spaces read as one space. */
export const visibleText = (value: string): string => value.replace(/\s+/g, " ").trim();

/** The expectations for every page of `locale` (the not-found page last), from data/. */
export function pagesFromData(locale: Locale): PageExpectation[] {
  const data = <T = any>(name: string): T => yamlData<T>(name, locale);
  const site = data("site");
  const layout = data("layout");
  const forms = data("forms");
  const stats = data("stats");
  const home = data("pages/home");
  const about = data("pages/about");
  const programs = data("pages/programs");
  const impact = data("pages/impact");
  const contact = data("pages/contact");
  const title = (pageTitle: string) => `${pageTitle} — ${yamlData("site", "en").name}`;

  const legal = (name: string): PageExpectation => {
    const page = data(`legal/${name}`);
    const headings = (page.sections as Headed[]).map((section) => section.heading);
    return { route: localePath(locale, `/${page.slug}`), title: title(page.title), h1: page.title, keyContent: headings[0], content: headings };
  };

  const pages: PageExpectation[] = [
    {
      route: localePath(locale, "/"),
      title: title(home.title),
      h1: site.name,
      keyContent: home.hero.line,
      content: [
        home.hero.badge,
        home.hero.tagline,
        home.hero.line,
        ...(stats.home as (Labelled & { value: string })[]).flatMap((stat) => [stat.value, stat.label]),
        home.mission.heading,
      ],
    },
    {
      route: localePath(locale, "/about"),
      title: title(about.title),
      h1: about.heading,
      keyContent: about.join.heading,
      content: [
        about.story.heading,
        about.vision.heading,
        ...(data("pillars").pillars as Titled[]).map((pillar) => pillar.title),
        about.team.heading,
        ...(data("team").groups as (Headed & { members: { role: string }[] })[]).flatMap((group) => [group.heading, ...group.members.map((member) => member.role)]),
        ...(data("galleries").galleries as Titled[]).map((gallery) => gallery.title),
        site.organisationCity,
        about.join.heading,
      ],
    },
    {
      route: localePath(locale, "/programs"),
      title: title(programs.title),
      h1: programs.heading,
      keyContent: programs.curriculum.heading,
      content: [
        ...(data("programs").programs as Titled[]).map((program) => program.title),
        programs.curriculum.heading,
        ...(data("curriculum").sessions as Titled[]).map((session) => session.title),
        programs.workshop.heading,
        programs.workshop.button.label,
      ],
    },
    {
      route: localePath(locale, "/impact"),
      title: title(impact.title),
      h1: impact.heading,
      keyContent: impact.cta.heading,
      content: [
        ...(stats.impact as Labelled[]).map((stat) => stat.label),
        ...(impact.features as Titled[]).map((feature) => feature.title),
        impact.participants.title,
        impact.testimonials.heading,
        impact.cta.heading,
        impact.cta.donateLabel,
        impact.cta.volunteerButton.label,
      ],
    },
    {
      route: localePath(locale, "/contact"),
      title: title(contact.title),
      h1: contact.heading,
      keyContent: contact.message.heading,
      content: [
        contact.volunteer.heading,
        contact.visit.heading,
        contact.visit.button,
        site.phone ? contact.call.heading : contact.call.noPhoneHeading,
        site.phoneHours.replace(/\s/g, " "),
        contact.email.heading,
        contact.email.note,
        contact.hours.heading,
        ...(contact.hours.intro ? [contact.hours.intro] : []),
        // As the page reads when its text is compared: its non-breaking spaces as spaces.
        sessionsSentence(site.programSessions, locale).replace(/\s/g, " "),
        site.programSessions.addToCalendar,
        contact.message.heading,
        forms.volunteer.submit,
        forms.contact.submit,
        forms.requiredNote,
      ],
    },
    legal("privacy"),
    legal("terms"),
    legal("accessibility"),
    {
      route: notFoundRoute(locale),
      title: title(layout.notFound.title),
      h1: layout.notFound.heading,
      keyContent: layout.notFound.homeLink,
      content: [layout.notFound.text, layout.notFound.homeLink],
    },
  ];
  return pages.map((page) => ({ ...page, title: visibleText(page.title), h1: visibleText(page.h1), keyContent: visibleText(page.keyContent), content: page.content.map(visibleText) }));
}
