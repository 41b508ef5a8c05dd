/**
 * For the mail modules' tests (src/mail/*.test.tsx, src/pages/contact.test.tsx): a component rendered as a page of the built
 * site holds it, with what the Layout adds around every page (the fallback template, the toasts'
 * region), and the page's modules started as its script starts them. Mails are caught at
 * openMailApp and decoded as a mail app reads them.
 */
import React from "react";
import type { RenderResult } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";
import { initAll } from "../../src/enhance/initAll";
import * as mailApp from "../../src/mail/openMailApp";
import { yamlData } from "./content";
import { renderWithSite } from "./render";
import { decodeMailto } from "./mailto";
import { MailFallbackTemplate } from "../../src/mail/MailFallback";
import MailFormModule from "../../src/mail/mailForm.enhance";
import MailLinkModule from "../../src/mail/mailLink.enhance";
import SubscribeModule from "../../src/mail/subscribeForm.enhance";

/** data/forms.yaml, whole. */
export const forms = yamlData<Queries.FormsYaml>("forms");
export const mailModules = { "mail-form": MailFormModule, "mail-link": MailLinkModule, subscribe: SubscribeModule };

/** React's DOM puts a <template>'s children inside it; the HTML parser (the real page) into its content. */
function asParsed(root: ParentNode): void {
  root.querySelectorAll("template").forEach((template) => {
    if (template.content.childNodes.length === 0) template.content.append(...Array.from(template.childNodes));
  });
}

/** Renders `ui` (with `renderUi`: by default with the site's static queries answered, as every page has them), the Layout's pieces, then starts the modules. */
export function renderPage(ui: React.ReactElement, renderUi: (element: React.ReactElement) => RenderResult = (element) => renderWithSite(element)): RenderResult {
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

/**
 * For a test file: in each test, openMailApp is watched (a jsdom page cannot open a mail app),
 * and the tab's drafts and address start empty.
 */
export function watchMailInEachTest(): void {
  let openMail: jest.SpyInstance;
  beforeEach(() => {
    openMail = jest.spyOn(mailApp, "openMailApp").mockImplementation(() => undefined);
    sessionStorage.clear();
  });
  afterEach(() => {
    openMail.mockRestore();
    window.history.replaceState(null, "", "/");
  });
}

/** The mailto: links the page asked the browser to open in this test, oldest first. */
export const openedMails = (): string[] => jest.mocked(mailApp.openMailApp).mock.calls.map(([url]) => url);

/**
 * Fills a field in as a visitor who pastes: a click into it, then the text in one input. For a test
 * about what is done with the values; typing key by key costs jsdom a round of events per
 * character (seconds for a form on a busy machine), so only tests about typing itself type.
 */
export async function fillIn(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}

/** The last mail the page asked the browser to open, decoded as a mail app reads it. */
export function lastMail() {
  const url = openedMails().pop();
  if (url === undefined) throw new Error("no mail was opened");
  return decodeMailto(url);
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
