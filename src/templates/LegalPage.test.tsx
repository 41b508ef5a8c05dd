import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import LegalPage from "./LegalPage";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";

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
  ["accessibility", "Accessibility", "Report a barrier"],
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
  it("names the standard it aims for and how to report a barrier", () => {
    renderLegal("accessibility");
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    const report = screen.getByRole("heading", { name: "Report a barrier" }).parentElement as HTMLElement;
    expect(within(report).getByText(/We reply within 24 hours/)).toBeInTheDocument();
  });
});
