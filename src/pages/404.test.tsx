import React from "react";
import { screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import NotFoundPage from "./404";
import { renderWithSite } from "../../tests/support/render";

describe("Not-found page", () => {
  it("says the page was not found and offers the way home", () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithSite(<NotFoundPage {...({ location: { pathname: "/missing" } } as PageProps)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("logs the path the visitor asked for", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithSite(<NotFoundPage {...({ location: { pathname: "/programmes/old-page" } } as PageProps)} />);
    expect(log).toHaveBeenCalledWith("404: no page at", "/programmes/old-page");
  });
});
