import React from "react";
import { screen, within } from "@testing-library/react";
import { Layout } from "./Layout";
import { renderWithSite } from "../../../tests/support/render";
import { yamlData } from "../../../tests/support/content";
import { LocaleProvider } from "../../lib/LocaleContext";
import { locales } from "../../lib/locales";

type NoticeWords = { label: string; text: string };
const notice = (locale: "en" | "es") => yamlData<{ previewNotice: NoticeWords }>("layout", locale).previewNotice;
const notLaunchedNotice = (locale: "en" | "es") => yamlData<{ notLaunchedNotice: NoticeWords }>("layout", locale).notLaunchedNotice;

/** A page in the layout, in `locale`, on a build of the kind `options` says (the live site by default). */
const renderLayout = (locale: "en" | "es", options: { preview?: boolean; notLaunched?: boolean } = {}) =>
  renderWithSite(
    <LocaleProvider locale={locale}>
      <Layout pathname="/">
        <h1>Page</h1>
      </Layout>
    </LocaleProvider>,
    options,
  );

describe("Layout on a preview", () => {
  it.each(locales)("says first in the page's content, in %s, that the page is a preview", (locale) => {
    renderLayout(locale, { preview: true });
    const main = screen.getByRole("main");
    const { label, text } = notice(locale);
    expect(main.firstElementChild?.textContent).toBe(`${label} ${text}`);
    expect(within(main).getByText(label).tagName).toBe("STRONG");
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
    const main = screen.getByRole("main");
    const { label, text } = notLaunchedNotice(locale);
    expect(main.firstElementChild?.textContent).toBe(`${label} ${text}`);
    expect(within(main).getByText(label).tagName).toBe("STRONG");
    expect(main.textContent).not.toContain(notice(locale).text);
  });

  it("says nothing of the kind once the site is live", () => {
    renderLayout("en");
    expect(screen.getByRole("main").textContent).not.toContain(notLaunchedNotice("en").text);
  });
});
