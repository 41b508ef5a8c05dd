import React from "react";
import { screen, within } from "@testing-library/react";
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

  it("keeps the attributes the no-JavaScript styles of gatsby-ssr.tsx select", () => {
    const { container } = renderWithSite(<Header pathname="/" />);
    expect(container.querySelector("header[data-site-header]")).toBeInTheDocument();
    expect(container.querySelector("button[data-menu-toggle]")).toBeInTheDocument();
    expect(container.querySelector("#main-menu[data-menu-panel]")).toBeInTheDocument();
  });
});
