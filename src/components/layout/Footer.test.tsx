import React from "react";
import { yamlData } from "../../../tests/support/content";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Footer } from "./Footer";
import { renderWithSite } from "../../../tests/support/render";
import { LocaleProvider } from "../../lib/LocaleContext";
import TooltipModule from "../ui/tooltip.enhance";
import { initAll } from "../../enhance/initAll";
import { theme } from "../../theme/theme";

const linksIn = (name: string) =>
  within(screen.getByRole("heading", { name }).parentElement as HTMLElement)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Footer", () => {
  it("shows the Vista address, the phone note and the e-mail as a mailto link", () => {
    renderWithSite(<Footer />);
    const contact = screen.getByRole("heading", { name: "Contact" }).parentElement as HTMLElement;
    expect(within(contact).getByText(/Vista, CA 92083/)).toBeInTheDocument();
    expect(within(contact).getByText("Contact us for phone number")).toBeInTheDocument();
    expect(within(contact).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
  });

  it("has quick links to the pages (not dead #anchors)", () => {
    renderWithSite(<Footer />);
    expect(linksIn("Quick Links")).toEqual([
      ["About Us", "/about"],
      ["Our Programs", "/programs"],
      ["Our Impact", "/impact"],
      ["Contact", "/contact"],
    ]);
  });

  it("links each program of data/programs.yaml to its section on /programs, by its short title", () => {
    renderWithSite(<Footer />);
    const programs: { id: string; shortTitle: string }[] = yamlData("programs").programs;
    expect(linksIn("Programs")).toEqual(programs.map((program) => [program.shortTitle, `/programs#${program.id}`]));
  });

  it("opens Facebook and Instagram in a new tab, safely, and hides a social link without a URL", () => {
    renderWithSite(<Footer />);
    const social = screen.getByRole("list", { name: "Follow us" });
    const links = within(social).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook (opens in a new tab)",
      "Instagram (opens in a new tab)",
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(screen.queryByRole("link", { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it("shows a LinkedIn link once it has a URL", () => {
    const site = {
      social: [{ platform: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/example" }],
    };
    renderWithSite(<Footer />, { site });
    expect(screen.getByRole("link", { name: "LinkedIn (opens in a new tab)" })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/company/example",
    );
  });

  it("links the Privacy Policy, Terms of Service and Accessibility pages", () => {
    renderWithSite(<Footer />);
    const legal = within(screen.getByRole("navigation", { name: "Legal" })).getAllByRole("link");
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Accessibility", "/accessibility"],
    ]);
  });

  it("says who holds the copyright, in the year of the build", () => {
    renderWithSite(<Footer />);
    expect(screen.getByText("© 2026 ME vs. ME Youth Outreach. All rights reserved.")).toBeInTheDocument();
  });

  it("holds the newsletter form (its behaviour is the subscribe module's, tested beside it)", () => {
    renderWithSite(<Footer />);
    expect(screen.getByRole("heading", { name: "Stay Connected" })).toBeInTheDocument();
    expect(screen.getByLabelText("Your email address")).toHaveAttribute("type", "email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeInTheDocument();
  });

  it("draws every focus ring in the footer in the light ring, which stands out on navy", () => {
    const { container } = renderWithSite(<Footer />);
    const footerClass = Array.from((container.querySelector("footer") as HTMLElement).classList).pop();
    const css = Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
    expect(css).toContain(`.${footerClass} :focus-visible{outline-color:${theme.roles.focus.ringOnInverse};}`);
  });
});

describe("Footer on a Spanish page", () => {
  const renderSpanish = () =>
    renderWithSite(
      <LocaleProvider locale="es">
        <Footer />
      </LocaleProvider>,
    );

  it("has quick links to the Spanish pages", () => {
    renderSpanish();
    expect(linksIn("Enlaces rápidos")).toEqual([
      ["Quiénes somos", "/es/about"],
      ["Nuestros programas", "/es/programs"],
      ["Nuestro impacto", "/es/impact"],
      ["Contacto", "/es/contact"],
    ]);
  });

  it("links each program to its section on /es/programs, by its Spanish short title", () => {
    renderSpanish();
    const programs: { id: string; shortTitle: string }[] = yamlData("programs", "es").programs;
    expect(linksIn("Programas")).toEqual(programs.map((program) => [program.shortTitle, `/es/programs#${program.id}`]));
  });

  it("links the Spanish legal pages", () => {
    renderSpanish();
    const legal = within(screen.getByRole("navigation", { name: "Información legal" })).getAllByRole("link");
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Política de privacidad", "/es/privacy"],
      ["Términos del servicio", "/es/terms"],
      ["Accesibilidad", "/es/accessibility"],
    ]);
  });

  it("leaves the e-mail and the social networks' addresses as they are, and says in Spanish that they open a new tab", () => {
    renderSpanish();
    const contact = screen.getByRole("heading", { name: "Contacto" }).parentElement as HTMLElement;
    expect(within(contact).getByText("Contáctenos para obtener nuestro número de teléfono")).toBeInTheDocument();
    expect(within(contact).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
    const social = screen.getByRole("list", { name: "Síganos" });
    expect(
      within(social)
        .getAllByRole("link")
        .map((link) => [link.getAttribute("aria-label"), link.getAttribute("href")]),
    ).toEqual([
      ["Facebook (se abre en una pestaña nueva)", "https://www.facebook.com/"],
      ["Instagram (se abre en una pestaña nueva)", "https://www.instagram.com/"],
    ]);
  });

  it("says who holds the copyright, and offers the newsletter, in Spanish", () => {
    renderSpanish();
    expect(screen.getByText("© 2026 ME vs. ME Youth Outreach. Todos los derechos reservados.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Manténgase en contacto" })).toBeInTheDocument();
  });
});

describe("the footer's social icons", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("are named by a tooltip after 700 ms of hover, and at once on keyboard focus", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithSite(<Footer />);
    initAll({ tooltip: TooltipModule }, { scope: document });
    const social = screen.getByRole("list", { name: "Follow us" });
    const bubble = within(social).getByText("Facebook", { selector: "[data-tooltip-bubble]" });
    expect(bubble).not.toBeVisible();

    await user.hover(within(social).getByRole("link", { name: /Facebook/ }));
    act(() => jest.advanceTimersByTime(700));
    expect(bubble).toBeVisible();
    await user.keyboard("{Escape}");
    expect(bubble).not.toBeVisible();

    within(social).getByRole("link", { name: /Instagram/ }).focus();
    expect(within(social).getByText("Instagram", { selector: "[data-tooltip-bubble]" })).toBeVisible();
  });
});
