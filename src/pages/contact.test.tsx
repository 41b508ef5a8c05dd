import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import ContactPage from "./contact";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { fillIn, panels, renderPage, watchMailInEachTest } from "../../tests/support/mailPage";

const data: Queries.ContactPageQuery = {
  contactPageYaml: yamlData("pages/contact"),
  formsYaml: yamlData("forms"),
  siteYaml: yamlData("site"),
  programsYaml: yamlData("programs"),
};

/** The page as the server renders it, in the Layout's frame, with its modules started. */
const renderContact = (search = "", pageData: Queries.ContactPageQuery = data) => {
  window.history.replaceState(null, "", `/contact${search}`);
  return renderPage(
    <ContactPage {...({ data: pageData, location: { pathname: "/contact", search } } as PageProps<Queries.ContactPageQuery>)} />,
    renderWithSite,
  );
};

const volunteerForm = () => screen.getByRole("region", { name: "Become a Volunteer" });
const messageForm = () => screen.getByRole("region", { name: "Send Us a Message" });

watchMailInEachTest();

describe("Contact page", () => {
  it("is headed Contact, with the volunteer card at #volunteer and the message card at #message", () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contact" })).toBeInTheDocument();
    expect(volunteerForm()).toHaveAttribute("id", "volunteer");
    expect(messageForm()).toHaveAttribute("id", "message");
  });

  it("gives the four info cards headings of their own (h2), not under Become a Volunteer", () => {
    renderContact();
    const headings = Array.from(document.querySelectorAll("h1, h2, h3"), (heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual([
      "H1 Contact",
      "H2 Become a Volunteer",
      "H2 Visit Us",
      "H2 How to Reach Us",
      "H2 Email Us",
      "H2 Open Program Hours",
      "H2 Send Us a Message",
    ]);
  });

  it("shows the four info cards", () => {
    renderContact();
    const site = yamlData("site");
    const page = yamlData("pages/contact");
    expect(screen.getByRole("heading", { name: "Visit Us" }).parentElement).toHaveTextContent("Vista, CA 92083");
    // No phone in data/site.yaml: no Call Us without a number, but how to get it instead.
    expect(screen.queryByRole("heading", { name: "Call Us" })).not.toBeInTheDocument();
    const reach = screen.getByRole("heading", { name: "How to Reach Us" }).parentElement as HTMLElement;
    expect(reach).toHaveTextContent(site.phoneNote.replace("{email}", site.email).replace(/\s+/g, " "));
    expect(within(reach).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
    // The weekday hours say what they are, after their label.
    expect(reach).toHaveTextContent(page.call.hours.replace("{hours}", site.phoneHours).replace(/\s/g, " "), { normalizeWhitespace: true });
    const email = screen.getByRole("heading", { name: "Email Us" }).parentElement as HTMLElement;
    expect(within(email).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
    expect(email).toHaveTextContent("We answer messages within 24 hours on weekdays.");
    const hours = screen.getByRole("heading", { name: "Open Program Hours" }).parentElement as HTMLElement;
    // The hours first, then what they are for ("these hours"), then the calendar.
    expect(Array.from(hours.querySelectorAll("p"), (p) => p.textContent?.replace(/\s/g, " "))).toEqual([
      "2nd and 4th Friday of the month, 5–7 PM",
      site.programSessions.purpose,
      "Add these hours to my calendar",
    ]);
    const calendar = within(hours).getByRole("link", { name: "Add these hours to my calendar" });
    expect(calendar).toHaveAttribute("href", "/open-program-hours.ics");
    expect(calendar).toHaveAttribute("type", "text/calendar");
  });

  it("says when to come by: the Visit card names the open program hours as their own card is headed, and the office's weekday hours are the phone's", () => {
    renderContact();
    const site = yamlData("site");
    const page = yamlData("pages/contact");
    const visit = screen.getByRole("heading", { name: page.visit.heading }).parentElement as HTMLElement;
    const hoursName = (screen.getByRole("heading", { name: site.programSessions.name }) as HTMLElement).textContent as string;
    expect(page.visit.text).toContain("{hours}");
    expect(visit).toHaveTextContent(page.visit.text.replace("{hours}", hoursName), { normalizeWhitespace: true });
    // The weekday hours are not the Visit card's: they stay in the card about reaching us.
    expect(visit).not.toHaveTextContent(site.phoneHours.replace(/\s/g, " "), { normalizeWhitespace: true });
  });
});

describe("the phone card, once data/site.yaml has a phone number", () => {
  it("is Call Us, with the number as a call link and the phone hours", () => {
    renderContact("", { ...data, siteYaml: { ...data.siteYaml, phone: "(760) 555-0100" } as Queries.ContactPageQuery["siteYaml"] });
    expect(screen.queryByRole("heading", { name: "How to Reach Us" })).not.toBeInTheDocument();
    const call = screen.getByRole("heading", { level: 2, name: "Call Us" }).parentElement as HTMLElement;
    expect(within(call).getByRole("link", { name: "(760) 555-0100" })).toHaveAttribute("href", "tel:+17605550100");
    expect(call).toHaveTextContent("Monday–Friday, 9 AM–6 PM", { normalizeWhitespace: true });
  });
});

describe("the forms, as the spec names them", () => {
  // The controls a person fills in: not the hidden form-name, nor the honeypot hidden from everyone.
  const controls = (region: HTMLElement) =>
    (Array.from(region.querySelectorAll("form input, form select, form textarea")) as HTMLInputElement[]).filter((control) => control.type !== "hidden" && !control.closest("[hidden]"));

  it("have the volunteer form's fields, types and required marks", () => {
    renderContact();
    expect(controls(volunteerForm()).map((el) => [el.name, el.tagName === "INPUT" ? el.type : el.tagName.toLowerCase(), el.required])).toEqual([
      ["volunteerFirstName", "text", true],
      ["volunteerLastName", "text", true],
      ["volunteerEmail", "email", true],
      ["volunteerPhone", "tel", false],
      ["volunteerInterest", "select", true],
      ["availability", "select", false],
      ["experience", "select", false],
      ["volunteerMessage", "textarea", false],
    ]);
  });

  it("have the contact form's fields", () => {
    renderContact();
    expect(controls(messageForm()).map((el) => el.name)).toEqual(["firstName", "lastName", "email", "phone", "interest", "message"]);
  });

  it("offer exactly the spec's option values, each with a readable label; the contact form one per program, by its title, before its own", () => {
    renderContact();
    const values = (name: string) =>
      Array.from((document.querySelector(`select[name="${name}"]`) as HTMLSelectElement).options)
        .map((option) => option.value)
        .filter(Boolean);
    expect(values("volunteerInterest")).toEqual(["mentoring", "program-assistant", "event-support", "administration", "fundraising", "community-outreach", "multiple"]);
    expect(values("availability")).toEqual(["weekdays", "weekends", "evenings", "flexible"]);
    expect(values("experience")).toEqual(["youth-work", "education", "counseling", "nonprofit", "first-time", "other"]);
    const programs = data.programsYaml?.programs ?? [];
    expect(values("interest")).toEqual([...programs.map((program) => program.id), "volunteer", "donate", "other"]);
    const labels = (name: string) => data.formsYaml?.contact.fields.find((field) => field.name === name)?.options?.map((option) => option.label) ?? [];
    for (const label of [...programs.map((program) => program.title), ...labels("interest")]) expect(screen.getAllByRole("option", { name: label })).toHaveLength(1);
  });

  it("give every control a visible label, with an asterisk for the required ones", () => {
    renderContact();
    for (const control of controls(document.body)) {
      const label = document.querySelector(`label[for="${control.id}"]`);
      expect(label?.textContent?.length).toBeGreaterThan(2);
      expect(label?.textContent?.endsWith(" *")).toBe(control.required);
    }
  });
});

describe("the page's mail actions", () => {
  it("keeps one panel per action: each form's after that form", async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole("button", { name: "Schedule a Visit" }));
    const volunteer = within(volunteerForm());
    await fillIn(user, volunteer.getByLabelText("First name *"), "Ana");
    await fillIn(user, volunteer.getByLabelText("Last name *"), "Lee");
    await fillIn(user, volunteer.getByLabelText("Email *"), "ana@example.com");
    await user.selectOptions(volunteer.getByLabelText("Areas of interest *"), "mentoring");
    await user.click(volunteer.getByRole("button", { name: "Submit Volunteer Application" }));
    expect(panels()).toHaveLength(2);
    expect(document.getElementById("volunteer-form")?.nextElementSibling).toBe(panels()[0]);
    await user.click(volunteer.getByRole("button", { name: "Submit Volunteer Application" }));
    expect(panels()).toHaveLength(2);
  });

});
