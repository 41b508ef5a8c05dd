import React from "react";
import { screen, within } from "@testing-library/react";
import { Header } from "./Header";
import { renderWithSite } from "../../../tests/support/render";
import { yamlData } from "../../../tests/support/content";
import { LocaleProvider } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";

type Link = { label: string; to: string };
/** The header's links as data/ writes them in a language: the link to `twin` in the other language, the menu, the highlighted button. */
const headerLinks = (locale: "en" | "es", twin: string) => {
  const nav = yamlData("nav", locale);
  const other = locale === "en" ? "es" : "en";
  return [
    [yamlData("layout", other).languageName, twin],
    ...(nav.main as Link[]).map((link) => [link.label, localePath(locale, link.to)]),
    ...((nav.menuOnly ?? []) as Link[]).map((link) => [link.label, localePath(locale, link.to)]),
    [(nav.cta as Link).label, localePath(locale, (nav.cta as Link).to)],
  ];
};

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

describe("Header", () => {
  it("links the logo and name to the home page", () => {
    renderWithSite(<Header pathname="/" />);
    expect(screen.getByRole("link", { name: "ME vs. ME Youth Outreach, home" })).toHaveAttribute("href", "/");
  });

  it("links the Spanish home page, the menu of data/nav.yaml in order, and Get Involved to /contact", () => {
    renderWithSite(<Header pathname="/" />);
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(headerLinks("en", "/es"));
    expect(links.map((link) => link.textContent)).toEqual(expect.arrayContaining(["Home", "Programs", "Español", "Get Involved"]));
  });

  it("lists For Families after the menu's links, for the small-screen menu only", () => {
    renderWithSite(<Header pathname="/" />);
    const families = within(mainNav()).getByRole("link", { name: "For Families" });
    expect(families).toHaveAttribute("href", "/families");
    // After the language link and the menu's links.
    expect(within(mainNav()).getAllByRole("link").map((link) => link.textContent).indexOf("For Families")).toBe(1 + (yamlData("nav", "en").main as Link[]).length);
  });

  it("marks the page being shown, and only that one, as current", () => {
    renderWithSite(<Header pathname="/programs/" />);
    const current = within(mainNav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Programs"]);
  });

  it("keeps the attributes the no-JavaScript styles of gatsby-ssr.tsx select", () => {
    const { container } = renderWithSite(<Header pathname="/" />);
    expect(container.querySelector("header[data-site-header]")).toBeInTheDocument();
    expect(container.querySelector("button[data-menu-toggle]")).toBeInTheDocument();
    expect(container.querySelector("#main-menu[data-menu-panel]")).toBeInTheDocument();
  });
});

describe("Header on a Spanish page", () => {
  const renderSpanish = (pathname: string) =>
    renderWithSite(
      <LocaleProvider locale="es">
        <Header pathname={pathname} />
      </LocaleProvider>,
    );
  const spanishNav = () => screen.getByRole("navigation", { name: "Principal" });

  it("links the logo and name to the Spanish home page", () => {
    renderSpanish("/es/about");
    expect(screen.getByRole("link", { name: "ME vs. ME Youth Outreach, página de inicio" })).toHaveAttribute("href", "/es");
  });

  it("links the English twin of this page, the Spanish menu of data/nav.yaml in order, and Participe to /es/contact", () => {
    renderSpanish("/es/about");
    const links = within(spanishNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(headerLinks("es", "/about"));
    expect(links.map((link) => link.textContent)).toEqual(expect.arrayContaining(["Inicio", "English", "Participe"]));
  });

  it("names the menu button in Spanish", () => {
    renderSpanish("/es");
    expect(screen.getByRole("button", { name: "Menú" })).toHaveAttribute("aria-expanded", "false");
  });

  it("marks the Spanish page being shown, and only that one, as current", () => {
    renderSpanish("/es/programs/");
    const current = within(spanishNav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Programas"]);
  });

  it("marks the Spanish home page as current on /es", () => {
    renderSpanish("/es");
    const current = within(spanishNav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Inicio"]);
  });
});

describe("the language switch", () => {
  it("on a Spanish page reads English, in English, and leads to the English twin", () => {
    renderWithSite(
      <LocaleProvider locale="es">
        <Header pathname="/es/programs" />
      </LocaleProvider>,
    );
    const english = screen.getByRole("link", { name: "English" });
    expect(english).toHaveAttribute("href", "/programs");
    expect(english).toHaveAttribute("lang", "en");
    expect(english).toHaveAttribute("hreflang", "en");
  });

  it("on the Spanish home page leads to the English home page", () => {
    renderWithSite(
      <LocaleProvider locale="es">
        <Header pathname="/es" />
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
  });

  it("on an English page reads Español, in Spanish, and leads to the Spanish twin", () => {
    renderWithSite(<Header pathname="/about" />);
    const spanish = screen.getByRole("link", { name: "Español" });
    expect(spanish).toHaveAttribute("href", "/es/about");
    expect(spanish).toHaveAttribute("lang", "es");
    expect(spanish).toHaveAttribute("hreflang", "es");
  });

  it("is outside the phone's menu, so it shows without opening it", () => {
    renderWithSite(<Header pathname="/about" />);
    const spanish = screen.getByRole("link", { name: "Español" });
    expect(document.getElementById("main-menu")).not.toContainElement(spanish);
    expect(spanish.compareDocumentPosition(screen.getByRole("button", { name: "Menu" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("on the English home page leads to the Spanish home page", () => {
    renderWithSite(<Header pathname="/" />);
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es");
  });

  it("reads an English address that merely starts with \"es\" (/estate) as English", () => {
    renderWithSite(<Header pathname="/estate" />);
    expect(screen.getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/estate");
  });
});
