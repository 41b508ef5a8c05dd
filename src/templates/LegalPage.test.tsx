import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import LegalPage from "./LegalPage";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { figureText } from "../lib/figureText";

/** The date spelled out as an English reader sees it: 2026-11-27 → November 27, 2026. */
const spelledOut = (iso: string): string =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

function renderLegal(slug: string) {
  const page = yamlData(`legal/${slug}`);
  const data = {
    legalPageYaml: { ...page, updatedIso: page.updated, updated: spelledOut(page.updated) },
    siteYaml: yamlData("site"),
    layoutYaml: yamlData("layout"),
  };
  return renderWithSite(<LegalPage {...({ data } as PageProps<Queries.LegalPageQuery>)} />);
}

describe.each([
  ["privacy", "Privacy Policy", "What this website collects"],
  ["terms", "Terms of Service", "Photos and stories"],
  ["accessibility", "Accessibility", "Tell us about a barrier"],
])("the %s page", (slug, title, section) => {
  it("has its title, date and sections", () => {
    renderLegal(slug);
    const { updated } = yamlData(`legal/${slug}`);
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(spelledOut(updated))).toHaveAttribute("dateTime", updated);
    expect(screen.getByRole("heading", { level: 2, name: section })).toBeInTheDocument();
  });

  it("turns {email} into a mailto link to the organisation", () => {
    renderLegal(slug);
    const links = screen.getAllByRole("link", { name: "info@example.org" });
    expect(links.length).toBeGreaterThan(0);
    links.forEach((link) => expect(link).toHaveAttribute("href", "mailto:info@example.org"));
    expect(screen.queryByText(/\{email\}/)).not.toBeInTheDocument();
  });
});

describe("the accessibility statement", () => {
  it("says how far the site meets the standard, the AAA criteria it meets too, what its sample photos are, and how to report a barrier", () => {
    renderLegal("accessibility");
    expect(screen.getByText(/We follow the Web Content Accessibility Guidelines \(WCAG\) 2\.2 at level AA\. As far as our checks show, the site meets level AA\./)).toBeInTheDocument();
    const status = screen.getByRole("heading", { name: "How accessible this site is" }).parentElement as HTMLElement;
    expect(within(status).getByText(/7 to 1 .*\(1\.4\.6\).*\(2\.4\.12\)/s)).toBeInTheDocument();
    const limits = screen.getByRole("heading", { name: "Known limits and alternatives" }).parentElement as HTMLElement;
    expect(within(limits).getByText(/Each description starts with “Sample photo” and says what the picture shows\./)).toBeInTheDocument();
    const report = screen.getByRole("heading", { name: "Tell us about a barrier" }).parentElement as HTMLElement;
    expect(within(report).getByText(/We reply within 24 hours/)).toBeInTheDocument();
  });

  it.each(["en", "es"] as const)("follows W3C's model statement in %s: status, feedback, compatibility, technology, limits, assessment", (locale) => {
    const { sections } = yamlData("legal/accessibility", locale) as { sections: { heading: string; paragraphs: string[] }[] };
    expect(sections).toHaveLength(7);
    const text = sections.flatMap((section) => section.paragraphs).join(" ");
    for (const part of ["WCAG", "2.2", "AA", "1.4.6", "2.4.12", "{email}", "24", "Chrome", "HTML", "CSS", "WAI-ARIA", "JavaScript", "axe", "375", "Lighthouse", figureText("400%", locale), "Virtual Screen Reader"]) expect(text).toContain(part);
  });

  it("writes numbers as each language writes them: 1,280 and 400% in English, 1280 and 400 % in Spanish", () => {
    const text = (locale: "en" | "es") => (yamlData("legal/accessibility", locale).sections as { paragraphs: string[] }[]).flatMap((section) => section.paragraphs).join(" ");
    expect(text("en")).toContain("1,280");
    expect(text("es")).toContain("1280");
    expect(text("es")).not.toMatch(/\d,\d{3}/);
    // A percentage: a non-breaking space before % in Spanish (data/spanish-style.md), none in English.
    expect(text("en")).not.toMatch(/\d\s%/);
    expect(text("es")).not.toMatch(/\d%|\d [%]/);
  });
});
