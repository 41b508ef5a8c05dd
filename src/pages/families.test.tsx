import React from "react";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import FamiliesPage from "./families";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { LocaleProvider } from "../lib/LocaleContext";

type Answers = Partial<Record<"ages" | "cost" | "groups" | "screening" | "languages", string | null>>;

const dataIn = (locale: "en" | "es", answers: Answers = {}, phone?: string): Queries.FamiliesPageQuery => {
  const site = yamlData("site", locale);
  return {
    familiesPageYaml: yamlData("pages/families", locale),
    formsYaml: yamlData("forms", locale),
    siteYaml: { ...site, ...(phone ? { phone } : {}), familyFacts: { ...site.familyFacts, ...answers } },
    programsYaml: yamlData("programs", locale),
  };
};

const renderFamilies = (locale: "en" | "es" = "en", answers: Answers = {}, phone?: string) =>
  renderWithSite(
    <LocaleProvider locale={locale}>
      <FamiliesPage {...({ data: dataIn(locale, answers, phone), location: { pathname: locale === "es" ? "/es/families" : "/families" } } as PageProps<Queries.FamiliesPageQuery>)} />
    </LocaleProvider>,
  );

const region = (name: string) => screen.getByRole("region", { name });

describe("For Families page", () => {
  it("is headed For Families and answers a parent's questions in order", () => {
    renderFamilies();
    expect(screen.getByRole("heading", { level: 1, name: "For Families" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Who It Is For",
      "What We Offer",
      "When and Where to Visit",
      "What Families Ask",
      "Sign Up or Ask a Question",
    ]);
  });

  it("says who the programs are for, what we offer (every program, by its title), and links to the whole curriculum", () => {
    renderFamilies();
    expect(region("Who It Is For")).toHaveTextContent("Our programs are for middle and high school youth.");
    // The age Privacy asks a parent to write for, the same on both pages (data/site.yaml parentContactAge).
    expect(region("Who It Is For")).toHaveTextContent("For a young person under 13, a parent, grandparent or other caregiver writes to us.");
    const offer = region("What We Offer");
    expect(offer).toHaveTextContent("In the 11-week Mentorship Curriculum, a group meets with mentors each week");
    // Not "the program": every program, as the Programs page names it, each a link to its card there.
    const programs = yamlData("programs").programs as { id: string; title: string }[];
    const list = within(offer).getByRole("list");
    expect(within(list).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")])).toEqual(programs.map((program) => [program.title, `/programs#${program.id}`]));
    expect(within(offer).getByRole("link", { name: "See all 11 sessions" })).toHaveAttribute("href", "/programs#curriculum");
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

  it("answers what a family asks first from the organization's data: who works with the child, as Organization says", () => {
    renderFamilies();
    const questions = region("What Families Ask");
    const pairs = Array.from(questions.querySelectorAll("dt"), (term) => [term.textContent, term.nextElementSibling?.textContent]);
    const ask = yamlData("pages/families").questions.ask as string;
    expect(pairs).toEqual([
      ["Which ages can join", yamlData("site").familyFacts.ages ?? ask],
      ["What it costs", yamlData("site").familyFacts.cost ?? ask],
      ["When and where the groups meet", yamlData("site").familyFacts.groups ?? ask],
      ["Who works with the young people", "Every volunteer goes through a screening process and an orientation before working with young people."],
    ]);
  });

  it("says to ask, and how, for every answer not written yet, instead of leaving the question out", () => {
    renderFamilies("en", { ages: null, cost: "  ", groups: null, screening: null, languages: null });
    const questions = region("What Families Ask");
    expect(Array.from(questions.querySelectorAll("dt"), (term) => term.textContent)).toEqual(["Which ages can join", "What it costs", "When and where the groups meet", "Who works with the young people"]);
    expect(Array.from(questions.querySelectorAll("dd"), (answer) => answer.textContent)).toEqual(Array(4).fill("Not on our site yet: please ask us."));
    // How: the address as a link, and the form below (the page's own sign-up form).
    expect(questions).toHaveTextContent("To ask us anything, write to info@example.org or use the form below.");
    expect(within(questions).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
    expect(region("Sign Up or Ask a Question").querySelector("form")).not.toBeNull();
  });

  it("shows each answer once written, the languages only then, and the phone as a way to ask once there is one", () => {
    renderFamilies("en", { cost: "Free for every family.", languages: "Our team speaks English and Spanish." }, "(760) 555-0100");
    const questions = region("What Families Ask");
    const answerTo = (question: string) => Array.from(questions.querySelectorAll("dt")).find((term) => term.textContent === question)?.nextElementSibling?.textContent;
    expect(answerTo("What it costs")).toBe("Free for every family.");
    expect(answerTo("Languages we speak")).toBe("Our team speaks English and Spanish.");
    expect(questions).toHaveTextContent("To ask us anything, call (760) 555-0100, write to info@example.org or use the form below.");
    expect(within(questions).getByRole("link", { name: "(760) 555-0100" })).toHaveAttribute("href", "tel:+17605550100");
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

  it("reads in Spanish with its links under /es", () => {
    renderFamilies("es", { ages: "De 11 a 18 años.", cost: null });
    expect(screen.getByRole("heading", { level: 1, name: "Para familias" })).toBeInTheDocument();
    expect(region("Cuándo y dónde visitarnos")).toHaveTextContent("Segundo y cuarto viernes de cada mes");
    const questions = region("Lo que preguntan las familias");
    expect(questions).toHaveTextContent("Qué edades pueden participarDe 11 a 18 años.");
    expect(questions).toHaveTextContent("Cuánto cuestaAún no está en el sitio: pregúntenos, por favor.");
    expect(questions).toHaveTextContent("Para preguntarnos lo que quiera, escríbanos a info@example.org o use el formulario de abajo.");
    expect(within(region("Qué ofrecemos")).getByRole("link", { name: yamlData("programs", "es").programs[0].title })).toHaveAttribute("href", `/es/programs#${yamlData("programs", "es").programs[0].id}`);
    expect(screen.getByRole("link", { name: "Vea las 11 sesiones" })).toHaveAttribute("href", "/es/programs#curriculum");
    const action = region("Inscríbase o haga una pregunta");
    expect(within(action).getByRole("textbox", { name: "Nombre de quien escribe" })).toBeRequired();
    expect(within(action).getByRole("button", { name: "Envíe su solicitud de inscripción" })).toBeInTheDocument();
  });
});
