import { listen } from "../enhance/errors";
import { composeSimpleMail } from "./formMail";
import { MailAction } from "./mailAction";

/**
 * The `mail-link` module: a button that opens a fixed mail (Schedule a Visit, ContactInfo.tsx)
 * from its data-to, data-subject, data-body and data-opening-message, with the compact
 * fallback panel right after it.
 */
export default class MailLink {
  constructor(root: HTMLElement) {
    if (!(root instanceof HTMLButtonElement)) throw new Error("mail-link: the module's root must be a <button>");
    const { to, subject, body, openingMessage } = root.dataset;
    if (!to || subject === undefined || body === undefined || openingMessage === undefined) {
      throw new Error("mail-link: the button needs data-to, data-subject, data-body and data-opening-message");
    }
    const action = new MailAction({ after: root, openingMessage, compact: true, returnFocus: root });
    listen(root, "click", () => action.send(composeSimpleMail(to, subject, body)));
  }
}
