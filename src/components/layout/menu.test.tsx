import React from "react";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "./Header";
import Menu from "./menu.enhance";
import { initAll } from "../../enhance/initAll";
import { renderWithSite } from "../../../tests/support/render";
import { yamlData } from "../../../tests/support/content";

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

/** jsdom cannot load another page: links are followed no further than the document's click. */
const stayOnPage = (event: Event) => {
  if ((event.target as Element).closest("a")) event.preventDefault();
};
beforeAll(() => document.addEventListener("click", stayOnPage));
afterAll(() => document.removeEventListener("click", stayOnPage));

/** The header as the server renders it, with the menu module started as the page's script does. */
function renderHeader(extra?: React.ReactNode) {
  const result = renderWithSite(
    <>
      <Header pathname="/" />
      {extra}
    </>,
  );
  initAll({ menu: Menu }, { scope: document });
  return result;
}

describe("the mobile menu", () => {
  it("is rendered closed, with its panel shown by CSS only while the button is expanded", () => {
    renderWithSite(<Header pathname="/" />);
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(mainNav()).toHaveAttribute("data-module", "menu");
    const css = Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
    expect(css).toMatch(/\[aria-expanded="true"\]\s*\+\s*\.[\w-]+\s*\{\s*display:\s*block/);
  });

  it("opens from its button, which says whether it is open and what it controls", async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole("button", { name: "Menu" });
    expect(document.getElementById(button.getAttribute("aria-controls") ?? "")).toContainElement(
      screen.getByRole("link", { name: "About Us" }),
    );

    await user.click(button);
    expect(screen.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Impact" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when Get Involved is chosen", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Get Involved" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();

    await user.keyboard("{Escape}");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes on Escape without taking focus when focus is elsewhere on the page", async () => {
    const user = userEvent.setup();
    renderHeader(<input aria-label="Search" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    screen.getByRole("textbox", { name: "Search" }).focus();

    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("textbox", { name: "Search" })).toHaveFocus();
  });

  it("closes when the visitor clicks elsewhere on the page", async () => {
    const user = userEvent.setup();
    renderHeader(<p>Page text</p>);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByText("Page text"));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open while focus moves within it, and closes when Tab leaves it (WCAG 2.4.11)", async () => {
    const user = userEvent.setup();
    renderHeader(<a href="/next">Next on the page</a>);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    // The menu's links in order, as data/ writes them, then the highlighted button (the other
    // language's link is before the menu button, outside the menu).
    const nav = yamlData("nav");
    const menuLinks = [...(nav.main as { label: string }[]), ...((nav.menuOnly ?? []) as { label: string }[])].map((link) => link.label);
    for (const name of [...menuLinks, nav.cta.label]) {
      await user.tab();
      expect(screen.getByRole("link", { name })).toHaveFocus();
      expect(screen.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
    }

    await user.tab();
    expect(screen.getByRole("link", { name: "Next on the page" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("is rendered closed on every page (each page is a fresh document)", () => {
    renderWithSite(<Header pathname="/about" />);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("reports markup it cannot work with instead of failing silently", () => {
    const onError = jest.fn();
    const { container } = renderWithSite(<nav data-module="menu" aria-label="Broken" />);
    initAll({ menu: Menu }, { scope: container, onError });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/data-menu-toggle/) }), "menu", expect.anything());
  });
});
