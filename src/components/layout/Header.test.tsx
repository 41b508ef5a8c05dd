import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Header } from "./Header";
import { renderWithSite } from "../../../tests/support/render";

const mainNav = () => screen.getByRole("navigation", { name: "Main" });

describe("Header", () => {
  it("links the logo and name to the home page", () => {
    renderWithSite(<Header pathname="/" />);
    expect(screen.getByRole("link", { name: "ME vs. ME Youth Outreach, home" })).toHaveAttribute("href", "/");
  });

  it("links every page of the site, in order, and Get Involved to /contact", () => {
    renderWithSite(<Header pathname="/" />);
    const links = within(mainNav()).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/"],
      ["About", "/about"],
      ["Programs", "/programs"],
      ["Impact", "/impact"],
      ["Contact", "/contact"],
      ["Get Involved", "/contact"],
    ]);
  });

  it("marks the page being shown, and only that one, as current", () => {
    renderWithSite(<Header pathname="/programs/" />);
    const current = within(mainNav())
      .getAllByRole("link")
      .filter((link) => link.getAttribute("aria-current") === "page");
    expect(current.map((link) => link.textContent)).toEqual(["Programs"]);
  });
});

describe("the mobile menu", () => {
  it("opens from its button, which says whether it is open and what it controls", async () => {
    const user = userEvent.setup();
    renderWithSite(<Header pathname="/" />);
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(document.getElementById(button.getAttribute("aria-controls") ?? "")).toContainElement(
      screen.getByRole("link", { name: "About" }),
    );

    await user.click(button);
    expect(screen.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
  });

  it("closes when a link is chosen", async () => {
    const user = userEvent.setup();
    renderWithSite(<Header pathname="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Impact" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when Get Involved is chosen", async () => {
    const user = userEvent.setup();
    renderWithSite(<Header pathname="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByRole("link", { name: "Get Involved" }));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    renderWithSite(<Header pathname="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.tab();
    expect(screen.getByRole("link", { name: "Home" })).toHaveFocus();

    await user.keyboard("{Escape}");
    const button = screen.getByRole("button", { name: "Menu" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes when the visitor clicks elsewhere on the page", async () => {
    const user = userEvent.setup();
    renderWithSite(
      <>
        <Header pathname="/" />
        <p>Page text</p>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Menu" }));
    await user.click(screen.getByText("Page text"));
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when the page changes", async () => {
    const user = userEvent.setup();
    const { rerender } = renderWithSite(<Header pathname="/" />);
    await user.click(screen.getByRole("button", { name: "Menu" }));
    rerender(<Header pathname="/about" />);
    expect(screen.getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
  });
});
