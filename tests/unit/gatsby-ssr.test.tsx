/**
 * gatsby-ssr.tsx gives every page its language from its address: the <html lang> and, through
 * LocaleProvider, the words and links of the layout around the page.
 */
import React from "react";
import { screen, within } from "@testing-library/react";
import { onRenderBody, wrapPageElement } from "../../gatsby-ssr";
import { useLocale } from "../../src/lib/LocaleContext";
import { renderWithSite } from "../support/render";
import { pageTitleId } from "../../src/lib/pageTitle";

function htmlLang(pathname: string, pageContext?: Record<string, unknown>) {
  const setHtmlAttributes = jest.fn();
  const loadPageDataSync = pageContext ? () => ({ result: { pageContext } }) : undefined;
  (onRenderBody as Function)({ pathname, setHtmlAttributes, setHeadComponents: jest.fn(), loadPageDataSync });
  return setHtmlAttributes.mock.calls[0][0].lang;
}

function Probe() {
  return <p>The page is in {useLocale()}</p>;
}

const renderPage = (pathname: string) =>
  renderWithSite((wrapPageElement as Function)({ element: <Probe />, props: { location: { pathname } } }));

describe("gatsby-ssr", () => {
  it.each([
    ["/es", "es"],
    ["/es/about", "es"],
    ["/es/404.html", "es"],
    ["/", "en"],
    ["/about", "en"],
    ["/estate", "en"],
  ])("writes <html lang> for %s as %s", (pathname, lang) => {
    expect(htmlLang(pathname)).toBe(lang);
  });

  it("takes a page's language from its page context, as its query does (gatsby-node.ts sets it)", () => {
    expect(htmlLang("/es/about", { locale: "es" })).toBe("es");
    expect(htmlLang("/es/404.html", { locale: "es" })).toBe("es");
    expect(htmlLang("/about", { locale: "en" })).toBe("en");
    // A page Gatsby makes itself has no language in its context: its address tells.
    expect(htmlLang("/es/dev-404-page", {})).toBe("es");
  });

  it("gives a Spanish page, and the layout around it, the Spanish words and links", () => {
    renderPage("/es/about");
    expect(screen.getByText("The page is in es")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ir al contenido" })).toHaveAttribute("href", `#${pageTitleId}`);
    const nav = screen.getByRole("navigation", { name: "Principal" });
    expect(within(nav).getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/es/about");
    expect(within(nav).getByRole("link", { name: "English" })).toHaveAttribute("href", "/about");
  });

  it("gives an English page the English words and links", () => {
    renderPage("/about");
    expect(screen.getByText("The page is in en")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Skip to content" })).toHaveAttribute("href", `#${pageTitleId}`);
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/about");
    expect(within(nav).getByRole("link", { name: "Español" })).toHaveAttribute("href", "/es/about");
  });
});
