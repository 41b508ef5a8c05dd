import { fireEvent, screen } from "@testing-library/react";
import { localePath, type Locale } from "../../lib/locales";
import { addressLocale, formLanguage, renderFormLanguageSwitch, withAddressLocale } from "./formLanguage";

const entry = "#/collections/pages/entries/home";
const goTo = (hash: string) => window.history.replaceState(null, "", `/admin/${hash}`);
/** Decap's router, moving to another address (its links and its save). */
const navigate = (hash: string) => {
  goTo(hash);
  window.dispatchEvent(new HashChangeEvent("hashchange"));
};

goTo(entry);
const form = formLanguage(window, { locales: ["en", "es"], defaultLocale: "en", localePath: (locale, path) => localePath(locale as Locale, path) });
const heard: string[] = [];
form.subscribe((locale) => heard.push(locale));

beforeEach(() => {
  document.body.innerHTML = "";
  goTo(entry);
  form.choose("en");
  heard.length = 0;
});

describe("the language a form is written in, in the address", () => {
  it("reads ?lang= after the entry's address, for the site's languages only", () => {
    expect(addressLocale(`${entry}?lang=es`, ["en", "es"])).toBe("es");
    expect(addressLocale(`${entry}?lang=fr`, ["en", "es"])).toBeNull();
    expect(addressLocale(entry, ["en", "es"])).toBeNull();
  });

  it("writes ?lang= into the address, keeping what else it holds, and leaves it out for English", () => {
    expect(withAddressLocale(entry, "es", "en")).toBe(`${entry}?lang=es`);
    expect(withAddressLocale(`${entry}?ref=main`, "es", "en")).toBe(`${entry}?ref=main&lang=es`);
    expect(withAddressLocale(`${entry}?lang=es`, "en", "en")).toBe(entry);
    expect(withAddressLocale(`${entry}?ref=main&lang=es`, "en", "en")).toBe(`${entry}?ref=main`);
  });

  it("keeps the language chosen in the address, tells the form's fields, and English leaves the address plain", () => {
    form.choose("es");
    expect(window.location.hash).toBe(`${entry}?lang=es`);
    expect(form.chosen()).toBe("es");
    form.choose("en");
    expect(window.location.hash).toBe(entry);
    expect(heard).toEqual(["es", "en"]);
  });

  it("stays in the language chosen from one entry to the next, and through an address Decap writes without it (a save)", () => {
    form.choose("es");
    navigate("#/collections/people/entries/testimonials");
    expect(form.chosen()).toBe("es");
    expect(window.location.hash).toBe("#/collections/people/entries/testimonials?lang=es");
    expect(heard).toEqual(["es"]);
  });

  it("follows an address that asks for a language (a bookmark, the back button)", () => {
    navigate(`${entry}?lang=es`);
    expect(form.chosen()).toBe("es");
    expect(heard).toEqual(["es"]);
  });

  it("writes no language into the address of a page that is not an entry's form", () => {
    goTo("#/collections/pages");
    form.choose("es");
    expect(window.location.hash).toBe("#/collections/pages");
  });

  it("opens the site's pages in the language being written, and leaves the editor's own and other sites' links alone", () => {
    form.choose("es");
    document.body.innerHTML = `<a href="/about#team">View the page</a><a href="/admin/guide">Guide</a><a href="https://example.org/about">Elsewhere</a>`;
    for (const link of screen.getAllByRole("link")) fireEvent.focusIn(link);
    expect(screen.getByRole("link", { name: "View the page" })).toHaveAttribute("href", "/es/about#team");
    expect(screen.getByRole("link", { name: "Guide" })).toHaveAttribute("href", "/admin/guide");
    expect(screen.getByRole("link", { name: "Elsewhere" })).toHaveAttribute("href", "https://example.org/about");

    form.choose("en");
    fireEvent.focusIn(screen.getByRole("link", { name: "View the page" }));
    expect(screen.getByRole("link", { name: "View the page" })).toHaveAttribute("href", "/about#team");
  });
});

describe("the switch above the form", () => {
  it("names each language in its own language, presses the one written in, and turns the form", () => {
    document.body.append(renderFormLanguageSwitch(document, form, { label: "Textos en", names: { en: "English", es: "Español" } }));
    const group = screen.getByRole("group", { name: "Textos en" });
    expect(group).toBeVisible();
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Español" })).toHaveAttribute("lang", "es");
    fireEvent.click(screen.getByRole("button", { name: "Español" }));
    expect(form.chosen()).toBe("es");
    expect(screen.getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "false");
  });

  it("is not shown where no entry's form is open", () => {
    navigate("#/collections/pages");
    document.body.append(renderFormLanguageSwitch(document, form, { label: "Texts in", names: { en: "English", es: "Español" } }));
    expect(document.querySelector("[data-form-language]")).not.toBeVisible();
    navigate(entry);
    expect(screen.getByRole("group", { name: "Texts in" })).toBeVisible();
  });
});
