import React from "react";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TextEncoder } from "util";
import { SubscribeForm } from "./SubscribeForm";
import { forms, lastMail, openedMails, panels, renderPage, toasts, watchMailInEachTest } from "../../tests/support/mailPage";
import { yamlData } from "../../tests/support/content";

const subscribe = yamlData("layout").subscribe;

const subscribeForm = (copy = subscribe) => <SubscribeForm to="info@example.org" copy={copy} openingMessage={forms.toasts.opening} errors={forms.errors} honeypot={forms.honeypot} />;

const renderSubscribe = () => renderPage(subscribeForm());

/** The form as the build serves it, parsed as a browser with JavaScript off parses it. */
async function served(copy = subscribe): Promise<Document> {
  // The server renderer, as the build renders the page (it needs TextEncoder, which jsdom lacks).
  Object.assign(globalThis, { TextEncoder });
  const { renderToStaticMarkup } = await import("react-dom/server");
  return new DOMParser().parseFromString(renderToStaticMarkup(subscribeForm(copy)), "text/html");
}

watchMailInEachTest();

describe("Stay Connected (subscribe)", () => {
  it("is one labelled e-mail field with a fixed id and its button, needing no script", () => {
    renderSubscribe();
    const input = screen.getByLabelText("Your email address");
    expect(input).toHaveAttribute("id", "subscribe-email");
    expect(input).toHaveAttribute("type", "email");
    expect(input).toBeRequired();
    expect(input.closest("form")).toHaveAttribute("data-module", "subscribe");
    expect(input.closest("[data-needs-js]")).toBeNull();
    expect(screen.getByRole("button", { name: "Subscribe" }).closest("[data-needs-js]")).toBeNull();
  });

  it("without JavaScript posts the address to the thank-you page as a Netlify form, checked by the browser until the module starts", async () => {
    const page = await served();
    const form = page.querySelector("form") as HTMLFormElement;
    expect([form.getAttribute("name"), form.getAttribute("method"), form.getAttribute("action"), form.getAttribute("data-netlify")]).toEqual(["subscribe", "post", "/thank-you", "true"]);
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="form-name"]')?.value).toBe("subscribe");
    const honeypot = form.querySelector<HTMLInputElement>(`[name="${form.getAttribute("data-netlify-honeypot")}"]`);
    expect(honeypot?.closest("[hidden]")).not.toBeNull();
    expect(honeypot?.getAttribute("tabindex")).toBe("-1");
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')?.disabled).toBe(false);
    expect(form.hasAttribute("novalidate")).toBe(false);
    renderSubscribe();
    expect((screen.getByLabelText("Your email address").closest("form") as HTMLFormElement).noValidate).toBe(true);
  });

  it.each(["en", "es"] as const)("is named for Netlify Forms in its page's language (%s)", async (locale) => {
    const { renderToStaticMarkup } = await import("react-dom/server");
    Object.assign(globalThis, { TextEncoder });
    const { LocaleProvider } = await import("../lib/LocaleContext");
    const html = renderToStaticMarkup(<LocaleProvider locale={locale}>{subscribeForm(yamlData("layout", locale).subscribe)}</LocaleProvider>);
    const form = new DOMParser().parseFromString(html, "text/html").querySelector("form") as HTMLFormElement;
    const name = locale === "en" ? "subscribe" : `subscribe-${locale}`;
    expect([form.getAttribute("name"), form.getAttribute("action")]).toEqual([name, locale === "en" ? "/thank-you" : `/${locale}/thank-you`]);
    expect(form.querySelector<HTMLInputElement>('input[name="form-name"]')?.value).toBe(name);
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
    // Then the panel, said politely after it, with what it offers: sending from the page, or copying.
    expect(toasts()).toEqual(["Opening your email app… Nothing happened? Below, you can send your message from this page instead, or copy it."]);

    const [panel] = panels();
    expect(input.closest("form")?.nextElementSibling).toBe(panel);
    expect(panel).toHaveAttribute("data-compact");
    expect(within(panel).queryByText("Subject")).not.toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "I've sent it, clear the form" }));
    expect(input).toHaveValue("");
    expect(panels()).toHaveLength(0);
    expect(input).toHaveFocus();
  });

  it("posts the address from the page when no mail app opened (“Send it from this page instead”), only once it is an address", async () => {
    const user = userEvent.setup();
    // A browser posts the form; jsdom cannot, so the post is seen where it starts.
    const posts = jest.spyOn(HTMLFormElement.prototype, "submit").mockImplementation(() => undefined);
    try {
      renderSubscribe();
      const input = screen.getByLabelText("Your email address") as HTMLInputElement;
      await user.type(input, "ana@example.com");
      await user.click(screen.getByRole("button", { name: "Subscribe" }));
      const [panel] = panels();
      // Changed in the meantime to something that is not an address: said, and nothing posted.
      await user.clear(input);
      await user.type(input, "ana");
      await user.click(within(panel).getByRole("button", { name: "Send it from this page instead" }));
      expect(posts).not.toHaveBeenCalled();
      expect(input).toHaveAccessibleDescription("Enter your email address, like name@example.com.");
      expect(input).toHaveFocus();
      await user.type(input, "@example.com");
      await user.click(within(panel).getByRole("button", { name: "Send it from this page instead" }));
      expect(posts).toHaveBeenCalledTimes(1);
      expect(posts.mock.contexts[0]).toBe(input.closest("form"));
      const posted = new FormData(input.closest("form") as HTMLFormElement);
      expect([posted.get("form-name"), posted.get("email"), posted.get("bot-field")]).toEqual(["subscribe", "ana@example.com", ""]);
    } finally {
      posts.mockRestore();
    }
  });
});
