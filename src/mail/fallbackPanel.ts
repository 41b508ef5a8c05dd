import { listen } from "../enhance/errors";
import { notify } from "../enhance/toasts";
import type { FormMail } from "./composeMail";

/**
 * Fills a copy of the Layout's `template[data-mail-fallback]` (MailFallback.tsx) with one mail:
 * the address, subject and whole message to copy, and its buttons. Every word is the template's.
 */
export interface FallbackPanelOptions {
  /** Without the address/subject list and with a shorter text area (footer, Schedule a Visit). */
  compact: boolean;
  /** "I've sent it"; without it, that button is left out. */
  onSent?: () => void;
  /** "Send it from this page instead" (a form's native post); without it, that offer is left out. */
  post?: () => void;
  onClose: () => void;
}

/** The page's one fallback template; a mail action cannot work without it. */
export function fallbackTemplate(): HTMLTemplateElement {
  const template = document.querySelector<HTMLTemplateElement>("template[data-mail-fallback]");
  if (!template?.content.firstElementChild) throw new Error("mail: no template[data-mail-fallback] with the fallback panel on the page (Layout renders it)");
  return template;
}

/** Clipboard API, as a promise that rejects when the browser has none or refuses. */
export function writeClipboard(text: string): Promise<void> {
  try {
    if (!navigator.clipboard) return Promise.reject(new Error("Clipboard API unavailable"));
    return navigator.clipboard.writeText(text);
  } catch (error) {
    return Promise.reject(error);
  }
}

let panelCount = 0;

export interface FallbackPanel {
  element: HTMLElement;
  /** What screen readers are told as it appears (the template's words for what it offers). */
  announcement: string;
}

export function createFallbackPanel(template: HTMLTemplateElement, mail: FormMail, options: FallbackPanelOptions): FallbackPanel {
  const panel = template.content.firstElementChild?.cloneNode(true) as HTMLElement;
  panelCount += 1;
  makeIdsUnique(panel, `-${panelCount}`);
  const part = <T extends HTMLElement>(name: string): T => {
    const element = panel.querySelector<T>(`[data-mail-fallback-${name}]`);
    if (!element) throw new Error(`mail: the fallback template has no [data-mail-fallback-${name}]`);
    return element;
  };
  const message = part<HTMLTextAreaElement>("message");
  const alert = part("alert");
  const copyButton = part("copy");
  const sentButton = part("sent");

  panel.querySelectorAll<HTMLAnchorElement>("[data-mail-fallback-address]").forEach((link) => {
    link.href = `mailto:${mail.to}`;
    link.textContent = mail.to;
  });
  part("too-long").hidden = mail.fitsInLink;
  if (options.compact) {
    panel.setAttribute("data-compact", "");
    panel.querySelector("[data-mail-fallback-details]")?.remove();
    if (message.dataset.compactRows) message.rows = Number(message.dataset.compactRows);
  } else {
    part("to").textContent = mail.to;
    showSubject(part("subject"), mail.subject);
  }
  message.value = mail.body;
  part<HTMLAnchorElement>("again").href = mail.url;

  listen(copyButton, "click", () => {
    writeClipboard(mail.body).then(
      () => {
        alert.textContent = "";
        notify(copyButton.dataset.copied ?? "");
      },
      () => {
        alert.textContent = alert.dataset.copyFailed ?? "";
        message.focus();
        message.select();
      },
    );
  });
  const { onSent, post } = options;
  if (onSent) listen(sentButton, "click", () => onSent());
  else sentButton.remove();
  if (post) listen(part("post-button"), "click", () => post());
  else part("post").remove();
  listen(part("close"), "click", () => options.onClose());
  const announcement = (post ? panel.dataset.announcement : panel.dataset.announcementCopy) ?? "";
  delete panel.dataset.announcement;
  delete panel.dataset.announcementCopy;
  return { element: panel, announcement };
}

/** Cloned ids get a suffix, and the attributes naming them (for, aria-*) follow. */
function makeIdsUnique(root: HTMLElement, suffix: string): void {
  const elements = [root, ...Array.from(root.querySelectorAll<HTMLElement>("*"))];
  const renamed = new Map<string, string>();
  for (const element of elements) {
    if (!element.id) continue;
    renamed.set(element.id, `${element.id}${suffix}`);
    element.id = `${element.id}${suffix}`;
  }
  for (const element of elements) {
    for (const name of ["for", "aria-labelledby", "aria-describedby", "aria-controls"]) {
      const value = element.getAttribute(name);
      if (value) element.setAttribute(name, value.split(/\s+/).map((id) => renamed.get(id) ?? id).join(" "));
    }
  }
}

/**
 * The subject as the page shows it: in another language, a subject ends with the English one in
 * parentheses (data/forms.yaml), which is marked as English so a screen reader says it as such.
 */
export function showSubject(element: HTMLElement, subject: string): void {
  const english = document.documentElement.lang && document.documentElement.lang !== "en" ? /^(.*) \(([^()]+)\)$/.exec(subject) : null;
  if (!english) {
    element.textContent = subject;
    return;
  }
  const span = document.createElement("span");
  span.lang = "en";
  span.textContent = english[2];
  element.replaceChildren(`${english[1]} (`, span, ")");
}
