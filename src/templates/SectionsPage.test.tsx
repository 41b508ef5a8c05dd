import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import SectionsPage from "./SectionsPage";
import { renderWithSite } from "../../tests/support/render";
import { fakeImage } from "../../tests/support/content";
import { LocaleProvider } from "../lib/LocaleContext";

// A page made up for the test, with and without each optional part (the site's own page of
// sections, /volunteer, is tested from its file by the page-level tests: tests/support/pages.ts).
const photo = { alt: "Two mentors set up chairs in a circle before a session.", caption: null, file: { childImageSharp: { gatsbyImageData: fakeImage("circle.jpg") } } };
const page = {
  title: "Partners",
  description: "The groups that work with us.",
  heading: "Our Partners",
  intro: "Schools and groups in Vista work with us.",
  sections: [
    { heading: "Schools", paragraphs: ["We meet students at school.", "Teachers refer students to us."], photo, link: { label: "See our programs", to: "/programs" } },
    { heading: "Community groups", paragraphs: ["Local groups lend us rooms."], photo: null, link: null },
  ],
  action: { heading: "Partner With Us", text: "Write to us to start.", primaryButton: { label: "Contact Us", to: "/contact" }, secondaryButton: null },
};

const renderPage = (data: unknown, locale: "en" | "es" = "en") =>
  renderWithSite(
    <LocaleProvider locale={locale}>
      <SectionsPage {...({ data: { sectionsPageYaml: data }, pageContext: { slug: "volunteer", locale } } as unknown as PageProps<Queries.SectionsPageQuery, { slug: "volunteer"; locale: string }>)} />
    </LocaleProvider>,
  );

describe("a page of sections", () => {
  it("shows its heading, introduction and each section as a region named by its heading", () => {
    renderPage(page);
    expect(screen.getByRole("heading", { level: 1, name: "Our Partners" })).toBeInTheDocument();
    expect(screen.getByText("Schools and groups in Vista work with us.")).toBeInTheDocument();
    const schools = screen.getByRole("region", { name: "Schools" });
    expect(within(schools).getByText("Teachers refer students to us.")).toBeInTheDocument();
    expect(within(schools).getByRole("img", { name: photo.alt })).toBeInTheDocument();
    expect(within(schools).getByRole("link", { name: "See our programs" })).toHaveAttribute("href", "/programs");
    const groups = screen.getByRole("region", { name: "Community groups" });
    expect(within(groups).queryByRole("img")).toBeNull();
    expect(within(groups).queryByRole("link")).toBeNull();
  });

  it("closes with its call to action, whose button leads to the page in the page's language", () => {
    renderPage(page, "es");
    const action = screen.getByRole("region", { name: "Partner With Us" });
    expect(within(action).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/es/contact");
  });

  it("has no closing band when it has no call to action", () => {
    renderPage({ ...page, action: null });
    expect(screen.queryByRole("region", { name: "Partner With Us" })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual(["Schools", "Community groups"]);
  });

  it("names its file when the build found none", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => renderPage(null)).toThrow("Missing content: data/pages/volunteer.yaml");
  });
});
