import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "util";
import { SubscribeForm } from "./SubscribeForm";
import { forms, lastMail, openedMails, panels, renderPage, toasts, watchMailInEachTest } from "../../tests/support/mailPage";
import { yamlData } from "../../tests/support/content";

const subscribe = yamlData("layout").subscribe;

const renderSubscribe = () =>
  renderPage(<SubscribeForm to="info@example.org" copy={subscribe} openingMessage={forms.toasts.opening} errors={forms.errors} />);

watchMailInEachTest();

describe("Stay Connected (subscribe)", () => {
  it("is one labelled e-mail field with a fixed id and its button, marked together as needing a script", () => {
    renderSubscribe();
    const input = screen.getByLabelText("Your email address");
    expect(input).toHaveAttribute("id", "subscribe-email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(input.closest("form")).toHaveAttribute("data-module", "subscribe");
    const needsScript = input.closest("[data-needs-js]");
    expect(needsScript).not.toBeNull();
    expect(needsScript).toContainElement(screen.getByRole("button", { name: "Subscribe" }));
  });

  it("cannot be submitted to the site: no action, and its button served disabled, enabled once the module starts", async () => {
    Object.assign(globalThis, { TextEncoder });
    const { renderToStaticMarkup } = await import("react-dom/server");
    const served = new DOMParser().parseFromString(renderToStaticMarkup(<SubscribeForm to="info@example.org" copy={subscribe} openingMessage={forms.toasts.opening} errors={forms.errors} />), "text/html");
    expect(served.querySelector("form")?.hasAttribute("action")).toBe(false);
    expect(served.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(true);
    renderSubscribe();
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it.each(["en", "es"] as const)("without JavaScript (%s), says in data/'s words where to write to subscribe, with the address as a mailto link", async (locale) => {
    // The server renderer, as the build renders the page (it needs TextEncoder, which jsdom lacks).
    Object.assign(globalThis, { TextEncoder });
    const { renderToStaticMarkup } = await import("react-dom/server");
    const copy = yamlData("layout", locale).subscribe;
    const html = renderToStaticMarkup(<SubscribeForm to="info@example.org" copy={copy} openingMessage={forms.toasts.opening} errors={forms.errors} />);
    // Parsed as a browser with JavaScript off parses it (DOMParser runs no scripts): the <noscript> content is markup.
    const page = new DOMParser().parseFromString(html, "text/html");
    // Shown in the test's page, where the link's accessible name can be computed.
    const note = document.body.appendChild(document.importNode(page.querySelector("noscript p") as HTMLElement, true));
    const [before, after] = (copy.noscript as string).split("{email}");
    expect(note.textContent).toBe(`${before}info@example.org${after}`);
    expect(within(note).getByRole("link", { name: "info@example.org" })).toHaveAttribute("href", "mailto:info@example.org");
    // The field and its button, which only a script can make work, are what the no-script rules hide.
    expect(page.querySelector("[data-needs-js] input[type=email]")).not.toBeNull();
    expect(page.querySelector("noscript [data-needs-js]")).toBeNull();
    note.remove();
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
    expect(input).toHaveAttribute("aria-invalid", "false");
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
    // Then the panel, said politely after it, with what it offers (copying only, for the newsletter).
    expect(toasts()).toEqual(["Opening your email app… Nothing happened? Below, you can copy your message and send it from any email app."]);

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
