import React from "react";
import { screen, within } from "@testing-library/react";
import { Layout } from "./Layout";
import { renderWithSite } from "../../../tests/support/render";
import { yamlData } from "../../../tests/support/content";
import { readerBlocks } from "../../../bench/readerText";
import { LocaleProvider } from "../../lib/LocaleContext";
import { localePath, locales, type Locale } from "../../lib/locales";

const notice = (locale: Locale) => yamlData<{ previewNotice: { label: string; text: string } }>("layout", locale).previewNotice;

/** A page of two sections, each named by its heading, as every page's sections are. */
const page = (
  <>
    <h1>Page</h1>
    <section aria-labelledby="first">
      <h2 id="first">First section</h2>
      <p>Its words.</p>
    </section>
    <section aria-labelledby="second">
      <h2 id="second">Second section</h2>
      <a href="/contact">Its link</a>
    </section>
  </>
);

const renderLayout = (locale: Locale, options: Parameters<typeof renderWithSite>[1] = {}) =>
  renderWithSite(
    <LocaleProvider locale={locale}>
      <Layout pathname={localePath(locale, "/about")}>{page}</Layout>
    </LocaleProvider>,
    options,
  );

/** What a reader meets in <main>, in order (hidden parts, such as the offer of the other language, left out). */
const mainText = () => readerBlocks(screen.getByRole("main"));
const notLaunchedNotice = (locale: Locale) => yamlData<{ notLaunchedNotice: { label: string; text: string } }>("layout", locale).notLaunchedNotice;

describe("Layout on a preview", () => {
  it.each(locales)("says first in the page's content, in %s, that the page is a preview", (locale) => {
    renderLayout(locale, { preview: true });
    const { label, text } = notice(locale);
    expect(mainText()[0]).toBe(`${label} ${text}`);
    expect(within(screen.getByRole("main")).getByText(label).tagName).toBe("STRONG");
  });

  it("says nothing of the kind on the published site", () => {
    renderLayout("en");
    expect(screen.queryByText(notice("en").label)).toBeNull();
    expect(screen.getByRole("main").textContent).not.toContain(notice("en").text);
  });
});

describe("Layout on the site before its launch", () => {
  it.each(locales)("says first in the page's content, in %s, that the site is not launched yet", (locale) => {
    renderLayout(locale, { notLaunched: true });
    const { label, text } = notLaunchedNotice(locale);
    expect(mainText()[0]).toBe(`${label} ${text}`);
    expect(within(screen.getByRole("main")).getByText(label).tagName).toBe("STRONG");
    expect(screen.getByRole("main").textContent).not.toContain(notice(locale).text);
  });

  it("says nothing of the kind once the site is live", () => {
    renderLayout("en");
    expect(screen.getByRole("main").textContent).not.toContain(notLaunchedNotice("en").text);
  });
});

/** An editor's notice to every visitor (data/layout.yaml siteNotice), with a link, in each language. */
const siteNotice = {
  en: { siteNotice: { text: "Sign-ups for the fall groups are open until September 5.", link: { label: "Sign up a young person", to: "/families#sign-up" } } },
  es: { siteNotice: { text: "Las inscripciones para los grupos de otoño están abiertas hasta el 5 de septiembre.", link: { label: "Inscriba a un joven", to: "/families#sign-up" } } },
};

describe("Layout's place for what every page shows (SiteWide)", () => {
  it.each(locales)("shows the editor's notice first in %s, its link to the page in that language", (locale) => {
    renderLayout(locale, { layout: siteNotice });
    const { text, link } = siteNotice[locale].siteNotice;
    expect(mainText()[0]).toBe(`${text} ${link.label}`);
    expect(within(screen.getByRole("main")).getByRole("link", { name: link.label })).toHaveAttribute("href", localePath(locale, link.to));
  });

  it("shows it after the preview notice, on a preview", () => {
    renderLayout("en", { layout: siteNotice, preview: true });
    const { label, text } = notice("en");
    expect(mainText().slice(0, 2)).toEqual([`${label} ${text}`, `${siteNotice.en.siteNotice.text} ${siteNotice.en.siteNotice.link.label}`]);
  });

  it("shows no notice while data/layout.yaml has none", () => {
    renderLayout("en", { layout: { siteNotice: null } });
    expect(mainText()[0]).toBe("Page");
  });

  it("leaves the page's own sections as they are: each found by its name, with its own words and links only", () => {
    renderLayout("en", { layout: siteNotice, preview: true });
    const first = screen.getByRole("region", { name: "First section" });
    const second = screen.getByRole("region", { name: "Second section" });
    expect(readerBlocks(first)).toEqual(["First section", "Its words."]);
    expect(within(second).getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/contact"]);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Page");
  });
});
