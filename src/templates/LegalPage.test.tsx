import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import LegalPage from "./LegalPage";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";

function renderLegal(slug: string) {
  const page = yamlData(`legal/${slug}`);
  const data = {
    legalPageYaml: { ...page, updatedIso: page.updated, updated: "November 27, 2026" },
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
    expect(screen.getByRole("heading", { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText("November 27, 2026")).toHaveAttribute("dateTime", page.updated);
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
