import React from "react";
import { render, screen } from "@testing-library/react";
import { ButtonLink } from "./ButtonLink";
import { LocaleProvider } from "../../lib/LocaleContext";

describe("ButtonLink", () => {
  it("leads to the page as data/ writes it on an English page", () => {
    render(<ButtonLink to="/contact">Get Involved</ButtonLink>);
    expect(screen.getByRole("link", { name: "Get Involved" })).toHaveAttribute("href", "/contact");
  });

  it.each([
    ["/contact", "/es/contact"],
    ["/contact?interest=donate", "/es/contact?interest=donate"],
    ["/programs#mentorship", "/es/programs#mentorship"],
    ["/", "/es"],
  ])("on a Spanish page leads %s to the Spanish page %s", (to, spanish) => {
    render(
      <LocaleProvider locale="es">
        <ButtonLink to={to}>Participe</ButtonLink>
      </LocaleProvider>,
    );
    expect(screen.getByRole("link", { name: "Participe" })).toHaveAttribute("href", spanish);
  });
});
