import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import SiteMapPage from "./site-map";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { LocaleProvider } from "../lib/LocaleContext";

// The links as the build fills them in (src/lib/siteMap.ts, tested there): a few of each group.
const links = [
  { group: "pages", label: "Inicio", path: "/" },
  { group: "pages", label: "Quiénes somos", path: "/about" },
  { group: "galleries", label: "Programas en acción", path: "/galleries/programs-in-action" },
  { group: "site", label: "Accesibilidad", path: "/accessibility" },
  { group: "site", label: "Mapa del sitio", path: "/site-map" },
];

const renderSiteMap = (locale: "en" | "es", pageLinks = links) =>
  renderWithSite(
    <LocaleProvider locale={locale}>
      <SiteMapPage {...({ data: { siteMapPageYaml: { ...yamlData("pages/site-map", locale), links: pageLinks } } } as unknown as PageProps<Queries.SiteMapPageQuery>)} />
    </LocaleProvider>,
  );

describe("the site map page", () => {
  it("lists each page under its group's heading, linked in the page's language, itself as the current page", () => {
    renderSiteMap("es");
    const words = yamlData("pages/site-map", "es");
    expect(screen.getByRole("heading", { level: 1, name: words.heading })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([words.pages.heading, words.galleries.heading, words.site.heading]);
    const pages = screen.getByRole("region", { name: words.pages.heading });
    expect(within(pages).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Inicio", "/es"],
      ["Quiénes somos", "/es/about"],
    ]);
    expect(within(screen.getByRole("region", { name: words.galleries.heading })).getByRole("link", { name: "Programas en acción" })).toHaveAttribute("href", "/es/galleries/programs-in-action");
    const site = screen.getByRole("region", { name: words.site.heading });
    expect(within(site).getByRole("link", { name: "Mapa del sitio" })).toHaveAttribute("aria-current", "page");
    expect(within(site).getByRole("link", { name: "Accesibilidad" })).not.toHaveAttribute("aria-current");
  });

  it("leaves out the heading of a group with no page (a site with no gallery)", () => {
    renderSiteMap("en", links.filter((link) => link.group !== "galleries"));
    expect(screen.queryByRole("heading", { name: yamlData("pages/site-map").galleries.heading })).toBeNull();
    expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(2);
  });
});
