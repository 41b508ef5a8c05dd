import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ContactInfo } from "../components/contact/ContactInfo";
import { forms, lastMail, openedMails, panels, renderPage, toasts, watchMailInEachTest } from "../../tests/support/mailPage";
import { yamlData } from "../../tests/support/content";
import { initAll } from "../enhance/initAll";
import MailLink from "./mailLink.enhance";

const page = yamlData("pages/contact");
const site = yamlData("site");

const renderInfo = () => renderPage(<ContactInfo page={page} site={site} visitMail={forms.visit} openingMessage={forms.toasts.opening} />);
const visitCard = () => screen.getByRole("heading", { name: "Visit Us" }).parentElement as HTMLElement;

watchMailInEachTest();

describe("the contact page's info cards", () => {
  it("each have a heading of their own level, not under the volunteer form's", () => {
    renderInfo();
    for (const name of ["Visit Us", "How to Reach Us", "Email Us", "Open Program Hours"]) {
      expect(screen.getByRole("heading", { name })).toHaveProperty("tagName", "H2");
    }
  });
});

describe("Schedule a Visit", () => {
  it("is a button the server renders with its mail in data attributes", () => {
    renderInfo();
    const button = within(visitCard()).getByRole("button", { name: "Schedule a Visit" });
    expect(button).toHaveAttribute("data-module", "mail-link");
    expect(button).toHaveAttribute("data-needs-js");
    expect(button).toHaveAttribute("data-to", "info@example.org");
  });

  it("opens a mail asking for available times, and leaves the compact panel in the Visit card", async () => {
    const user = userEvent.setup();
    renderInfo();
    const button = screen.getByRole("button", { name: "Schedule a Visit" });
    await user.click(button);

    const mail = lastMail();
    expect(mail.address).toBe("info@example.org");
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Schedule a Visit");
    expect(mail.body).toBe(
      "Hello,\r\n\r\nI would like to visit ME vs. ME Youth Outreach. Which days and times are available?\r\n\r\nThank you!",
    );
    // Then the panel, said politely after it, with what it offers (no form to send from the page here).
    expect(toasts()).toEqual(["Opening your email app… Nothing happened? Below, you can copy your message and send it from any email app."]);

    const [panel] = panels();
    expect(button.nextElementSibling).toBe(panel);
    expect(visitCard()).toContainElement(panel);
    expect(panel).toHaveAttribute("data-compact");
    expect(within(panel).queryByText("Send to")).not.toBeInTheDocument();
    expect(within(panel).getByLabelText("Your message")).toHaveAttribute("rows", "4");
    expect(within(panel).getByLabelText("Your message")).toHaveValue(mail.body.replace(/\r\n/g, "\n"));
    expect(within(panel).queryByRole("button", { name: "I've sent it, clear the form" })).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Close" }));
    expect(panels()).toHaveLength(0);
    expect(button).toHaveFocus();
  });

  it("says what is missing when its markup lacks the mail", () => {
    document.body.innerHTML = '<button type="button" data-module="mail-link" data-to="info@example.org">Schedule a Visit</button>';
    const onError = jest.fn();
    initAll({ "mail-link": MailLink }, { scope: document, onError });
    expect(onError.mock.calls[0][0].message).toMatch(/data-subject/);
    expect(openedMails()).toEqual([]);
  });
});
