import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { localePath, type Locale } from "../../lib/locales";
import { addressLocale, formLanguage, withAddressLocale } from "./formLanguage";

// The form's language is brought back on a quarter-second round: these tests move the clock themselves.
jest.useFakeTimers();

const form = formLanguage(window, {
  locales: ["en", "es"],
  defaultLocale: "en",
  phrases: { writingIn: "Writing in %{locale}", fillIn: "Fill in from another locale" },
  localePath: (locale, path) => localePath(locale as Locale, path),
});

const entry = "#/collections/pages/entries/home";
const goTo = (hash: string) => window.history.replaceState(null, "", `/admin/${hash}`);

/** Decap's "Writing in" menu above the form: a button that opens the language list, a choice that turns the form. */
function decapMenu(shown: "EN" | "ES" = "EN"): HTMLElement {
  const menu = document.createElement("div");
  const button = document.createElement("span");
  button.setAttribute("role", "button");
  button.setAttribute("aria-haspopup", "true");
  button.textContent = `Writing in ${shown}`;
  button.addEventListener("click", () => {
    const list = document.createElement("ul");
    list.setAttribute("role", "menu");
    for (const code of ["EN", "ES"]) {
      const item = document.createElement("li");
      item.setAttribute("role", "menuitem");
      item.textContent = code;
      item.addEventListener("click", () => {
        button.textContent = `Writing in ${code}`;
        list.remove();
      });
      list.append(item);
    }
    menu.append(list);
  });
  menu.append(button);
  document.body.append(menu);
  return menu;
}

const writingIn = () => screen.getByRole("button", { name: /^Writing in/ }).textContent;
const nextRound = () => act(() => jest.advanceTimersByTime(250));

beforeEach(() => {
  document.body.innerHTML = "";
  goTo(entry);
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

  it("keeps the language picked in Decap's menu in the address, and English without it", () => {
    decapMenu();
    fireEvent.click(screen.getByRole("button", { name: "Writing in EN" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "ES" }));
    expect(window.location.hash).toBe(`${entry}?lang=es`);
    expect(form.chosen()).toBe("es");
    fireEvent.click(screen.getByRole("button", { name: "Writing in ES" }));
    fireEvent.click(screen.getByRole("menuitem", { name: "EN" }));
    expect(window.location.hash).toBe(entry);
    expect(form.chosen()).toBe("en");
  });

  it("turns a form Decap starts again in English (a reload, a save) back to the language in the address", () => {
    goTo(`${entry}?lang=es`);
    decapMenu("EN");
    expect(form.shown()).toBe("en");
    nextRound();
    expect(writingIn()).toBe("Writing in ES");
    expect(form.shown()).toBe("es");
    // The address keeps the language, and the form stays in it.
    expect(window.location.hash).toBe(`${entry}?lang=es`);
    nextRound();
    expect(writingIn()).toBe("Writing in ES");
  });

  it("turns the form to the language a refused save points at", () => {
    decapMenu("EN");
    form.choose("es");
    expect(window.location.hash).toBe(`${entry}?lang=es`);
    nextRound();
    expect(writingIn()).toBe("Writing in ES");
  });

  it("writes no language into the address of a page that is not an entry's form", () => {
    goTo("#/collections/pages");
    form.choose("es");
    expect(window.location.hash).toBe("#/collections/pages");
  });

  it("opens the site's pages in the language being written, and leaves the editor's own and other sites' links alone", () => {
    goTo(`${entry}?lang=es`);
    document.body.innerHTML = `<a href="/about#team">View the page</a><a href="/admin/guide">Guide</a><a href="https://example.org/about">Elsewhere</a>`;
    for (const link of screen.getAllByRole("link")) fireEvent.focusIn(link);
    expect(screen.getByRole("link", { name: "View the page" })).toHaveAttribute("href", "/es/about#team");
    expect(screen.getByRole("link", { name: "Guide" })).toHaveAttribute("href", "/admin/guide");
    expect(screen.getByRole("link", { name: "Elsewhere" })).toHaveAttribute("href", "https://example.org/about");

    goTo(entry);
    fireEvent.focusIn(screen.getByRole("link", { name: "View the page" }));
    expect(screen.getByRole("link", { name: "View the page" })).toHaveAttribute("href", "/about#team");
  });

  it("does not offer Decap's “Fill in from another locale”", async () => {
    document.body.innerHTML = `<div class="copy"><button aria-haspopup="true">Fill in from another locale</button></div><button>Save</button>`;
    await waitFor(() => expect(screen.queryByRole("button", { name: "Fill in from another locale" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Save" })).toBeVisible();
  });
});
