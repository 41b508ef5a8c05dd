import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import FamiliesPage from "./families";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { LocaleProvider } from "../lib/LocaleContext";

type Facts = Partial<Record<"ages" | "cost" | "languages", string>>;

const dataIn = (locale: "en" | "es", facts: Facts = {}): Queries.FamiliesPageQuery => {
  const page = yamlData("pages/families", locale);
  return {
    familiesPageYaml: { ...page, facts: { ...page.facts, ...facts } },
    formsYaml: yamlData("forms", locale),
    siteYaml: yamlData("site", locale),
  };
};

const renderFamilies = (locale: "en" | "es" = "en", facts: Facts = {}) =>
  renderWithSite(
    <LocaleProvider locale={locale}>
      <FamiliesPage {...({ data: dataIn(locale, facts), location: { pathname: locale === "es" ? "/es/families" : "/families" } } as PageProps<Queries.FamiliesPageQuery>)} />
    </LocaleProvider>,
  );

const region = (name: string) => screen.getByRole("region", { name });

describe("For Families page", () => {
  it("is headed For Families and answers a parent's questions in order", () => {
    renderFamilies();
    expect(screen.getByRole("heading", { level: 1, name: "For Families" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Who It Is For",
      "What the Program Is",
      "When and Where to Visit",
      "Who Works With the Young People",
      "Sign Up or Ask a Question",
    ]);
  });

  it("says who the program is for, what it is, and links to the whole curriculum", () => {
    renderFamilies();
    expect(region("Who It Is For")).toHaveTextContent("Our program is for middle and high school youth.");
    // The age Privacy asks a parent to write for, the same on both pages (data/site.yaml parentContactAge).
    expect(region("Who It Is For")).toHaveTextContent("For a young person under 13, a parent, grandparent or other caregiver writes to us.");
    expect(region("What the Program Is")).toHaveTextContent("The heart of the program is the 11-week curriculum.");
    expect(within(region("What the Program Is")).getByRole("link", { name: "See all 11 sessions" })).toHaveAttribute("href", "/programs#curriculum");
  });

  it("shows the open program hours and the address from the organization's data, as the Contact page does", () => {
    renderFamilies();
    const when = region("When and Where to Visit");
    expect(when).toHaveTextContent("2nd and 4th Friday of the month, 5–7 PM");
    // Under the hours' one name, what they are for after them.
    expect(within(when).getByRole("heading", { level: 3, name: "Open Program Hours" })).toBeInTheDocument();
    const said = Array.from(when.querySelectorAll("p"), (p) => p.textContent?.replace(/\s/g, " "));
    expect(said.slice(0, 2)).toEqual(["2nd and 4th Friday of the month, 5–7 PM", yamlData("site", "en").programSessions.purpose]);
    const calendar = yamlData("site", "en").programSessions.addToCalendar as string;
    expect(within(when).getByRole("link", { name: calendar })).toHaveAttribute("href", "/open-program-hours.ics");
    expect(when.querySelector("address")).toHaveTextContent("100 Example StreetVista, CA 92083");
  });

  it("says volunteers are screened and oriented before working with young people", () => {
    renderFamilies();
    expect(region("Who Works With the Young People")).toHaveTextContent(
      "Every volunteer goes through a screening process and an orientation before working with young people.",
    );
  });

  it("has one action: the sign-up form itself, asking what the team needs to call back, and nothing about partnerships or donations", () => {
    renderFamilies();
    const action = region("Sign Up or Ask a Question");
    expect(action).toHaveAttribute("id", "sign-up");
    const form = action.querySelector("form#sign-up-form");
    expect(form).toHaveAttribute("data-module", "mail-form");
    expect(within(action).getByRole("textbox", { name: "Name of the person writing" })).toBeRequired();
    expect(within(action).getByRole("textbox", { name: "Young person's first name" })).not.toBeRequired();
    expect(within(action).getByRole("combobox", { name: "Family's preferred language" })).toBeInTheDocument();
    expect(within(action).getByRole("button", { name: "Send Sign-Up Request" })).toBeInTheDocument();
    expect(action).not.toHaveTextContent(/partnership|donation/i);
    // It no longer sends the parent to the contact form.
    expect(within(action).queryAllByRole("link").filter((link) => link.getAttribute("href")?.includes("/contact"))).toEqual([]);
  });

  it("shows no facts card while ages, cost and languages are not published", () => {
    renderFamilies();
    expect(screen.queryByRole("region", { name: "Good to Know" })).not.toBeInTheDocument();
  });

  it("shows only the facts that are filled in", () => {
    renderFamilies("en", { cost: "The program is free.", languages: "  " });
    const facts = within(region("Good to Know")).getAllByRole("listitem");
    expect(facts.map((fact) => fact.textContent)).toEqual(["The program is free."]);
  });

  it("reads in Spanish with its links under /es", () => {
    renderFamilies("es", { ages: "De 11 a 18 años." });
    expect(screen.getByRole("heading", { level: 1, name: "Para familias" })).toBeInTheDocument();
    expect(region("Cuándo y dónde visitarnos")).toHaveTextContent("Segundo y cuarto viernes de cada mes");
    expect(within(region("Datos útiles")).getByRole("listitem")).toHaveTextContent("De 11 a 18 años.");
    expect(screen.getByRole("link", { name: "Vea las 11 sesiones" })).toHaveAttribute("href", "/es/programs#curriculum");
    const action = region("Inscríbase o haga una pregunta");
    expect(within(action).getByRole("textbox", { name: "Nombre de quien escribe" })).toBeRequired();
    expect(within(action).getByRole("button", { name: "Envíe su solicitud de inscripción" })).toBeInTheDocument();
  });
});
