import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import AboutPage from "./about";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";

function aboutData(team = yamlData("team")): Queries.AboutPageQuery {
  return {
    aboutPageYaml: yamlData("pages/about"),
    pillarsYaml: yamlData("pillars"),
    teamYaml: team,
    galleriesYaml: yamlData("galleries"),
    siteYaml: yamlData("site"),
    layoutYaml: yamlData("layout"),
  };
}

const renderAbout = (data = aboutData()) =>
  renderWithSite(<AboutPage {...({ data } as PageProps<Queries.AboutPageQuery>)} />);

describe("About page", () => {
  it("has one h1 and an intro", () => {
    renderAbout();
    expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual(["About Us"]);
    expect(screen.getByText(/non-profit focused on prevention/)).toBeInTheDocument();
  });

  it("tells Our Story at #our-story, with the 27 years and 2021, and a link on to /programs", () => {
    renderAbout();
    const story = screen.getByRole("region", { name: "Our Story" });
    expect(story).toHaveAttribute("id", "our-story");
    expect(story).toHaveTextContent("27 years");
    expect(story).toHaveTextContent("Since 2021");
    expect(within(story).getByRole("link", { name: "Explore Our Programs" })).toHaveAttribute("href", "/programs");
    expect(within(story).getByRole("complementary", { name: "Our Vision" })).toBeInTheDocument();
  });

  it("shows the four pillars with their descriptions", () => {
    renderAbout();
    const values = screen.getByRole("region", { name: "What We Stand For" });
    expect(within(values).getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      "Dignity",
      "Integrity",
      "Excellence",
      "Mastery of Self",
    ]);
    expect(values).toHaveTextContent("The toughest opponent is the one in the mirror");
  });

  it("shows the leadership team and the founder with portraits and roles", () => {
    renderAbout();
    const leadership = screen.getByRole("region", { name: "Leadership Team" });
    expect(within(leadership).getAllByRole("heading", { level: 4 }).map((h) => h.textContent)).toEqual([
      "Co-Founder & Program Director",
      "Executive Director",
    ]);
    const founder = screen.getByRole("region", { name: "Our Founder" });
    const founderPhoto = (yamlData("team").groups as { id: string; members: { photo: { alt: string } }[] }[]).find((group) => group.id === "founder")!.members[0].photo;
    expect(within(founder).getByRole("img", { name: founderPhoto.alt })).toBeInTheDocument();
    expect(screen.queryByText(/TBD/i)).not.toBeInTheDocument();
  });

  it("shows a member's name above the role once the YAML has one", () => {
    const team = yamlData("team");
    team.groups[0].members[1].name = "Jordan Rivera";
    renderAbout(aboutData(team));
    const leadership = screen.getByRole("region", { name: "Leadership Team" });
    expect(within(leadership).getByRole("heading", { level: 4, name: "Jordan Rivera" })).toBeInTheDocument();
    expect(within(leadership).getByText("Executive Director")).toBeInTheDocument();
  });

  it("shows both galleries with captions, including the university partnership", () => {
    renderAbout();
    const inAction = screen.getByRole("region", { name: "Programs in Action" });
    expect(within(inAction).getAllByRole("img").length).toBeGreaterThanOrEqual(4);
    const recognition = screen.getByRole("region", { name: "Community Recognition & Programs" });
    expect(within(recognition).getByText("A visit to our partner university")).toBeInTheDocument();
  });

  it("shows a gallery's first 4 photos and links to its own page with all of them", () => {
    const galleries = yamlData("galleries");
    const first = galleries.galleries[0];
    // A gallery grown to 30 photos: the page shows 4, and says how many the gallery's page has.
    const grown = { ...galleries, galleries: [{ ...first, photos: Array.from({ length: 30 }, (_, index) => ({ ...first.photos[index % first.photos.length], alt: `Photo ${index + 1} of the gallery, described.` })) }, ...galleries.galleries.slice(1)] };
    renderAbout({ ...aboutData(), galleriesYaml: grown });
    const inAction = screen.getByRole("region", { name: "Programs in Action" });
    expect(within(inAction).getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([1, 2, 3, 4].map((n) => `Photo ${n} of the gallery, described.`));
    expect(within(inAction).getByRole("link", { name: "See all 30 photos: Programs in Action" })).toHaveAttribute("href", "/galleries/programs-in-action");
  });

  it("shows a new gallery without being told to, in the file's order, and leaves out a gallery the coordinator hid", () => {
    const galleries = yamlData("galleries");
    const [first, ...others] = galleries.galleries;
    const familyDay = { ...first, id: "family-day-2026", title: "Family Day 2026", description: null };
    renderAbout({ ...aboutData(), galleriesYaml: { ...galleries, galleries: [{ ...first, hidden: true }, ...others, familyDay] } });
    const shown = screen.getByRole("region", { name: "Moments That Matter" });
    expect(within(shown).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([...others.map((gallery: { title: string }) => gallery.title), "Family Day 2026"]);
    expect(within(shown).getByRole("link", { name: /Family Day 2026/ })).toHaveAttribute("href", "/galleries/family-day-2026");
    expect(screen.queryByRole("region", { name: first.title })).not.toBeInTheDocument();
  });

  it("shows no galleries section when every gallery is hidden", () => {
    const galleries = yamlData("galleries");
    renderAbout({ ...aboutData(), galleriesYaml: { ...galleries, galleries: galleries.galleries.map((gallery: object) => ({ ...gallery, hidden: true })) } });
    expect(screen.queryByRole("region", { name: "Moments That Matter" })).not.toBeInTheDocument();
  });

  it("links the news article in a new tab, safely, and says so", () => {
    renderAbout();
    const card = screen.getByRole("region", { name: "Vista, CA" });
    const link = within(card).getByRole("link", { name: /Read the local news story about ME vs. ME Youth Outreach/ });
    expect(link).toHaveAttribute("href", "https://news.example.org/me-vs-me-youth-outreach");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("(opens in a new tab)");
  });

  it("closes with Join Our Mission: Get Involved to /contact, Contact Us to the message form", () => {
    renderAbout();
    const join = screen.getByRole("region", { name: "Join Our Mission" });
    expect(within(join).getByRole("link", { name: "Get Involved" })).toHaveAttribute("href", "/contact");
    expect(within(join).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact#message");
  });
});
