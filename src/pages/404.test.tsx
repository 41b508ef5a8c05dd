import React from "react";
import { screen } from "@testing-library/react";
import NotFoundPage from "./404";
import NotFoundLog from "../components/layout/notFoundLog.enhance";
import { initAll } from "../enhance/initAll";
import { renderWithSite } from "../../tests/support/render";
import { LocaleProvider } from "../lib/LocaleContext";

describe("Not-found page", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("says the page was not found and offers the way home", () => {
    renderWithSite(<NotFoundPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("on a Spanish address, says so in Spanish and offers the way to the Spanish home page", () => {
    renderWithSite(
      <LocaleProvider locale="es">
        <NotFoundPage />
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "¡Uy! No encontramos esta página" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Vuelva al inicio" })).toHaveAttribute("href", "/es");
  });

  it("logs nothing while rendering: the page's script does", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderWithSite(<NotFoundPage />);
    expect(log).not.toHaveBeenCalled();
  });

  it("logs the path the visitor asked for, once", () => {
    const log = jest.spyOn(console, "error").mockImplementation(() => undefined);
    window.history.replaceState(null, "", "/programs/old-page");
    renderWithSite(<NotFoundPage />);
    initAll({ "not-found": NotFoundLog }, { scope: document });
    initAll({ "not-found": NotFoundLog }, { scope: document });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("404: no page at", "/programs/old-page");
  });
});
