import { listen } from "../enhance/errors";
import { data } from "../enhance/markup";
import { composeSimpleMail } from "./composeMail";
import { MailAction } from "./mailAppAction";

/**
 * The `mail-link` module: a button that opens a fixed mail (Schedule a Visit, ContactInfo.tsx)
 * from its data-to, data-subject, data-body and data-opening-message, with the compact
 * fallback panel right after it.
 */
export default class MailLink {
  constructor(root: HTMLElement) {
    if (!(root instanceof HTMLButtonElement)) throw new Error("mail-link: the module's root must be a <button>");
    const { to, subject, body, openingMessage } = data(root, ["to", "subject", "body", "openingMessage"], "mail-link");
    const action = new MailAction({ after: root, openingMessage, compact: true, returnFocus: root });
    listen(root, "click", () => action.send(composeSimpleMail(to, subject, body)));
  }
}
