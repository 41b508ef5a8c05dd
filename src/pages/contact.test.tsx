import React from "react";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { PageProps } from "gatsby";
import ContactPage from "./contact";
import { renderWithSite } from "../../tests/support/render";
import { yamlData } from "../../tests/support/content";
import { fakeClipboard, lastMail, panels, renderPage, toasts, watchMail } from "../components/mail/testing";

const data = {
  contactPageYaml: yamlData("pages/contact"),
  formsYaml: yamlData("forms"),
  siteYaml: yamlData("site"),
  programmesYaml: yamlData("programmes"),
} as unknown as Queries.ContactPageQuery;

/** The page as the server renders it, in the Layout's frame, with its modules started. */
const renderContact = (search = "") => {
  window.history.replaceState(null, "", `/contact${search}`);
  return renderPage(
    <ContactPage {...({ data, location: { pathname: "/contact", search } } as unknown as PageProps<Queries.ContactPageQuery>)} />,
    renderWithSite,
  );
};

const volunteerForm = () => screen.getByRole("region", { name: "Become a Volunteer" });
const messageForm = () => screen.getByRole("region", { name: "Send Us a Message" });

let openMail: ReturnType<typeof watchMail>;
beforeEach(() => {
  openMail = watchMail();
  sessionStorage.clear();
});
afterEach(() => {
  openMail.mockRestore();
  window.history.replaceState(null, "", "/");
});

describe("Contact page", () => {
  it("is headed Contact Us, with the volunteer card at #volunteer and the message card at #message", () => {
    renderContact();
    expect(screen.getByRole("heading", { level: 1, name: "Contact Us" })).toBeInTheDocument();
    expect(volunteerForm()).toHaveAttribute("id", "volunteer");
    expect(messageForm()).toHaveAttribute("id", "message");
  });

  it("gives the four info cards headings of their own (h2), not under Become a Volunteer", () => {
    renderContact();
    const headings = Array.from(document.querySelectorAll("h1, h2, h3"), (heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual([
      "H1 Contact Us",
      "H2 Become a Volunteer",
      "H2 Visit Us",
      "H2 Call Us",
      "H2 Email Us",
      "H2 Program Hours",
      "H2 Send Us a Message",
    ]);
  });

  it("shows the four info cards", () => {
    renderContact();
    expect(screen.getByRole("heading", { name: "Visit Us" }).parentElement).toHaveTextContent("Vista, CA 92083");
    expect(screen.getByRole("heading", { name: "Call Us" }).parentElement).toHaveTextContent("Contact us for phone number");
    expect(screen.getByRole("heading", { name: "Call Us" }).parentElement).toHaveTextContent("Monday - Friday, 9AM-6PM");
    const email = screen.getByRole("heading", { name: "Email Us" }).parentElement as HTMLElement;
    expect(within(email).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
    expect(email).toHaveTextContent("We respond within 24 hours.");
    expect(screen.getByRole("heading", { name: "Program Hours" }).parentElement).toHaveTextContent("2nd & 4th Friday, 5:00 PM-7:00 PM");
  });
});

describe("the forms, as the spec names them", () => {
  const controls = (region: HTMLElement) =>
    Array.from(region.querySelectorAll("form input, form select, form textarea")) as HTMLInputElement[];

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

  it("offer exactly the spec's option values, each with a readable label", () => {
    renderContact();
    const values = (name: string) =>
      Array.from((document.querySelector(`select[name="${name}"]`) as HTMLSelectElement).options)
        .map((option) => option.value)
        .filter(Boolean);
    expect(values("volunteerInterest")).toEqual(["mentoring", "program-assistant", "event-support", "administration", "fundraising", "community-outreach", "multiple"]);
    expect(values("availability")).toEqual(["weekdays", "weekends", "evenings", "flexible"]);
    expect(values("experience")).toEqual(["youth-work", "education", "counseling", "nonprofit", "first-time", "other"]);
    expect(values("interest")).toEqual(["mentorship", "storytelling", "intervention", "volunteer", "donate", "other"]);
    expect(screen.getAllByRole("option", { name: "11-Week Mentorship Program" })).toHaveLength(1);
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

describe("sending the volunteer application", () => {
  it("opens the mail app with what was typed, and keeps it on the page", async () => {
    const user = userEvent.setup();
    renderContact();
    const form = within(volunteerForm());
    await user.type(form.getByLabelText("First name *"), "José");
    await user.type(form.getByLabelText("Last name *"), "Núñez");
    await user.type(form.getByLabelText("Email *"), "jose@example.com");
    await user.selectOptions(form.getByLabelText("Areas of interest *"), "mentoring");
    await user.type(form.getByLabelText("Why would you like to volunteer?"), "I want to give back &bcc=x@y.z");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));

    const mail = lastMail();
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Volunteer Application");
    expect(mail.body).toContain("within 48 hours");
    expect(mail.body).toContain("First name: José\r\nLast name: Núñez\r\nEmail: jose@example.com\r\nAreas of interest: Youth mentoring");
    expect(mail.body).toContain("I want to give back &bcc=x@y.z");

    const panel = screen.getByRole("region", { name: "Your email app should open now. Nothing happened?" });
    expect(within(panel).getByLabelText("Your message")).toHaveValue(mail.body.replace(/\r\n/g, "\n"));
    expect(within(panel).getByRole("link", { name: "Open email app again" })).toHaveAttribute("href", mail.url);
  });

  it("opens nothing while a required field is empty, and says which", async () => {
    const user = userEvent.setup();
    renderContact();
    const form = within(volunteerForm());
    await user.type(form.getByLabelText("First name *"), "Ana");
    await user.type(form.getByLabelText("Email *"), "not-an-address");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));

    expect(openMail).not.toHaveBeenCalled();
    const lastName = form.getByLabelText("Last name *");
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAttribute("aria-invalid", "true");
    expect(lastName).toHaveAccessibleDescription("Last name is required.");
    expect(form.getByLabelText("Email *")).toHaveAccessibleDescription("Enter an email address like name@example.com.");
    expect(form.getByLabelText("Areas of interest *")).toHaveAccessibleDescription("Areas of interest is required.");
    expect(form.getByLabelText("First name *")).not.toHaveAttribute("aria-invalid");
  });

  it("clears a field's error as soon as it is corrected", async () => {
    const user = userEvent.setup();
    renderContact();
    const form = within(volunteerForm());
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));
    await user.type(form.getByLabelText("First name *"), "Ana");
    expect(form.getByLabelText("First name *")).not.toHaveAttribute("aria-invalid");
  });
});

describe("drafts", () => {
  it("come back after a reload", async () => {
    const user = userEvent.setup();
    const { unmount } = renderContact();
    await user.type(within(messageForm()).getByLabelText("Message *"), "Half-written thoughts");
    unmount();

    renderContact();
    expect(within(messageForm()).getByLabelText("Message *")).toHaveValue("Half-written thoughts");
  });

  it("are forgotten when the visitor says the message was sent", async () => {
    const user = userEvent.setup();
    renderContact();
    const form = within(messageForm());
    await user.type(form.getByLabelText("First name *"), "Ana");
    await user.type(form.getByLabelText("Last name *"), "Lee");
    await user.type(form.getByLabelText("Email *"), "ana@example.com");
    await user.type(form.getByLabelText("Message *"), "Hello");
    await user.click(form.getByRole("button", { name: "Send Message" }));
    expect(lastMail().subject).toBe("Contact Inquiry");

    await user.click(screen.getByRole("button", { name: "I've sent it, clear the form" }));
    expect(form.getByLabelText("Message *")).toHaveValue("");
    expect(sessionStorage.getItem("draft:contact-form")).toBeNull();
    expect(screen.queryByRole("region", { name: /Nothing happened/ })).not.toBeInTheDocument();
  });

  it("are forgotten when the visitor clears the form", async () => {
    const user = userEvent.setup();
    renderContact();
    const form = within(volunteerForm());
    await user.type(form.getByLabelText("First name *"), "Ana");
    await user.click(form.getByRole("button", { name: "Clear form" }));
    expect(form.getByLabelText("First name *")).toHaveValue("");
    expect(sessionStorage.getItem("draft:volunteer-form")).toBeNull();
  });
});

describe("links into the contact form", () => {
  it("preselect the interest they name", () => {
    renderContact("?interest=storytelling");
    expect(within(messageForm()).getByLabelText("I'm interested in")).toHaveValue("storytelling");
  });

  it("ignore an interest the form does not offer", () => {
    renderContact("?interest=hacking");
    expect(within(messageForm()).getByLabelText("I'm interested in")).toHaveValue("");
  });

  it("name a programme without its own option in the message", () => {
    renderContact("?interest=other&programme=restorative-circles");
    expect(within(messageForm()).getByLabelText("I'm interested in")).toHaveValue("other");
    expect(within(messageForm()).getByLabelText("Message *")).toHaveValue("I would like to learn more about Restorative Circle Groups.");
  });
});

describe("the other mail actions and the fallback", () => {
  it("Schedule a Visit asks for available times, and leaves the compact panel in the Visit card", async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole("button", { name: "Schedule a Visit" }));
    const mail = lastMail();
    expect(mail.subject).toBe("Schedule a Visit");
    expect(mail.body).toContain("Which days and times are available?");
    expect(toasts()).toEqual(["Opening your email app…"]);
    const visitCard = screen.getByRole("heading", { name: "Visit Us" }).parentElement as HTMLElement;
    expect(visitCard).toContainElement(panels()[0]);
    expect(panels()[0]).toHaveAttribute("data-compact");
  });

  it("keeps one panel per action: each form's after that form", async () => {
    const user = userEvent.setup();
    renderContact();
    await user.click(screen.getByRole("button", { name: "Schedule a Visit" }));
    const volunteer = within(volunteerForm());
    await user.type(volunteer.getByLabelText("First name *"), "Ana");
    await user.type(volunteer.getByLabelText("Last name *"), "Lee");
    await user.type(volunteer.getByLabelText("Email *"), "ana@example.com");
    await user.selectOptions(volunteer.getByLabelText("Areas of interest *"), "mentoring");
    await user.click(volunteer.getByRole("button", { name: "Submit Volunteer Application" }));
    expect(panels()).toHaveLength(2);
    expect(document.getElementById("volunteer-form")?.nextElementSibling).toBe(panels()[0]);
    await user.click(volunteer.getByRole("button", { name: "Submit Volunteer Application" }));
    expect(panels()).toHaveLength(2);
  });

  it("copies the message with the Clipboard API", async () => {
    const user = userEvent.setup();
    const writeText = fakeClipboard();
    renderContact();
    await user.click(screen.getByRole("button", { name: "Schedule a Visit" }));
    await user.click(screen.getByRole("button", { name: "Copy message" }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("Which days and times are available?"));
    expect(toasts()).toContain("Message copied. Paste it into your email.");
  });

  it("selects the message for copying by hand when the browser refuses", async () => {
    const user = userEvent.setup();
    fakeClipboard(true);
    renderContact();
    await user.click(screen.getByRole("button", { name: "Schedule a Visit" }));
    await user.click(screen.getByRole("button", { name: "Copy message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Select the message below and copy it.");
    expect(screen.getByLabelText("Your message")).toHaveFocus();
  });

  it("shows the remaining characters of a text area, and announces them once typing pauses", async () => {
    const user = userEvent.setup();
    renderContact();
    const message = within(messageForm()).getByLabelText("Message *");
    expect(message).toHaveAttribute("maxLength", "800");
    expect(message).toHaveAccessibleDescription("800 characters left");
    await user.type(message, "Hello");
    expect(message).toHaveAccessibleDescription("795 characters left");
    const live = message.parentElement?.querySelector('[aria-live="polite"]') as HTMLElement;
    await waitFor(() => expect(live).toHaveTextContent("795 characters left"), { timeout: 2000 });
  });
});
