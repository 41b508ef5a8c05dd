import React from "react";
import { countText } from "./countText";
import { act, screen, within } from "@testing-library/react";
import { TextEncoder } from "util";
import userEvent from "@testing-library/user-event";
import { MailForm } from "./MailForm";
import FormSent from "./formSent.enhance";
import { withProgramChoices } from "./programChoices";
import { fakeClipboard, fillIn, forms, lastMail, openedMails, panels, renderPage, toasts, watchMailInEachTest } from "../../tests/support/mailPage";
import { yamlData } from "../../tests/support/content";

const programs: Queries.Program[] = yamlData("programs").programs;
const to = "info@example.org";

const volunteer = () => {
  renderPage(<MailForm id="volunteer-form" form={forms.volunteer} copy={forms} to={to} />);
  return within(document.getElementById("volunteer-form") as HTMLElement);
};
// As the contact page gives it: one choice per program first (./programChoices.ts).
const contactForm = withProgramChoices(forms.contact, programs);
const contact = () => {
  renderPage(<MailForm id="contact-form" form={contactForm} copy={forms} to={to} programs={programs} />);
  return within(document.getElementById("contact-form") as HTMLElement);
};

watchMailInEachTest();
// A test that holds the clock gives it back, passed or failed.
afterEach(() => jest.useRealTimers());

async function fillVolunteer(user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof volunteer>, first: string, message: string) {
  await fillIn(user, form.getByLabelText("First name *"), first);
  await fillIn(user, form.getByLabelText("Last name *"), "Núñez");
  await fillIn(user, form.getByLabelText("Email *"), "jose+test@example.com");
  await user.selectOptions(form.getByLabelText("Areas of interest *"), "community-outreach");
  await user.selectOptions(form.getByLabelText("Availability"), "weekends");
  await fillIn(user, form.getByLabelText("Why would you like to volunteer?"), message);
}

describe("a mail form as the server renders it", () => {
  it("is complete without a script: labelled fields, required marks, limits, and only Clear form marked as needing one", () => {
    renderPage(<MailForm id="volunteer-form" form={forms.volunteer} copy={forms} to={to} />);
    const form = document.getElementById("volunteer-form") as HTMLFormElement;
    expect(form).toHaveAttribute("data-module", "mail-form");
    expect(form.noValidate).toBe(true);
    const first = screen.getByLabelText("First name *");
    expect(first).toBeRequired();
    expect(first).toHaveAttribute("autocomplete", "given-name");
    expect(first).toHaveAttribute("maxlength", "60");
    expect(screen.getByLabelText("Phone")).not.toBeRequired();
    expect(screen.getByText("Fields marked * are required.")).toBeInTheDocument();
    // Sending works without a script (a post to Netlify Forms); clearing does not.
    expect(screen.getByRole("button", { name: "Submit Volunteer Application" }).closest("[data-needs-js]")).toBeNull();
    expect(screen.getByRole("button", { name: "Clear form" })).toHaveAttribute("data-needs-js");
    expect(screen.getByLabelText("Why would you like to volunteer?")).toHaveAccessibleDescription("500 characters left");
  });

  it("is served as a Netlify Forms form that posts to the thank-you page, checked by the browser until the module starts", async () => {
    Object.assign(globalThis, { TextEncoder });
    const { renderToStaticMarkup } = await import("react-dom/server");
    const served = new DOMParser().parseFromString(renderToStaticMarkup(<MailForm id="volunteer-form" form={forms.volunteer} copy={forms} to={to} />), "text/html");
    const form = served.querySelector("form") as HTMLFormElement;
    expect(form.getAttribute("name")).toBe("volunteer");
    expect(form.getAttribute("method")).toBe("post");
    expect(form.getAttribute("action")).toBe("/thank-you");
    expect(form.getAttribute("data-netlify")).toBe("true");
    expect(form.noValidate).toBe(false);
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value).toBe("volunteer");
    // The honeypot: named as the form says, inside an element hidden from people and screen readers.
    const honeypot = form.querySelector<HTMLInputElement>(`[name="${form.getAttribute("data-netlify-honeypot")}"]`);
    expect(honeypot?.closest("[hidden]")).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(served.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
    volunteer();
    // The module's own messages from then on.
    expect((document.getElementById("volunteer-form") as HTMLFormElement).noValidate).toBe(true);
  });

  it("shows no field as invalid before the visitor tries to submit, not even the required select", async () => {
    const user = userEvent.setup();
    const form = volunteer();
    // Said not invalid, so a browser's own validity (Chromium's "invalid" on an empty required list) is not what a screen reader hears.
    const controls = () => Array.from(document.querySelectorAll("[data-field] :is(input, select, textarea)"));
    expect(controls().length).toBeGreaterThan(5);
    expect(controls().filter((control) => control.getAttribute("aria-invalid") !== "false")).toEqual([]);
    await user.click(form.getByLabelText("Areas of interest *"));
    await user.tab();
    await user.type(form.getByLabelText("Email *"), "not-yet");
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(document.querySelectorAll("[data-field-error]:not([hidden])")).toHaveLength(0);
    const css = Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
    expect(css).not.toContain(":invalid");
    expect(css).toMatch(/\[aria-invalid="true"\]\s*\{\s*border-color/);
  });
});

describe("sending the volunteer application", () => {
  it("opens the mail app with exactly the typed values, says so and leaves the message on the page", async () => {
    const user = userEvent.setup();
    const form = volunteer();
    await fillVolunteer(user, form, "José", "I mentor at church.\nWeekends work best.");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));

    const mail = lastMail();
    expect(mail.address).toBe(to);
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Volunteer Application");
    expect(mail.body).toBe(
      [
        "Hello ME vs. ME Youth Outreach team,",
        "",
        "I would like to volunteer with you. Here is my application.",
        "",
        "First name: José",
        "Last name: Núñez",
        "Email: jose+test@example.com",
        "Areas of interest: Community outreach",
        "Availability: Weekends",
        "Why would you like to volunteer?",
        "I mentor at church.",
        "Weekends work best.",
        "",
        "---",
        "Note from the ME vs. ME Youth Outreach website, not from the sender: thank you for applying to volunteer! Once this email is sent, we will contact you within 48 hours on weekdays.",
      ].join("\r\n"),
    );
    // The panel is announced too, politely, after the toast: what it offers first.
    expect(toasts()).toEqual(["Opening your email app… Nothing happened? Below, you can send your message from this page instead, or copy it."]);

    const panel = screen.getByRole("region", { name: "Your email app should open now. Nothing happened?" });
    expect(form.getByRole("button", { name: "Clear form" }).closest("form")?.nextElementSibling).toBe(panel);
    expect(within(panel).getByRole("button", { name: "Send it from this page instead" })).toBeVisible();
    expect(within(panel).getByLabelText("Your message")).toHaveValue(mail.body.replace(/\r\n/g, "\n"));
    expect(within(panel).getByLabelText("Your message")).toHaveAttribute("readonly");
    expect(within(panel).getByRole("link", { name: "Open email app again" })).toHaveAttribute("href", mail.url);
    expect(within(panel).getByRole("link", { name: to })).toHaveAttribute("href", `mailto:${to}`);
    expect(within(panel).getByText("Send to").nextElementSibling).toHaveTextContent(to);
    expect(within(panel).getByText("Subject").nextElementSibling).toHaveTextContent("Volunteer Application");
    expect(within(panel).queryByText(/Copy the whole message below/)).not.toBeVisible();
  });

  it("carries hostile text into the body as typed, adding no header", async () => {
    const user = userEvent.setup();
    const form = volunteer();
    const hostile = "x&bcc=a@b.c?subject=Hi#top %0D%0ACc: evil@example.com 1+1 🙌🏽 مرحبا";
    await fillVolunteer(user, form, "Zoë&cc=a@b.c", hostile);
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));
    const mail = lastMail();
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Volunteer Application");
    expect(mail.body).toContain("First name: Zoë&cc=a@b.c\r\n");
    expect(mail.body).toContain(`Why would you like to volunteer?\r\n${hostile}`);
  });

  it("opens nothing while a required field is empty: says which, under each, and moves focus to the first", async () => {
    const user = userEvent.setup();
    const form = volunteer();
    await fillIn(user, form.getByLabelText("First name *"), "Ana");
    await fillIn(user, form.getByLabelText("Email *"), "not-an-address");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));

    expect(openedMails()).toEqual([]);
    expect(panels()).toHaveLength(0);
    const lastName = form.getByLabelText("Last name *");
    expect(lastName).toHaveFocus();
    expect(lastName).toHaveAttribute("aria-invalid", "true");
    expect(lastName).toHaveAccessibleDescription("Last name is required.");
    expect(document.getElementById("volunteer-form-volunteerLastName-error")).toBeVisible();
    expect(form.getByLabelText("Email *")).toHaveAccessibleDescription("Enter your email address, like name@example.com.");
    expect(form.getByLabelText("Areas of interest *")).toHaveAccessibleDescription("Areas of interest is required.");
    expect(form.getByLabelText("First name *")).toHaveAttribute("aria-invalid", "false");
    expect(form.getByLabelText("First name *")).not.toHaveAttribute("aria-describedby");
    expect(form.getByLabelText("Why would you like to volunteer?")).toHaveAccessibleDescription("500 characters left");
  });

  it("checks a field marked invalid again as it is corrected", async () => {
    const user = userEvent.setup();
    const form = volunteer();
    await user.type(form.getByLabelText("Email *"), "ana");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));
    const email = form.getByLabelText("Email *");
    expect(email).toHaveAccessibleDescription("Enter your email address, like name@example.com.");

    await user.clear(email);
    expect(email).toHaveAccessibleDescription("Email is required.");
    await user.type(email, "ana@example.com");
    expect(email).toHaveAttribute("aria-invalid", "false");
    expect(email).not.toHaveAttribute("aria-describedby");
    expect(document.getElementById("volunteer-form-volunteerEmail-error")).not.toBeVisible();

    await user.selectOptions(form.getByLabelText("Areas of interest *"), "mentoring");
    expect(form.getByLabelText("Areas of interest *")).toHaveAttribute("aria-invalid", "false");
    // Fields that were never wrong are not checked while typing.
    expect(form.getByLabelText("First name *")).toHaveAttribute("aria-invalid", "true");
  });

  it("puts text too long for a link on the clipboard and in the panel, with a note", async () => {
    const user = userEvent.setup();
    const form = contact();
    const writeText = fakeClipboard();
    await fillIn(user, form.getByLabelText("First name *"), "Ana");
    await fillIn(user, form.getByLabelText("Last name *"), "Lee");
    await fillIn(user, form.getByLabelText("Email *"), "ana@example.com");
    const long = "北京".repeat(350);
    await user.click(form.getByLabelText("Message *"));
    await user.paste(long);
    await user.click(form.getByRole("button", { name: "Send Message" }));

    const mail = lastMail();
    expect(mail.url.length).toBeLessThanOrEqual(2000);
    expect(mail.body).toContain("[My message is too long for an email link: I am pasting the full text below.]");
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0][0]).toContain(`Message:\n${long}\n`);
    const panel = panels()[0];
    expect((within(panel).getByLabelText("Your message") as HTMLTextAreaElement).value).toContain(`Message:\n${long}\n`);
    expect(within(panel).getByText(/Copy the whole message below/)).toBeVisible();
  });
});

describe("the kept draft", () => {
  it("is saved as the visitor types and comes back after a reload", async () => {
    const user = userEvent.setup();
    const form = contact();
    await user.type(form.getByLabelText("Message *"), "Half-written thoughts");
    await user.selectOptions(form.getByLabelText("I'm interested in"), "donate");
    expect(JSON.parse(sessionStorage.getItem("draft:contact-form") ?? "{}")).toMatchObject({ message: "Half-written thoughts", interest: "donate" });
    document.body.innerHTML = "";

    const again = contact();
    expect(again.getByLabelText("Message *")).toHaveValue("Half-written thoughts");
    expect(again.getByLabelText("I'm interested in")).toHaveValue("donate");
    expect(again.getByLabelText("Message *")).toHaveAccessibleDescription("679 characters left");
  });

  it("is forgotten, with the form, when the visitor says the message was sent", async () => {
    const user = userEvent.setup();
    const form = contact();
    await fillIn(user, form.getByLabelText("First name *"), "Ana");
    await fillIn(user, form.getByLabelText("Last name *"), "Lee");
    await fillIn(user, form.getByLabelText("Email *"), "ana@example.com");
    await fillIn(user, form.getByLabelText("Message *"), "Hello");
    await user.click(form.getByRole("button", { name: "Send Message" }));
    expect(lastMail().subject).toBe("Contact Inquiry");

    await user.click(screen.getByRole("button", { name: "I've sent it, clear the form" }));
    expect(form.getByLabelText("Message *")).toHaveValue("");
    expect(form.getByLabelText("First name *")).toHaveValue("");
    expect(sessionStorage.getItem("draft:contact-form")).toBeNull();
    expect(panels()).toHaveLength(0);
    expect(form.getByRole("button", { name: "Send Message" })).toHaveFocus();
  });

  it("is forgotten when the visitor clears the form, which also drops its errors and the panel", async () => {
    // The toasts' 4 seconds on a held clock: every toast of the test is still there at its end,
    // however slow the machine.
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const form = volunteer();
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));
    await user.click(form.getByRole("button", { name: "Clear form" }));
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(form.getByLabelText("Areas of interest *")).toHaveAttribute("aria-invalid", "false");
    expect(document.querySelectorAll("[data-field-error]:not([hidden])")).toHaveLength(0);

    await fillVolunteer(user, form, "Ana", "Hi");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));
    expect(panels()).toHaveLength(1);
    await user.click(form.getByRole("button", { name: "Clear form" }));
    expect(form.getByLabelText("First name *")).toHaveValue("");
    expect(form.getByLabelText("Areas of interest *")).toHaveValue("");
    expect(form.getByLabelText("Why would you like to volunteer?")).toHaveAccessibleDescription("500 characters left");
    expect(sessionStorage.getItem("draft:volunteer-form")).toBeNull();
    expect(panels()).toHaveLength(0);
    // At most three at once, in the order written.
    expect(toasts()).toEqual(["Form cleared.", "Opening your email app… Nothing happened? Below, you can send your message from this page instead, or copy it.", "Form cleared."]);
    act(() => {
      jest.advanceTimersByTime(4000);
    });
    expect(toasts()).toEqual([]);
  });
});

describe("Undo clear", () => {
  it("brings back every field and the draft after Clear form, however long the visitor takes", async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const form = volunteer();
    await fillVolunteer(user, form, "Ana", "I can help on weekends.");
    const draft = sessionStorage.getItem("draft:volunteer-form");
    expect(form.queryByRole("button", { name: forms.undo })).toBeNull();

    await user.click(form.getByRole("button", { name: "Clear form" }));
    expect(form.getByLabelText("Why would you like to volunteer?")).toHaveValue("");
    expect(sessionStorage.getItem("draft:volunteer-form")).toBeNull();
    // No time limit: a minute later, Undo is still there.
    act(() => {
      jest.advanceTimersByTime(60_000);
    });
    await user.click(form.getByRole("button", { name: "Undo clear" }));

    expect(form.getByLabelText("First name *")).toHaveValue("Ana");
    expect(form.getByLabelText("Last name *")).toHaveValue("Núñez");
    expect(form.getByLabelText("Email *")).toHaveValue("jose+test@example.com");
    expect(form.getByLabelText("Areas of interest *")).toHaveValue("community-outreach");
    expect(form.getByLabelText("Availability")).toHaveValue("weekends");
    expect(form.getByLabelText("Why would you like to volunteer?")).toHaveValue("I can help on weekends.");
    expect(form.getByLabelText("Why would you like to volunteer?")).toHaveAccessibleDescription(`${500 - "I can help on weekends.".length} characters left`);
    expect(sessionStorage.getItem("draft:volunteer-form")).toBe(draft);
    expect(toasts()).toEqual(["Form restored."]);
    expect(form.queryByRole("button", { name: "Undo clear" })).toBeNull();
    expect(form.getByRole("button", { name: "Clear form" })).toHaveFocus();
  });

  it("goes once the visitor types again, and is not offered for a form that was already empty", async () => {
    const user = userEvent.setup();
    const form = contact();
    await user.click(form.getByRole("button", { name: "Clear form" }));
    expect(form.queryByRole("button", { name: "Undo clear" })).toBeNull();

    await fillIn(user, form.getByLabelText("Message *"), "A long message");
    await user.click(form.getByRole("button", { name: "Clear form" }));
    expect(form.getByRole("button", { name: "Undo clear" })).toBeVisible();
    await fillIn(user, form.getByLabelText("First name *"), "Ana");
    expect(form.queryByRole("button", { name: "Undo clear" })).toBeNull();
    expect(form.getByLabelText("Message *")).toHaveValue("");
  });

  it("is hidden in the server's markup, among the buttons that need a script", () => {
    renderPage(<MailForm id="contact-form" form={forms.contact} copy={forms} to={to} programs={programs} />);
    const undo = screen.getByRole("button", { name: "Undo clear", hidden: true });
    expect(undo).not.toBeVisible();
    expect(undo.closest("[data-needs-js]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "Clear form" })).toHaveAttribute("data-needs-js");
  });
});

describe("links into the contact form", () => {
  it("preselect the interest they name", () => {
    window.history.replaceState(null, "", "/contact?interest=storytelling");
    expect(contact().getByLabelText("I'm interested in")).toHaveValue("storytelling");
    expect(JSON.parse(sessionStorage.getItem("draft:contact-form") ?? "{}")).toMatchObject({ interest: "storytelling" });
  });

  it("ignore an interest the form does not offer", () => {
    window.history.replaceState(null, "", "/contact?interest=hacking");
    expect(contact().getByLabelText("I'm interested in")).toHaveValue("");
  });

  it("name a program in the message when the link asks for another interest, never over the visitor's words", () => {
    const program = programs[programs.length - 1];
    window.history.replaceState(null, "", `/contact?interest=other&program=${program.id}`);
    const form = contact();
    expect(form.getByLabelText("I'm interested in")).toHaveValue("other");
    expect(form.getByLabelText("Message *")).toHaveValue((forms.contact.programMessage ?? "").replace("{program}", program.title));

    sessionStorage.setItem("draft:contact-form", JSON.stringify({ message: "My own words" }));
    document.body.innerHTML = "";
    expect(contact().getByLabelText("Message *")).toHaveValue("My own words");
  });

});

describe("the sign-up form (For Families)", () => {
  const signUp = () => {
    renderPage(<MailForm id="sign-up-form" form={forms.signUp} copy={forms} to={to} />);
    return within(document.getElementById("sign-up-form") as HTMLElement);
  };

  it("says whose name each name field asks for, and requires only the parent's name", () => {
    const form = signUp();
    expect(form.getByLabelText("Name of the person writing *")).toBeRequired();
    for (const label of ["Young person's first name", "Young person's age or grade", "Young person's school", "Family's preferred language", "Preferred way to reach the family", "Phone", "Best days and times to reach the family", "Questions or anything else"]) {
      expect(form.getByLabelText(label)).not.toBeRequired();
    }
    expect(form.queryByText(/partnerships|donations/i)).toBeNull();
  });

  it("opens nothing without the parent's name, and a mail with only that name once it is given", async () => {
    const user = userEvent.setup();
    const form = signUp();
    await user.click(form.getByRole("button", { name: "Send Sign-Up Request" }));
    expect(openedMails()).toEqual([]);
    expect(form.getByLabelText("Name of the person writing *")).toHaveFocus();
    await fillIn(user, form.getByLabelText("Name of the person writing *"), "Ana Ruiz");
    await user.click(form.getByRole("button", { name: "Send Sign-Up Request" }));
    expect(lastMail().subject).toBe("Program Sign-Up");
    expect(lastMail().body.split("\r\n").slice(0, 5)).toEqual([
      "Hello ME vs. ME Youth Outreach team,",
      "",
      "I would like to sign up a young person for the 11-week Mentorship Curriculum. The details are below.",
      "",
      "Name of the person writing: Ana Ruiz",
    ]);
  });

  it("sends every field the parent filled in, in the parent's voice, with our thanks and reply time set apart at the end", async () => {
    const user = userEvent.setup();
    const form = signUp();
    await fillIn(user, form.getByLabelText("Name of the person writing *"), "Ana Ruiz");
    await fillIn(user, form.getByLabelText("Young person's first name"), "Leo");
    await fillIn(user, form.getByLabelText("Young person's age or grade"), "12, 7th grade");
    await fillIn(user, form.getByLabelText("Young person's school"), "Vista Magnet Middle School");
    await user.selectOptions(form.getByLabelText("Family's preferred language"), "spanish");
    await user.selectOptions(form.getByLabelText("Preferred way to reach the family"), "call");
    await fillIn(user, form.getByLabelText("Phone"), "(760) 555-0199");
    await fillIn(user, form.getByLabelText("Best days and times to reach the family"), "Saturday mornings");
    await fillIn(user, form.getByLabelText("Questions or anything else"), "Can his cousin come too?");
    await user.click(form.getByRole("button", { name: "Send Sign-Up Request" }));
    expect(lastMail().body).toBe(
      [
        "Hello ME vs. ME Youth Outreach team,",
        "",
        "I would like to sign up a young person for the 11-week Mentorship Curriculum. The details are below.",
        "",
        "Name of the person writing: Ana Ruiz",
        "Young person's first name: Leo",
        "Young person's age or grade: 12, 7th grade",
        "Young person's school: Vista Magnet Middle School",
        "Family's preferred language: Spanish",
        "Preferred way to reach the family: Phone call",
        "Phone: (760) 555-0199",
        "Best days and times to reach the family: Saturday mornings",
        "Questions or anything else:",
        "Can his cousin come too?",
        "",
        "---",
        "Note from the ME vs. ME Youth Outreach website, not from the sender: thank you for your interest in our program! Once this email is sent, we will reply within 24 hours on weekdays.",
      ].join("\r\n"),
    );
    // Its draft is kept under its own name, like the Contact page's forms.
    expect(JSON.parse(sessionStorage.getItem("draft:sign-up-form") ?? "{}")).toMatchObject({ parentName: "Ana Ruiz", language: "spanish" });
    expect(panels()).toHaveLength(1);
  });
});

describe("the character counter", () => {
  it("counts down as the visitor types, and is announced once typing pauses", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const form = contact();
      const message = form.getByLabelText("Message *");
      expect(message).toHaveAttribute("maxLength", "700");
      const live = message.parentElement?.querySelector('[aria-live="polite"]') as HTMLElement;
      await user.type(message, "Hello");
      expect(message).toHaveAccessibleDescription("695 characters left");
      expect(live).toHaveTextContent("");
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(live).toHaveTextContent("695 characters left");

      await user.click(message);
      await user.paste("x".repeat(630));
      expect(document.getElementById("contact-form-message-count")).toHaveAttribute("data-low");
      expect(message).toHaveAccessibleDescription("65 characters left");

      // The words agree with the number: one character, then none.
      await user.paste("x".repeat(64));
      expect(message).toHaveAccessibleDescription("1 character left");
      await user.paste("x");
      expect(message).toHaveAccessibleDescription("0 characters left");
    } finally {
      jest.useRealTimers();
    }
  });

  it("is not said again over the next control when the visitor leaves the field before the pause", async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const form = contact();
      const message = form.getByLabelText("Message *");
      const live = message.parentElement?.querySelector('[aria-live="polite"]') as HTMLElement;
      await user.type(message, "Hello");
      await user.tab();
      act(() => {
        jest.advanceTimersByTime(1000);
      });
      expect(message).toHaveAccessibleDescription("695 characters left");
      expect(live).toHaveTextContent("");
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("a paste longer than the room left in a text area", () => {
  it("keeps what fits, says at once what did not, and keeps that below the field to copy", async () => {
    const user = userEvent.setup();
    const form = contact();
    const message = form.getByLabelText("Message *") as HTMLTextAreaElement;
    const max = message.maxLength;
    await user.type(message, "Hi ");
    const pasted = `${"a".repeat(max)}\nand the end of the story`;
    await user.paste(pasted);
    const cut = pasted.slice(max - "Hi ".length);
    expect(message.value).toBe(`Hi ${pasted.slice(0, max - 3)}`);
    const words = forms.pasteCut;
    const sentence = words.text.other.replace("{count}", String(cut.length)).replace("{max}", String(max));
    expect(form.getByText(sentence, { selector: "[data-paste-cut] p" })).toBeVisible();
    const kept = form.getByRole("textbox", { name: words.kept });
    expect([kept.textContent, kept.getAttribute("aria-readonly")]).toEqual([cut, "true"]);
    // Said in the field's polite live region, without waiting for a pause.
    expect(message.parentElement?.querySelector('[aria-live="polite"]')).toHaveTextContent(sentence);
    // The browser's clipboard (user-event keeps its own until the paste is done).
    const writeText = fakeClipboard();
    await user.click(form.getByRole("button", { name: words.copy }));
    expect(writeText).toHaveBeenCalledWith(cut);
    expect(toasts()).toContain(words.copied);
  });

  it("says nothing when the paste fits, and hides what an earlier paste lost once a later one fits", async () => {
    const user = userEvent.setup();
    const form = contact();
    const message = form.getByLabelText("Message *") as HTMLTextAreaElement;
    await user.click(message);
    await user.paste("a".repeat(message.maxLength + 5));
    expect(form.getByRole("textbox", { name: forms.pasteCut.kept })).toBeVisible();
    await user.clear(message);
    await user.paste("Short.");
    expect(form.getByRole("textbox", { name: forms.pasteCut.kept, hidden: true })).not.toBeVisible();
  });
});

describe("countText, the counter's words in each language", () => {
  it.each([
    ["en", 1, "1 character left"],
    ["en", 0, "0 characters left"],
    ["en", 2, "2 characters left"],
    ["es", 1, "Queda 1 carácter"],
    ["es", 0, "Quedan 0 caracteres"],
    ["es", 600, "Quedan 600 caracteres"],
  ] as const)("in %s, %i reads %s", (locale, count, expected) => {
    expect(countText(yamlData("forms", locale).counter, locale, count)).toBe(expected);
  });
});

describe("Send it from this page instead", () => {
  // jsdom does not navigate: the form's native submit is watched instead.
  const watchPosts = () => jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
  afterEach(() => jest.restoreAllMocks());

  it("posts the same form natively, its draft kept until the thank-you page says it arrived", async () => {
    const user = userEvent.setup();
    const posts = watchPosts();
    const form = volunteer();
    await fillVolunteer(user, form, "José", "I can help on Saturdays.");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));
    const panel = screen.getByRole("region", { name: "Your email app should open now. Nothing happened?" });
    expect(posts).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole("button", { name: "Send it from this page instead" }));
    expect(posts).toHaveBeenCalledTimes(1);
    expect(posts.mock.contexts[0]).toBe(document.getElementById("volunteer-form"));
    // Every field goes as typed (FormData is what the browser posts), the honeypot empty.
    const posted = new FormData(document.getElementById("volunteer-form") as HTMLFormElement);
    expect(posted.get("form-name")).toBe("volunteer");
    expect(posted.get("volunteerFirstName")).toBe("José");
    expect(posted.get("volunteerMessage")).toBe("I can help on Saturdays.");
    expect(posted.get("bot-field")).toBe("");
    expect(JSON.parse(sessionStorage.getItem("draft:volunteer-form") ?? "{}")).toMatchObject({ volunteerFirstName: "José" });

    // The thank-you page: the post arrived, so the draft goes.
    const thanks = document.createElement("div");
    document.body.append(thanks);
    new FormSent(thanks);
    expect(sessionStorage.getItem("draft:volunteer-form")).toBeNull();
  });

  it("posts nothing while a field is wrong: the error shows under it and focus goes there", async () => {
    const user = userEvent.setup();
    const posts = watchPosts();
    const form = volunteer();
    await fillVolunteer(user, form, "José", "Hello");
    await user.click(form.getByRole("button", { name: "Submit Volunteer Application" }));
    await user.clear(form.getByLabelText("Email *"));
    await user.click(screen.getByRole("button", { name: "Send it from this page instead" }));
    expect(posts).not.toHaveBeenCalled();
    expect(form.getByLabelText("Email *")).toHaveFocus();
    expect(form.getByLabelText("Email *")).toHaveAccessibleDescription("Email is required.");
    // Nothing was posted, so the thank-you page, reached some other way, leaves the draft alone.
    new FormSent(document.body);
    expect(sessionStorage.getItem("draft:volunteer-form")).not.toBeNull();
  });
});
