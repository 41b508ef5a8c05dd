/**
 * What each page shows a visitor in a language, read from that language's block of the YAML in
 * data/ (or the content folder `from`: the transcripts' fixed copy) through yamlData, the way the
 * pages' queries read it: the browser title, the one h1, a piece of
 * key content near the end of the page, and more content the page's HTML must hold. The pages are
 * those of the list of pages (src/lib/contentPages.ts), each legal page from its file in
 * data/legal, and the not-found page last; the tests of the built site and the browser tests take
 * their tables from here, so neither a change of wording in data/ nor a new page needs a change in
 * a test. A page says more than its title and headings when it is named in `shows` below.
 */
import fs from "fs";
import path from "path";
import { sitePages, type PageName, type SitePage } from "../../src/lib/contentPages";
import { sessionsSentence } from "../../src/lib/programSessions";
import { galleryPath, shownGalleries } from "../../src/lib/galleries";
import { figureText } from "../../src/lib/figureText";
import { choicesIn, contentDir, yamlData } from "./content";
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
  /** Whether it shows photos (the list of pages says): at least one, also without JavaScript. */
  photos: boolean;
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

const dataDir = contentDir;

/** Every `heading` of a file's block, in order: the headings its page shows. */
const headingsIn = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(headingsIn)
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, inner]) => (key === "heading" && typeof inner === "string" ? [inner] : headingsIn(inner)))
      : [];

type Shown = Pick<PageExpectation, "h1" | "keyContent" | "content">;

type Figure = Labelled & { id: string; value?: string | null };

/** The figures the home page shows: those data/stats.yaml's `home` names, in its order. */
const homeFigures = (stats: { figures: Figure[]; home: string[] }): Figure[] => stats.home.flatMap((id) => stats.figures.filter((figure) => figure.id === id));
type Data = <T = any>(name: string) => T;

/**
 * What a page shows beyond its own file's headings, read from the files it shows. A page not named
 * here: its h1 is its file's `heading` (else its `title`), its key content its last heading, and its
 * content every heading of its file.
 */
const shows: Partial<Record<PageName, (data: Data, own: any, locale: Locale) => Shown>> = {
  home: (data, home, locale) => ({
    h1: data("site").name,
    keyContent: home.hero.line,
    content: [
      home.hero.badge,
      home.hero.tagline,
      home.hero.line,
      // Each figure as the page's language shows it (Spanish: "99 %").
      ...homeFigures(data("stats")).flatMap((stat) => [stat.value ? figureText(stat.value, locale) : "", stat.label]).filter(Boolean),
      home.mission.heading,
    ],
  }),
  about: (data, about) => ({
    h1: about.heading,
    keyContent: about.join.heading,
    content: [
      about.story.heading,
      about.vision.heading,
      ...(data("pillars").pillars as Titled[]).map((pillar) => pillar.title),
      about.team.heading,
      ...(data("team").groups as (Headed & { members: { role: string }[] })[]).flatMap((group) => [group.heading, ...group.members.map((member) => member.role)]),
      ...shownGalleries(data("galleries").galleries as (Titled & { hidden?: boolean | null })[]).map((gallery) => gallery.title),
      `${data("site").address.city}, ${data("site").address.region}`,
      about.join.heading,
    ],
  }),
  programs: (data, programs) => ({
    h1: programs.heading,
    keyContent: programs.curriculum.heading,
    content: [
      ...(data("programs").programs as Titled[]).map((program) => program.title),
      programs.curriculum.heading,
      ...(data("curriculum").sessions as Titled[]).map((session) => session.title),
      programs.workshop.heading,
      programs.workshop.button.label,
    ],
  }),
  impact: (data, impact) => ({
    h1: impact.heading,
    keyContent: impact.cta.heading,
    content: [
      ...(data("stats").figures as Labelled[]).map((stat) => stat.label),
      ...(impact.features as Titled[]).map((feature) => feature.title),
      impact.participants.title,
      impact.testimonials.heading,
      impact.cta.heading,
      impact.cta.donateLabel,
      impact.cta.volunteerButton.label,
    ],
  }),
  families: (data, families, locale) => {
    const site = data("site");
    const { questions } = families;
    // Each question a family asks first, with the organisation's answer or, while it has none, the words to ask us.
    const answers = (["ages", "cost", "groups", "screening"] as const).flatMap((name) => [questions[name], site.familyFacts[name]?.trim() ? site.familyFacts[name] : questions.ask]);
    return {
      h1: families.heading,
      keyContent: families.action.heading,
      content: [
        families.who.heading,
        families.what.heading,
        families.what.programsLabel,
        ...(data("programs").programs as Titled[]).map((program) => program.title),
        families.what.link.label,
        families.when.heading,
        site.programSessions.name,
        // As the page reads when its text is compared: its non-breaking spaces as spaces.
        sessionsSentence(site.programSessions, locale, choicesIn(locale)).replace(/\s/g, " "),
        site.programSessions.purpose,
        site.programSessions.addToCalendar,
        families.when.placeLabel,
        site.address.street,
        questions.heading,
        ...answers,
        families.action.heading,
        families.action.text,
        data("forms").signUp.submit,
      ],
    };
  },
  contact: (data, contact, locale) => {
    const site = data("site");
    const forms = data("forms");
    return {
      h1: contact.heading,
      keyContent: contact.message.heading,
      content: [
        contact.volunteer.heading,
        contact.visit.heading,
        contact.visit.text.replace("{hours}", site.programSessions.name),
        contact.visit.button,
        site.phone ? contact.call.heading : contact.call.noPhoneHeading,
        contact.call.hours.replace("{hours}", site.phoneHours).replace(/\s/g, " "),
        contact.email.heading,
        contact.email.note,
        site.programSessions.name,
        // As the page reads when its text is compared: its non-breaking spaces as spaces.
        sessionsSentence(site.programSessions, locale, choicesIn(locale)).replace(/\s/g, " "),
        site.programSessions.purpose,
        site.programSessions.addToCalendar,
        contact.message.heading,
        forms.volunteer.submit,
        forms.contact.submit,
        forms.requiredNote,
      ],
    };
  },
};

/** A page's own files under data/, without .yaml ("pages/home"; each file of data/legal for "legal/*.yaml"). */
function ownFiles(page: SitePage, from: string): string[] {
  const name = page.dataFile.replace(/\.ya?ml$/, "");
  if (!name.includes("*")) return [name];
  const dir = path.dirname(name);
  return fs
    .readdirSync(path.join(from, dir))
    .filter((file) => /\.ya?ml$/.test(file))
    .sort()
    .map((file) => `${dir}/${file.replace(/\.ya?ml$/, "")}`);
}

/** The expectations for every page of `locale` (the not-found page last), from data/ or another content folder (`from`). */
export function pagesFromData(locale: Locale, from: string = dataDir): PageExpectation[] {
  const data: Data = (name) => yamlData(name, locale, from);
  const layout = data("layout");
  const title = (pageTitle: string) => `${pageTitle} — ${yamlData("site", "en", from).name}`;

  const pages: PageExpectation[] = sitePages.flatMap((page) =>
    ownFiles(page, from).map((file): PageExpectation => {
      const own = data(file);
      const headings = headingsIn(own);
      const shown = shows[page.name]?.(data, own, locale) ?? { h1: own.heading ?? own.title, keyContent: headings[headings.length - 1], content: headings };
      return { route: localePath(locale, page.path ?? `/${own.slug}`), title: title(own.title), ...shown, photos: page.photos };
    }),
  );
  // Each gallery's own page (src/templates/GalleryPage.tsx): all its photos and their captions; none for a hidden one.
  const galleryWords = data("galleries");
  for (const gallery of shownGalleries(galleryWords.galleries as (Titled & { id: string; hidden?: boolean | null; photos: { caption?: string | null }[] })[])) {
    pages.push({
      route: localePath(locale, galleryPath(gallery.id)),
      title: title(gallery.title),
      h1: gallery.title,
      keyContent: galleryWords.back,
      content: [...gallery.photos.flatMap((photo) => (photo.caption ? [photo.caption] : [])), galleryWords.back],
      photos: true,
    });
  }
  pages.push({
    route: notFoundRoute(locale),
    title: title(layout.notFound.title),
    h1: layout.notFound.heading,
    keyContent: layout.notFound.homeLink,
    content: [layout.notFound.text, layout.notFound.homeLink],
    photos: false,
  });
  return pages.map((page) => ({ ...page, title: visibleText(page.title), h1: visibleText(page.h1), keyContent: visibleText(page.keyContent), content: page.content.map(visibleText) }));
}
