import { listen } from "../enhance/errors";
import { data, element } from "../enhance/markup";
import { composeSimpleMail } from "./composeMail";
import { fillTemplate } from "../lib/template";
import { MailAction } from "./mailAppAction";

/**
 * The `subscribe` module (the footer's "Stay Connected", SubscribeForm.tsx): an empty or
 * malformed address gets the browser's own message and opens nothing; a valid one opens the
 * subscription mail (data-subject, data-body with {email} filled in) and the compact panel,
 * whose "I've sent it" empties the field.
 */
export default class SubscribeForm {
  constructor(root: HTMLElement) {
    if (!(root instanceof HTMLFormElement)) throw new Error("subscribe: the module's root must be a <form>");
    const input = element<HTMLInputElement>(root, 'input[type="email"]', "subscribe");
    const { to, subject, body, openingMessage } = data(root, ["to", "subject", "body", "openingMessage"], "subscribe");
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
