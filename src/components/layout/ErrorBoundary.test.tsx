import React from "react";
import { screen } from "@testing-library/react";
import { ErrorBoundary } from "./ErrorBoundary";
import { renderWithSite } from "../../../tests/support/render";

const copy = { heading: "Unexpected Application Error!", text: "Please reload.", homeLink: "Return to Home" };

function Throws({ error }: { error: unknown }): React.ReactElement {
  throw error;
}

describe("ErrorBoundary", () => {
  beforeEach(() => {
    // React and the boundary both report the caught error; that is expected here.
    jest.spyOn(console, "error").mockImplementation(() => undefined);
  });

  it("shows the page while nothing goes wrong", () => {
    renderWithSite(
      <ErrorBoundary copy={copy}>
        <p>Page content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText("Page content")).toBeInTheDocument();
  });

  it("replaces a failed page with the error screen and the error's message", () => {
    renderWithSite(
      <ErrorBoundary copy={copy}>
        <Throws error={new Error("Cannot read properties of undefined (reading 'title')")} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("Cannot read properties of undefined (reading 'title')")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("shows a failed response's status text", () => {
    renderWithSite(
      <ErrorBoundary copy={copy}>
        <Throws error={{ status: 503, statusText: "Service Unavailable", message: "ignored" }} />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Service Unavailable")).toBeInTheDocument();
  });

  it("logs what failed for whoever looks at the console", () => {
    renderWithSite(
      <ErrorBoundary copy={copy}>
        <Throws error={new Error("boom")} />
      </ErrorBoundary>,
    );
    expect(console.error).toHaveBeenCalledWith("Page failed to render:", expect.any(Error), expect.any(String));
  });
});
