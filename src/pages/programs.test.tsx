import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ProgramsPage from "./programs";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { countSentence, numberInWords } from "../lib/countWords";

const dataIn = (locale: "en" | "es"): Queries.ProgramsPageQuery => ({
  programsPageYaml: yamlData("pages/programs", locale),
  programsYaml: yamlData("programs", locale),
  curriculumYaml: yamlData("curriculum", locale),
  siteYaml: yamlData("site", locale),
});
const data = dataIn("en");

/** The programs as data/programs.yaml lists them: the tests follow the file, never a copy of it. */
const programs = data.programsYaml?.programs ?? [];
const sessions = data.curriculumYaml?.sessions ?? [];

const pageProps = (pageData: Queries.ProgramsPageQuery, locale: "en" | "es" = "en") =>
  ({ data: pageData, location: { pathname: locale === "en" ? "/programs" : "/es/programs" }, pageContext: { locale } }) as unknown as PageProps<Queries.ProgramsPageQuery>;
const renderPrograms = () => renderWithSite(<ProgramsPage {...pageProps(data)} />);

describe("Programs page", () => {
  it("shows every program of data/programs.yaml, in its order, each at its stable id", () => {
    renderPrograms();
    const cards = screen.getAllByRole("article");
    expect(programs.length).toBeGreaterThan(0);
    expect(cards.map((card) => [card.id, within(card).getByRole("heading", { level: 2 }).textContent])).toEqual(programs.map((program) => [program.id, program.title]));
  });

  it("gives each program a photo, a description and its features", () => {
    renderPrograms();
    for (const program of data.programsYaml?.programs ?? []) {
      const card = screen.getByRole("article", { name: program.title });
      expect(within(card).getByRole("img")).toHaveAttribute("alt", program.photo.alt);
      expect(within(card).getAllByRole("listitem").map((item) => item.textContent)).toEqual(program.features);
    }
  });

  it("sends each Learn More to the contact form with the program itself chosen (every program is a choice there)", () => {
    renderPrograms();
    expect(screen.getAllByRole("link", { name: /^Learn More/ })).toHaveLength(programs.length);
    for (const program of programs) {
      expect(screen.getByRole("link", { name: `Learn More: ${program.title}` })).toHaveAttribute("href", `/contact?interest=${program.id}#message`);
    }
  });

  it("lists the curriculum's sessions in order, each numbered by its place, with title and description", () => {
    renderPrograms();
    const curriculum = screen.getByRole("region", { name: data.programsPageYaml?.curriculum.heading });
    const items = within(curriculum).getAllByRole("listitem");
    expect(within(curriculum).getByRole("list").tagName).toBe("OL");
    expect(items).toHaveLength(sessions.length);
    sessions.forEach((session, index) => {
      expect(items[index]).toHaveTextContent(session.title);
      expect(items[index]).toHaveTextContent(`${data.programsPageYaml?.curriculum.sessionLabel} ${index + 1}`);
    });
  });

  it("ends with the workshop photo and See Our Impact", () => {
    renderPrograms();
    expect(screen.getByRole("img", { name: yamlData("pages/programs").workshop.photo.alt })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Our Impact" })).toHaveAttribute("href", "/impact");
  });

  it.each(["en", "es"] as const)("says how many programs and sessions there are in words, counted from the lists (%s)", (locale) => {
    const inLanguage = dataIn(locale);
    const words = inLanguage.siteYaml?.numberWords ?? [];
    const page = inLanguage.programsPageYaml;
    if (!page) throw new Error("data/pages/programs.yaml has no block");
    const said = (templates: Queries.CountText, count: number) => countSentence(templates, locale, count, words);
    const { unmount } = renderWithSite(<ProgramsPage {...pageProps(inLanguage, locale)} />);
    expect(screen.getByText(said(page.intro, programs.length))).toBeInTheDocument();
    expect(screen.getByText(said(page.curriculum.intro, sessions.length))).toBeInTheDocument();
    unmount();

    // Five programs, or a single one, in data/programs.yaml alone: the words follow.
    const withPrograms = (count: number) => ({
      ...inLanguage,
      programsYaml: { programs: Array.from({ length: count }, (_, index) => ({ ...programs[index % programs.length], id: `program-${index}` })) },
    });
    const five = renderWithSite(<ProgramsPage {...pageProps(withPrograms(5), locale)} />);
    expect(screen.getByText(page.intro.other.replace("{count}", numberInWords(5, words, locale)))).toBeInTheDocument();
    expect(numberInWords(5, words, locale)).toMatch(/^\p{L}+$/u);
    five.unmount();
    renderWithSite(<ProgramsPage {...pageProps(withPrograms(1), locale)} />);
    expect(screen.getByText(page.intro.one)).toBeInTheDocument();
  });
});
