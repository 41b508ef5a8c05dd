import { listen } from "../enhance/errors";
import { composeSimpleMail } from "./formMail";
import { fillTemplate } from "../lib/template";
import { MailAction } from "./mailAction";

/**
 * The `subscribe` module (the footer's "Stay Connected", SubscribeForm.tsx): an empty or
 * malformed address gets the browser's own message and opens nothing; a valid one opens the
 * subscription mail (data-subject, data-body with {email} filled in) and the compact panel,
 * whose "I've sent it" empties the field.
 */
export default class SubscribeForm {
  constructor(root: HTMLElement) {
    if (!(root instanceof HTMLFormElement)) throw new Error("subscribe: the module's root must be a <form>");
    const input = root.querySelector<HTMLInputElement>('input[type="email"]');
    const submit = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    const { to, subject, body, openingMessage } = root.dataset;
    if (!input || !submit || !to || subject === undefined || body === undefined || openingMessage === undefined) {
      throw new Error("subscribe: the form needs an e-mail input, a submit button, data-to, data-subject, data-body and data-opening-message");
    }
    const action = new MailAction({
      after: root,
      openingMessage,
      compact: true,
      onSent: () => {
        input.value = "";
      },
      returnFocus: input,
    });
    listen(root, "submit", (event) => {
      event.preventDefault();
      if (!root.checkValidity()) {
        root.reportValidity();
        return;
      }
      action.send(composeSimpleMail(to, subject, fillTemplate(body, { email: input.value.trim() })));
    });
  }
}
