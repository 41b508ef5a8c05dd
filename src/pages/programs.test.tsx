import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ProgramsPage from "./programs";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";

const data: Queries.ProgramsPageQuery = {
  programsPageYaml: yamlData("pages/programs"),
  programsYaml: yamlData("programs"),
  curriculumYaml: yamlData("curriculum"),
};

/** The programs as data/programs.yaml lists them: the tests follow the file, never a copy of it. */
const programs = data.programsYaml?.programs ?? [];
const sessions = data.curriculumYaml?.sessions ?? [];

const renderPrograms = () => renderWithSite(<ProgramsPage {...({ data } as PageProps<Queries.ProgramsPageQuery>)} />);

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

  it("sends each Learn More to the contact form with the program's interest chosen", () => {
    renderPrograms();
    expect(screen.getAllByRole("link", { name: /^Learn More/ })).toHaveLength(programs.length);
    for (const program of programs) {
      // A program the form lists as an interest is chosen by it; another is named in the message.
      const href = program.interest === "other" ? `/contact?interest=other&program=${program.id}#message` : `/contact?interest=${program.interest}#message`;
      expect(screen.getByRole("link", { name: `Learn More: ${program.title}` })).toHaveAttribute("href", href);
    }
  });

  it("lists the curriculum's sessions in order, each with number, title and description", () => {
    renderPrograms();
    const curriculum = screen.getByRole("region", { name: data.programsPageYaml?.curriculum.heading });
    const items = within(curriculum).getAllByRole("listitem");
    expect(within(curriculum).getByRole("list").tagName).toBe("OL");
    expect(items).toHaveLength(sessions.length);
    sessions.forEach((session, index) => expect(items[index]).toHaveTextContent(session.title));
    expect(items[0]).toHaveTextContent("Session 1");
  });

  it("ends with the workshop photo and See Our Impact", () => {
    renderPrograms();
    expect(screen.getByRole("img", { name: /evening workshop/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Our Impact" })).toHaveAttribute("href", "/impact");
  });
});
