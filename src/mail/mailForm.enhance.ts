import { listen } from "../enhance/errors";
import { data } from "../enhance/markup";
import { notify } from "../enhance/toasts";
import { browserSessionStorage, clearDraft, loadDraft, markPosted, saveDraft, type Draft } from "./drafts";
import { composeFormMail, type MailTemplate } from "./composeMail";
import { applyContactPrefill, contactPrefill } from "./prefill";
import type { ErrorCopy } from "./validation";
import { FieldControl } from "./fieldControl";
import { MailAction } from "./mailAppAction";

/**
 * The `mail-form` module (volunteer, contact and sign-up forms, MailForm.tsx). Keeps the draft in
 * sessionStorage under `draft:<form id>` and restores it (with a link's ?interest= prefill);
 * on submit, checks every field with the browser's constraint validation, shows the errors and
 * focuses the first one, or opens the mail. Clear empties the form, its errors and draft, and
 * shows "Undo clear" after it, which brings back every field and the draft: one click never loses
 * a message. Undo has no time limit (WCAG 2.2.1); it goes once the visitor types or chooses again.
 * The panel left after the mail app opens offers "Send it from this page instead": the form, checked
 * again, posts itself natively to Netlify Forms (MailForm.tsx), its draft kept until the thank-you
 * page says the post arrived.
 */
export default class MailForm {
  private readonly form: HTMLFormElement;
  private readonly fields: FieldControl[];
  private readonly mail: MailTemplate;
  private readonly errors: ErrorCopy;
  private readonly draftKey: string;
  private readonly clearedMessage: string;
  private readonly restoredMessage: string;
  private readonly action: MailAction;
  private readonly clearButton: HTMLButtonElement;
  private readonly undo: HTMLElement;
  /** What the form held before the last Clear, while "Undo clear" can bring it back. */
  private beforeClear: Draft | null = null;

  constructor(root: HTMLElement) {
    if (!(root instanceof HTMLFormElement) || !root.id) throw new Error("mail-form: the module's root must be a <form> with an id");
    this.form = root;
    this.fields = Array.from(root.querySelectorAll<HTMLElement>("[data-field]"), (wrapper) => new FieldControl(wrapper));
    if (this.fields.length === 0) throw new Error(`mail-form: #${root.id} has no [data-field]`);
    const submit = root.querySelector<HTMLButtonElement>('button[type="submit"]');
    const clear = root.querySelector<HTMLButtonElement>("button[data-mail-form-clear]");
    if (!submit || !clear) throw new Error(`mail-form: #${root.id} needs a submit button and a button[data-mail-form-clear]`);
    const undo = root.querySelector<HTMLElement>("[data-mail-form-undo]");
    const undoButton = undo?.querySelector<HTMLButtonElement>('button[type="button"]');
    if (!undo || !undoButton) throw new Error(`mail-form: #${root.id} needs a [data-mail-form-undo] with a button`);
    this.clearButton = clear;
    this.undo = undo;

    const copy = data(
      root,
      ["to", "subject", "intro", "note", "tooLongNote", "errorValueMissing", "errorTypeMismatch", "errorTooLong", "openingMessage", "clearedMessage", "restoredMessage"],
      "mail-form",
    );
    this.mail = { to: copy.to, subject: copy.subject, intro: copy.intro, note: copy.note, tooLongNote: copy.tooLongNote };
    this.errors = { valueMissing: copy.errorValueMissing, typeMismatch: copy.errorTypeMismatch, tooLong: copy.errorTooLong };
    this.clearedMessage = copy.clearedMessage;
    this.restoredMessage = copy.restoredMessage;
    this.draftKey = `draft:${root.id}`;
    this.action = new MailAction({
      after: root,
      openingMessage: copy.openingMessage,
      onSent: () => this.clear(),
      post: () => this.post(),
      returnFocus: submit,
    });
    // The site's own messages from here on, not the browser's bubbles (which work without JavaScript).
    root.noValidate = true;

    this.restore();
    listen(root, "submit", (event) => {
      event.preventDefault();
      this.submit();
    });
    const changed = (event: Event) => {
      const field = this.fields.find((candidate) => candidate.control === event.target);
      if (!field) return;
      this.forgetUndo();
      field.changed(this.errors);
      saveDraft(browserSessionStorage(), this.draftKey, this.values());
    };
    listen(root, "input", changed);
    listen(root, "change", changed);
    listen(clear, "click", () => this.clear());
    listen(undoButton, "click", () => this.restoreCleared());
  }

  private values(): Draft {
    return Object.fromEntries(this.fields.map((field) => [field.name, field.value]));
  }

  /** The kept draft, then what a link into the form asks for (contact form only). */
  private restore(): void {
    const names = this.fields.map((field) => field.name);
    let draft: Draft = loadDraft(browserSessionStorage(), this.draftKey, names);
    const { programs } = this.form.dataset;
    if (programs !== undefined) {
      const interest = this.fields.find((field) => field.name === "interest");
      const interestValues = interest?.options?.map((option) => option.value) ?? [];
      const prefill = contactPrefill(window.location.search, interestValues, JSON.parse(programs), this.form.dataset.programMessage);
      draft = applyContactPrefill(draft, prefill);
    }
    for (const field of this.fields) {
      if (draft[field.name] !== undefined) field.value = draft[field.name];
    }
    saveDraft(browserSessionStorage(), this.draftKey, this.values());
  }

  /** Every field checked, its error shown; focus on the first that fails. True when all pass. */
  private checkAll(): boolean {
    let firstInvalid: FieldControl | null = null;
    for (const field of this.fields) {
      if (!field.check(this.errors) && !firstInvalid) firstInvalid = field;
    }
    firstInvalid?.control.focus();
    return !firstInvalid;
  }

  private submit(): void {
    if (this.checkAll()) this.action.send(composeFormMail(this.mail, this.fields, this.values()));
  }

  /** "Send it from this page instead": the same form, as typed now, posted by the browser itself. */
  private post(): void {
    if (!this.checkAll()) return;
    saveDraft(browserSessionStorage(), this.draftKey, this.values());
    markPosted(browserSessionStorage(), this.draftKey);
    // A native submit: no submit event (this module's own sends the mail), no data in the address.
    this.form.submit();
  }

  private clear(): void {
    const before = this.values();
    // A form already empty has nothing to bring back.
    this.beforeClear = Object.values(before).some((value) => value !== "") ? before : this.beforeClear;
    for (const field of this.fields) {
      field.value = "";
      field.hideError();
    }
    clearDraft(browserSessionStorage(), this.draftKey);
    this.action.dismiss();
    this.undo.hidden = this.beforeClear === null;
    notify(this.clearedMessage);
  }

  /** "Undo clear": every field and the draft as they were before Clear. */
  private restoreCleared(): void {
    const before = this.beforeClear;
    if (!before) return;
    for (const field of this.fields) field.value = before[field.name] ?? "";
    saveDraft(browserSessionStorage(), this.draftKey, this.values());
    this.forgetUndo();
    // The Undo button goes; focus stays in the same place, on Clear form beside it.
    this.clearButton.focus();
    notify(this.restoredMessage);
  }

  private forgetUndo(): void {
    this.beforeClear = null;
    this.undo.hidden = true;
  }
}
