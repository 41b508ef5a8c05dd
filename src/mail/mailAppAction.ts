import { notify } from "../enhance/toasts";
import type { FormMail } from "./composeMail";
import { openMailApp } from "./openMailApp";
import { createFallbackPanel, fallbackTemplate, writeClipboard } from "./fallbackPanel";

/**
 * One mail action (a form's submit, Schedule a Visit, Subscribe): opens the visitor's mail app,
 * says so in a toast, and leaves the fallback panel right after `after` in case no mail app
 * opened, which a second toast announces (politely, after the first) so that a screen reader
 * hears it is there. Text too long for the link also goes to the clipboard while the click still
 * allows it.
 */
export interface MailActionOptions {
  /** The panel appears right after this element. */
  after: Element;
  /** The toast, from the markup's data (forms.yaml toasts.opening). */
  openingMessage: string;
  compact?: boolean;
  /** "I've sent it": the visitor confirms; the panel then closes. */
  onSent?: () => void;
  /** "Send it from this page instead": a form posts itself (Netlify Forms). */
  post?: () => void;
  /** Gets the focus back when the panel closes while focus is inside it. */
  returnFocus?: HTMLElement;
}

export class MailAction {
  private readonly template: HTMLTemplateElement;
  private panel: HTMLElement | null = null;

  constructor(private readonly options: MailActionOptions) {
    this.template = fallbackTemplate();
  }

  send(mail: FormMail): void {
    if (!mail.fitsInLink) writeClipboard(mail.body).catch(() => undefined);
    openMailApp(mail.url);
    this.dismiss();
    const { onSent, post, compact = false } = this.options;
    const { element: panel, announcement } = createFallbackPanel(this.template, mail, {
      compact,
      post,
      onSent: onSent
        ? () => {
            onSent();
            this.dismiss();
          }
        : undefined,
      onClose: () => this.dismiss(),
    });
    this.options.after.after(panel);
    this.panel = panel;
    // One toast, as short as before for the eye: the panel itself shows below; a screen reader hears
    // where to turn if nothing happened with it (two toasts would stack over a small screen's controls).
    notify(this.options.openingMessage, announcement);
  }

  /** Removes the panel (one per action at a time). */
  dismiss(): void {
    const { panel } = this;
    if (!panel) return;
    const hadFocus = panel.contains(document.activeElement);
    panel.remove();
    this.panel = null;
    if (hadFocus) this.options.returnFocus?.focus();
  }
}
