import React from "react";
import { yamlData } from "../../../tests/support/content";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Footer } from "./Footer";
import { renderWithSite } from "../../../tests/support/render";
import { LocaleProvider } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";
import TooltipModule from "../ui/tooltip.enhance";
import { initAll } from "../../enhance/initAll";
import { theme } from "../../theme/theme";

/** The links of a list of data/nav.yaml in a language, as a visitor reads them: words and address. */
const navLinks = (list: "quick" | "legal", locale: "en" | "es" = "en") =>
  (yamlData("nav", locale)[list] as { label: string; to: string }[]).map((link) => [link.label, localePath(locale, link.to)]);

const linksIn = (name: string) =>
  within(screen.getByRole("heading", { name }).parentElement as HTMLElement)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("Footer", () => {
  it("shows the Vista address and the e-mail as a mailto link, and no phone while data/site.yaml has none", () => {
    renderWithSite(<Footer />);
    const contact = screen.getByRole("heading", { name: "Contact" }).parentElement as HTMLElement;
    const address = contact.querySelector("address") as HTMLElement;
    expect(address).toHaveTextContent("Vista, CA 92083");
    // The state's short form says what it stands for (WCAG 3.1.4).
    expect(within(address).getByText("CA")).toHaveAttribute("title", "California");
    // The e-mail is the only link: no phone line, and no note standing in for one.
    expect(within(contact).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["info@example.org", "mailto:info@example.org"],
    ]);
  });

  it("shows the phone number as a call link once data/site.yaml has one", () => {
    renderWithSite(<Footer />, { site: { phone: "(760) 555-0100" } });
    const contact = screen.getByRole("heading", { name: "Contact" }).parentElement as HTMLElement;
    expect(within(contact).getByRole("link", { name: "(760) 555-0100" })).toHaveAttribute("href", "tel:+17605550100");
  });

  it("has the quick links of data/nav.yaml, to the pages (not dead #anchors)", () => {
    renderWithSite(<Footer />);
    expect(linksIn("Quick Links")).toEqual(navLinks("quick"));
    expect(linksIn("Quick Links").length).toBeGreaterThan(0);
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

  it("links the bottom row of data/nav.yaml, the Privacy Policy and the site map among them", () => {
    renderWithSite(<Footer />);
    const legal = within(screen.getByRole("navigation", { name: yamlData("layout").footer.legalNavLabel })).getAllByRole("link");
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(navLinks("legal"));
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(expect.arrayContaining([["Privacy Policy", "/privacy"], ["Site map", "/site-map"]]));
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

  it("has the Spanish quick links of data/nav.yaml, to the Spanish pages", () => {
    renderSpanish();
    expect(linksIn(yamlData("layout", "es").footer.quickLinksHeading)).toEqual(navLinks("quick", "es"));
    expect(navLinks("quick", "es").every(([, href]) => href.startsWith("/es/"))).toBe(true);
  });

  it("links each program to its section on /es/programs, by its Spanish short title", () => {
    renderSpanish();
    const programs: { id: string; shortTitle: string }[] = yamlData("programs", "es").programs;
    expect(linksIn("Programas")).toEqual(programs.map((program) => [program.shortTitle, `/es/programs#${program.id}`]));
  });

  it("links the Spanish legal pages and site map", () => {
    renderSpanish();
    const legal = within(screen.getByRole("navigation", { name: yamlData("layout", "es").footer.legalNavLabel })).getAllByRole("link");
    expect(legal.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(navLinks("legal", "es"));
    expect(legal.map((link) => link.getAttribute("href"))).toEqual(expect.arrayContaining(["/es/privacy", "/es/site-map"]));
  });

  it("leaves the e-mail and the social networks' addresses as they are, and says in Spanish that they open a new tab", () => {
    renderSpanish();
    const contact = screen.getByRole("heading", { name: "Contacto" }).parentElement as HTMLElement;
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
