import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubscribeForm } from "./SubscribeForm";
import { forms, lastMail, openedMails, panels, renderPage, toasts, watchMailInEachTest } from "../../tests/support/mailPage";
import { yamlData } from "../../tests/support/content";

const subscribe = yamlData("layout").subscribe;

const renderSubscribe = () =>
  renderPage(<SubscribeForm to="info@example.org" copy={subscribe} openingMessage={forms.toasts.opening} />);

watchMailInEachTest();

describe("Stay Connected (subscribe)", () => {
  it("is one labelled e-mail field with a fixed id, and a button marked as needing a script", () => {
    renderSubscribe();
    const input = screen.getByLabelText("Your email address");
    expect(input).toHaveAttribute("id", "subscribe-email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(input.closest("form")).toHaveAttribute("data-module", "subscribe");
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("data-needs-js");
  });

  it("opens nothing for an empty or malformed address, leaving the message to the browser", async () => {
    const user = userEvent.setup();
    renderSubscribe();
    const input = screen.getByLabelText("Your email address") as HTMLInputElement;
    // The browser checks the field itself and reports it (the "invalid" event), before any submit.
    const reported = jest.fn();
    input.addEventListener("invalid", reported);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await user.type(input, "not-an-address{Enter}");
    expect(reported).toHaveBeenCalledTimes(2);
    expect(input.validity.typeMismatch).toBe(true);
    expect(input.validationMessage).not.toBe("");
    expect(openedMails()).toEqual([]);
    expect(panels()).toHaveLength(0);

    // A submit that skipped the browser's check (an old browser) is checked by the module.
    const form = input.closest("form") as HTMLFormElement;
    const reportValidity = jest.spyOn(form, "reportValidity");
    form.dispatchEvent(new Event("submit", { cancelable: true }));
    expect(reportValidity).toHaveBeenCalled();
    expect(openedMails()).toEqual([]);
  });

  it("opens the subscription request with the typed address, and the compact panel after the form", async () => {
    const user = userEvent.setup();
    renderSubscribe();
    const input = screen.getByLabelText("Your email address");
    await user.type(input, "ana+news@example.com");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));

    const mail = lastMail();
    expect(mail.address).toBe("info@example.org");
    expect(mail.keys).toEqual(["subject", "body"]);
    expect(mail.subject).toBe("Newsletter Subscription");
    expect(mail.body).toBe("Hello,\r\n\r\nPlease add ana+news@example.com to the ME vs. ME Youth Outreach mailing list.\r\n\r\nThank you!");
    expect(toasts()).toEqual(["Opening your email app…"]);

    const [panel] = panels();
    expect(input.closest("form")?.nextElementSibling).toBe(panel);
    expect(panel).toHaveAttribute("data-compact");
    expect(within(panel).queryByText("Subject")).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "I've sent it, clear the form" }));
    expect(input).toHaveValue("");
    expect(panels()).toHaveLength(0);
    expect(input).toHaveFocus();
  });
});
