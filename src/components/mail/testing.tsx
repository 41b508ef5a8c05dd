/**
 * For the mail modules' tests (not part of the site): a component rendered as a page of the built
 * site holds it, with what the Layout adds around every page (the fallback template, the toasts'
 * region), and the page's modules started as its script starts them. Mails are caught at
 * openMailApp and decoded as a mail app reads them.
 */
import React from "react";
import { render, type RenderResult } from "@testing-library/react";
import { initAll } from "../../enhance/initAll";
import * as navigate from "../../lib/navigate";
import { yamlData } from "../../../tests/support/content";
import { MailFallbackTemplate } from "./MailFallback";
import MailForm from "./mailForm.enhance";
import MailLink from "./mailLink.enhance";
import SubscribeForm from "./subscribeForm.enhance";

export const forms = yamlData<Queries.ContactPageQuery["formsYaml"] & object>("forms");
export const mailModules = { "mail-form": MailForm, "mail-link": MailLink, subscribe: SubscribeForm };

/** React's DOM puts a <template>'s children inside it; the HTML parser (the real page) into its content. */
function asParsed(root: ParentNode): void {
  root.querySelectorAll("template").forEach((template) => {
    if (template.content.childNodes.length === 0) template.content.append(...Array.from(template.childNodes));
  });
}

/** Renders `ui` (with `renderUi`, e.g. renderWithSite), the Layout's pieces, then starts the modules. */
export function renderPage(ui: React.ReactElement, renderUi: (element: React.ReactElement) => RenderResult = render): RenderResult {
  const result = renderUi(
    <>
      {ui}
      <MailFallbackTemplate copy={forms.fallback} />
      <div data-toasts="" aria-live="polite" />
    </>,
  );
  asParsed(document);
  initAll(mailModules, { scope: document });
  return result;
}

/** Watches openMailApp (a jsdom page cannot open a mail app). */
export function watchMail() {
  return jest.spyOn(navigate, "openMailApp").mockImplementation(() => undefined);
}

/** The last mail the page asked the browser to open, decoded as a mail app reads it. */
export function lastMail() {
  const calls = jest.mocked(navigate.openMailApp).mock.calls;
  if (calls.length === 0) throw new Error("no mail was opened");
  const url = calls[calls.length - 1][0];
  const [address, query] = url.slice("mailto:".length).split("?");
  const pairs = query.split("&").map((pair) => pair.split("="));
  return {
    url,
    address,
    keys: pairs.map(([key]) => key),
    subject: decodeURIComponent(pairs.find(([key]) => key === "subject")?.[1] ?? ""),
    body: decodeURIComponent(pairs.find(([key]) => key === "body")?.[1] ?? ""),
  };
}

/** The toasts on screen, oldest first. */
export const toasts = () => Array.from(document.querySelectorAll("[data-toasts] > *"), (toast) => toast.textContent);

/** The open fallback panels. */
export const panels = () => Array.from(document.querySelectorAll<HTMLElement>('[role="region"]')).filter((region) => region.querySelector("textarea[readonly]"));

/** A Clipboard API that accepts (or refuses) every write, as navigator.clipboard. */
export function fakeClipboard(refuse = false) {
  const writeText = refuse ? jest.fn().mockRejectedValue(new Error("denied")) : jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
  return writeText;
}
