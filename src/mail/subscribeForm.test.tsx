import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { SubscribeForm } from "./SubscribeForm";
import { forms, lastMail, openedMails, panels, renderPage, toasts, watchMailInEachTest } from "../../tests/support/mailPage";
import { yamlData } from "../../tests/support/content";

const subscribe = yamlData("layout").subscribe;

const renderSubscribe = () =>
  renderPage(<SubscribeForm to="info@example.org" copy={subscribe} openingMessage={forms.toasts.opening} errors={forms.errors} />);

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

  it("opens nothing for an empty or malformed address, and says why in the site's words under the field", async () => {
    const user = userEvent.setup();
    renderSubscribe();
    const input = screen.getByLabelText("Your email address") as HTMLInputElement;
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Your email address is required.");
    expect(input).toHaveFocus();
    await user.type(input, "not-an-address{Enter}");
    expect(input).toHaveAccessibleDescription("Enter your email address, like name@example.com.");
    expect(openedMails()).toEqual([]);
    expect(panels()).toHaveLength(0);
    // Corrected, the message goes as the visitor types.
    await user.clear(input);
    await user.type(input, "ana@example.com");
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAccessibleDescription();
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
