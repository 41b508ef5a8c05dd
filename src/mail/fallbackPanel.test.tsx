import React from "react";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MailForm } from "./MailForm";
import { SubscribeForm } from "./SubscribeForm";
import { showSubject } from "./fallbackPanel";
import { initAll } from "../enhance/initAll";
import { fakeClipboard, fillIn, forms, lastMail, mailModules, panels, renderPage, toasts, watchMailInEachTest } from "../../tests/support/mailPage";
import { yamlData } from "../../tests/support/content";

const subscribe = yamlData("layout").subscribe;
const to = "info@example.org";

watchMailInEachTest();

/** The contact form filled in and sent, and the footer's subscribe form beside it. */
async function sendContact(user: ReturnType<typeof userEvent.setup>) {
  renderPage(
    <>
      <MailForm id="contact-form" form={forms.contact} copy={forms} to={to} />
      <SubscribeForm to={to} copy={subscribe} openingMessage={forms.toasts.opening} errors={forms.errors} honeypot={forms.honeypot} />
    </>,
  );
  const form = within(document.getElementById("contact-form") as HTMLElement);
  await fillIn(user, form.getByLabelText("First name *"), "Ana");
  await fillIn(user, form.getByLabelText("Last name *"), "Lee");
  await fillIn(user, form.getByLabelText("Email *"), "ana@example.com");
  await fillIn(user, form.getByLabelText("Message *"), "Hello");
  await user.click(form.getByRole("button", { name: "Send Message" }));
  return form;
}

describe("the fallback panel", () => {
  it("is inert in its template until a mail is sent", () => {
    renderPage(<MailForm id="contact-form" form={forms.contact} copy={forms} to={to} />);
    expect(document.querySelector('[role="region"] textarea[readonly]')).toBeNull();
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("is named by its own heading, with ids no other panel shares", async () => {
    const user = userEvent.setup();
    await sendContact(user);
    await fillIn(user, screen.getByLabelText("Your email address"), "ana@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    const [contactPanel, subscribePanel] = panels();
    for (const panel of [contactPanel, subscribePanel]) {
      const heading = document.getElementById(panel.getAttribute("aria-labelledby") ?? "");
      expect(heading?.tagName).toBe("H3");
      expect(panel).toContainElement(heading);
      expect(within(panel).getByLabelText("Your message")).toBeInstanceOf(HTMLTextAreaElement);
    }
    const ids = Array.from(document.querySelectorAll("[id]"), (element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("copies the whole message with the Clipboard API and says so", async () => {
    const user = userEvent.setup();
    await sendContact(user);
    const writeText = fakeClipboard();
    await user.click(screen.getByRole("button", { name: "Copy message" }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("Message:\nHello"));
    expect(toasts()).toContain("Message copied. Paste it into your email.");
    expect(within(panels()[0]).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("selects the message for copying by hand when the browser refuses", async () => {
    const user = userEvent.setup();
    await sendContact(user);
    fakeClipboard(true);
    await user.click(screen.getByRole("button", { name: "Copy message" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Your browser would not copy it. Select the message below and copy it.");
    const message = screen.getByLabelText("Your message") as HTMLTextAreaElement;
    expect(message).toHaveFocus();
    expect([message.selectionStart, message.selectionEnd]).toEqual([0, message.value.length]);
  });

  it("is one per action: a new send replaces it", async () => {
    const user = userEvent.setup();
    const form = await sendContact(user);
    await user.type(form.getByLabelText("Message *"), " again");
    await user.click(form.getByRole("button", { name: "Send Message" }));
    expect(panels()).toHaveLength(1);
    expect(screen.getByLabelText("Your message")).toHaveValue(lastMail().body.replace(/\r\n/g, "\n"));
    expect(lastMail().body).toContain("Hello again");
  });

  it("closes, handing focus back to the form's button", async () => {
    const user = userEvent.setup();
    const form = await sendContact(user);
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(panels()).toHaveLength(0);
    expect(form.getByRole("button", { name: "Send Message" })).toHaveFocus();
    expect(form.getByLabelText("Message *")).toHaveValue("Hello");
  });

  it("cannot start without the Layout's template: the module says what is missing", () => {
    const onError = jest.fn();
    render(<MailForm id="contact-form" form={forms.contact} copy={forms} to={to} />);
    initAll(mailModules, { scope: document, onError });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining("template[data-mail-fallback]") }), "mail-form", expect.anything());
  });
});

describe("the subject as the panel shows it", () => {
  afterEach(() => document.documentElement.removeAttribute("lang"));

  it("marks the English subject a Spanish one ends with as English", () => {
    document.documentElement.lang = "es";
    const element = document.createElement("dd");
    showSubject(element, "Solicitud de voluntariado (Volunteer Application)");
    expect(element).toHaveTextContent("Solicitud de voluntariado (Volunteer Application)");
    expect(element.querySelector('span[lang="en"]')).toHaveTextContent(/^Volunteer Application$/);
  });

  it("leaves an English page's subject as it is", () => {
    document.documentElement.lang = "en";
    const element = document.createElement("dd");
    showSubject(element, "Volunteer Application");
    expect(element.innerHTML).toBe("Volunteer Application");
  });
});
