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

const renderPrograms = () => renderWithSite(<ProgramsPage {...({ data } as PageProps<Queries.ProgramsPageQuery>)} />);

describe("Programs page", () => {
  it("shows the four programs, each at its stable id", () => {
    renderPrograms();
    const cards = screen.getAllByRole("article");
    expect(cards.map((card) => [card.id, within(card).getByRole("heading", { level: 2 }).textContent])).toEqual([
      ["mentorship", "11-Week Mentorship Curriculum"],
      ["storytelling", "Authentic Storytelling"],
      ["intervention", "Early Intervention"],
      ["restorative-circles", "Restorative Circle Groups"],
    ]);
  });

  it("gives each program a photo, a description and its features", () => {
    renderPrograms();
    const circles = screen.getByRole("article", { name: "Restorative Circle Groups" });
    expect(within(circles).getByRole("img")).toHaveAttribute("alt", expect.stringContaining("circle of chairs"));
    expect(within(circles).getByText("Led by certified restorative-practice facilitators")).toBeInTheDocument();
    expect(within(circles).getAllByRole("listitem")).toHaveLength(4);
  });

  it("sends each Learn More to the contact form with the program's interest chosen", () => {
    renderPrograms();
    expect(screen.getAllByRole("link", { name: /^Learn More/ })).toHaveLength(4);
    for (const [name, href] of [
      ["Learn More: 11-Week Mentorship Curriculum", "/contact?interest=mentorship#message"],
      ["Learn More: Authentic Storytelling", "/contact?interest=storytelling#message"],
      ["Learn More: Early Intervention", "/contact?interest=intervention#message"],
      ["Learn More: Restorative Circle Groups", "/contact?interest=other&program=restorative-circles#message"],
    ]) {
      expect(screen.getByRole("link", { name })).toHaveAttribute("href", href);
    }
  });

  it("lists the eleven curriculum sessions in order, each with number, title and description", () => {
    renderPrograms();
    const curriculum = screen.getByRole("region", { name: "The ME vs. ME Curriculum" });
    const sessions = within(curriculum).getAllByRole("listitem");
    expect(within(curriculum).getByRole("list").tagName).toBe("OL");
    expect(sessions).toHaveLength(11);
    expect(sessions[0]).toHaveTextContent("Session 1");
    expect(sessions[0]).toHaveTextContent("Respect and Diversity");
    expect(sessions[10]).toHaveTextContent("Session 11");
    expect(sessions[10]).toHaveTextContent("Social Awareness");
    expect(within(sessions[9]).getByText(/Earning, saving and spending/)).toBeInTheDocument();
  });

  it("ends with the workshop photo and See Our Impact", () => {
    renderPrograms();
    expect(screen.getByRole("img", { name: /evening workshop/ })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See Our Impact" })).toHaveAttribute("href", "/impact");
  });
});
