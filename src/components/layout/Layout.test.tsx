import React from "react";
import { screen, within } from "@testing-library/react";
import { Layout } from "./Layout";
import { renderWithSite } from "../../../tests/support/render";
import { yamlData } from "../../../tests/support/content";
import { LocaleProvider } from "../../lib/LocaleContext";
import { locales } from "../../lib/locales";

const notice = (locale: "en" | "es") => yamlData<{ previewNotice: { label: string; text: string } }>("layout", locale).previewNotice;

describe("Layout on a preview", () => {
  it.each(locales)("says first in the page's content, in %s, that the page is a preview", (locale) => {
    renderWithSite(
      <LocaleProvider locale={locale}>
        <Layout pathname="/">
          <h1>Page</h1>
        </Layout>
      </LocaleProvider>,
      { preview: true },
    );
    const main = screen.getByRole("main");
    const { label, text } = notice(locale);
    expect(main.firstElementChild?.textContent).toBe(`${label} ${text}`);
    expect(within(main).getByText(label).tagName).toBe("STRONG");
  });

  it("says nothing of the kind on the published site", () => {
    renderWithSite(
      <LocaleProvider locale="en">
        <Layout pathname="/">
          <h1>Page</h1>
        </Layout>
      </LocaleProvider>,
    );
    expect(screen.queryByText(notice("en").label)).toBeNull();
    expect(screen.getByRole("main").textContent).not.toContain(notice("en").text);
  });
});
