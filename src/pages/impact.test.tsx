import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import ImpactPage from "./impact";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";

function impactData(site: Record<string, unknown> = {}): Queries.ImpactPageQuery {
  return {
    impactPageYaml: yamlData("pages/impact"),
    statsYaml: yamlData("stats"),
    testimonialsYaml: yamlData("testimonials"),
    siteYaml: Object.assign(yamlData("site"), site),
    layoutYaml: yamlData("layout"),
  };
}

const renderImpact = (site?: Record<string, unknown>) =>
  renderWithSite(<ImpactPage {...({ data: impactData(site) } as PageProps<Queries.ImpactPageQuery>)} />);

describe("Impact page", () => {
  it("is headed Impact, with the subtitle about measurable difference", () => {
    renderImpact();
    expect(screen.getByRole("heading", { level: 1, name: "Impact" })).toBeInTheDocument();
    expect(screen.getByText(/Real change you can measure/)).toBeInTheDocument();
  });

  it("shows the four figures with number, label and description; a goal with its label alone", () => {
    renderImpact();
    const stats = within(screen.getByRole("region", { name: "Our impact in numbers" })).getAllByRole("listitem");
    expect(stats).toHaveLength(4);
    expect(stats[0]).toHaveTextContent("70+Youth Mentored");
    expect(stats[0]).toHaveTextContent("since 2021");
    expect(stats[1]).toHaveTextContent("99%Completion Rate");
    expect(stats[2]).toHaveTextContent(/^Scholarship Fund/);
    expect(stats[2]).toHaveTextContent("college scholarships");
    expect(stats[3]).toHaveTextContent("10+Community Partners");
  });

  it("shows the two feature photos and the two banners", () => {
    renderImpact();
    for (const title of ["Community Service", "Mentorship Programs", "Making a Difference", "Future Leaders"]) {
      expect(screen.getByRole("heading", { level: 2, name: title })).toBeInTheDocument();
    }
  });

  it("shows the Program Participants with their captions", () => {
    renderImpact();
    const gallery = screen.getByRole("region", { name: "Program Participants" });
    expect(within(gallery).getAllByRole("figure").map((figure) => figure.querySelector("figcaption")?.textContent)).toEqual([
      "Creative Expression & Growth",
      "Building Leadership Skills",
      "Community Connection",
      "Building Confidence",
      "Success Stories",
    ]);
  });

  it("quotes every voice of data/testimonials.yaml, in order, with age when known and what they achieved", () => {
    renderImpact();
    const testimonials = yamlData("testimonials").testimonials as { quote: string; name: string; age?: number; role: string }[];
    const ageLabel = yamlData("pages/impact").testimonials.ageLabel as string;
    const voices = within(screen.getByRole("region", { name: yamlData("pages/impact").testimonials.heading })).getAllByRole("listitem");
    expect(voices.map((voice) => voice.querySelector("blockquote")?.textContent?.trim())).toEqual(testimonials.map((testimonial) => testimonial.quote));
    expect(voices.map((voice) => voice.querySelector("figcaption")?.textContent)).toEqual(
      testimonials.map(({ name, age, role }) => `${name}${age === undefined ? "" : `, ${ageLabel.replace("{age}", String(age))}`}${role}`),
    );
  });

  it("sends the donate button, which says it writes to us, to the contact form while there is no donation page", () => {
    renderImpact();
    const cta = screen.getByRole("region", { name: "Ready to Make an Impact?" });
    expect(within(cta).getByRole("link", { name: yamlData("pages/impact").cta.donateLabel })).toHaveAttribute("href", "/contact?interest=donate#message");
    expect(within(cta).getByRole("link", { name: "Become a Volunteer" })).toHaveAttribute("href", "/contact#volunteer");
  });

  it("sends the donate button to the donation page in a new tab once there is one", () => {
    renderImpact({ donateUrl: "https://give.example.org/mevsme" });
    const donate = screen.getByRole("link", { name: new RegExp(`^${yamlData("pages/impact").cta.donateLabel}`) });
    expect(donate).toHaveAttribute("href", "https://give.example.org/mevsme");
    expect(donate).toHaveAttribute("target", "_blank");
    expect(donate).toHaveAttribute("rel", "noopener noreferrer");
  });
});
