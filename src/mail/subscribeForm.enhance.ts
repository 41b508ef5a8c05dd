import { listen } from "../enhance/errors";
import { data, element } from "../enhance/markup";
import { composeSimpleMail } from "./composeMail";
import { fillTemplate } from "../lib/template";
import { MailAction } from "./mailAppAction";
import { FieldControl } from "./fieldControl";

/**
 * The `subscribe` module (the footer's "Stay Connected", SubscribeForm.tsx): an empty or
 * malformed address gets the site's message under the field (aria-invalid, in the page's
 * language, as on the contact page) and opens nothing; a valid one opens the
 * subscription mail (data-subject, data-body with {email} filled in) and the compact panel,
 * whose "I've sent it" empties the field and whose "Send it from this page instead" posts the
 * form itself (Netlify Forms, SubscribeForm.tsx). The browser's own check, for a post without the
 * module, gives way to the site's messages.
 */
export default class SubscribeForm {
  constructor(root: HTMLElement) {
    if (!(root instanceof HTMLFormElement)) throw new Error("subscribe: the module's root must be a <form>");
    const input = element<HTMLInputElement>(root, 'input[type="email"]', "subscribe");
    const field = new FieldControl(element<HTMLElement>(root, "[data-field]", "subscribe"));
    const copy = data(root, ["to", "subject", "body", "openingMessage", "errorValueMissing", "errorTypeMismatch", "errorTooLong"], "subscribe");
    const { to, subject, body, openingMessage } = copy;
    const errors = { valueMissing: copy.errorValueMissing, typeMismatch: copy.errorTypeMismatch, tooLong: copy.errorTooLong };
    const action = new MailAction({
      after: root,
      openingMessage,
      compact: true,
      onSent: () => {
        input.value = "";
        field.hideError();
      },
      // "Send it from this page instead": a native submit (no submit event, so no mail again).
      post: () => {
        if (field.check(errors)) root.submit();
        else input.focus();
      },
      returnFocus: input,
    });
    root.noValidate = true;
    listen(input, "input", () => field.changed(errors));
    listen(root, "submit", (event) => {
      event.preventDefault();
      if (!field.check(errors)) {
        input.focus();
        return;
      }
      action.send(composeSimpleMail(to, subject, fillTemplate(body, { email: input.value.trim() })));
    });
  }
}
