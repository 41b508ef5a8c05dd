import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Layout } from "./Layout";
import LanguageOfferModule from "./languageOffer.enhance";
import { initAll } from "../../enhance/initAll";
import { renderWithSite } from "../../../tests/support/render";
import { yamlData } from "../../../tests/support/content";
import { LocaleProvider } from "../../lib/LocaleContext";
import { PageTitle } from "../ui/PageTitle";

const spanish = yamlData("layout", "es").languageOffer as { text: string; link: string; dismiss: string };

/** The browser's languages, as navigator.languages gives them. */
function browserLanguages(languages: string[]) {
  jest.spyOn(window.navigator, "languages", "get").mockReturnValue(languages);
}

function renderPage(locale: "en" | "es" = "en", pathname = "/about") {
  renderWithSite(
    <LocaleProvider locale={locale}>
      <Layout pathname={pathname}>
        <PageTitle>Page</PageTitle>
      </Layout>
    </LocaleProvider>,
  );
  initAll({ "language-offer": LanguageOfferModule }, { scope: document });
}

const offer = () => document.querySelector<HTMLElement>('[data-module="language-offer"]');

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe("the offer of the Spanish page", () => {
  it("is served hidden on an English page, in Spanish, with a link to this page's Spanish twin", () => {
    renderWithSite(
      <Layout pathname="/about">
        <h1>Page</h1>
      </Layout>,
    );
    const served = offer();
    expect(served).not.toBeNull();
    expect(served).toHaveAttribute("hidden");
    expect(served).toHaveAttribute("lang", "es");
    expect(served).toHaveTextContent(spanish.text);
    expect(screen.getByRole("link", { name: spanish.link, hidden: true })).toHaveAttribute("href", "/es/about");
  });

  it("shows to a browser that prefers Spanish", () => {
    browserLanguages(["es-MX", "es", "en"]);
    renderPage();
    expect(offer()).toBeVisible();
    expect(screen.getByRole("link", { name: spanish.link })).toHaveAttribute("href", "/es/about");
  });

  it("stays hidden for a browser that prefers English", () => {
    browserLanguages(["en-US", "es"]);
    renderPage();
    expect(offer()).not.toBeVisible();
  });

  it("goes when dismissed, for good: focus moves to the page's title below it and the next page does not show it", async () => {
    browserLanguages(["es-MX"]);
    renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: spanish.dismiss }));
    expect(offer()).not.toBeVisible();
    expect(screen.getByRole("heading", { level: 1, name: "Page" })).toHaveFocus();
    document.body.innerHTML = "";
    renderPage("en", "/programs");
    expect(offer()).not.toBeVisible();
  });

  it("is not on a Spanish page", () => {
    browserLanguages(["es-MX"]);
    renderPage("es", "/es/about");
    expect(offer()).toBeNull();
  });
});
