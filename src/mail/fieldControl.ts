import type { MailField } from "./composeMail";
import { validationMessage, type ErrorCopy } from "./validation";
import { CharacterCount } from "./characterCount";

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * One `[data-field]` of a mail form (FormField.tsx), as the mail reads it: name, label, type and
 * options come from the control and its label. Shows its error under the control and ties it to
 * it (aria-invalid="true", aria-describedby) only while there is one; otherwise aria-invalid is
 * "false" (as served, FormField.tsx), so the browser's own validity is never heard before the
 * site's check: Chromium calls an empty required list invalid from the start.
 */
export class FieldControl implements MailField {
  readonly name: string;
  readonly label: string;
  readonly type: string;
  readonly options: readonly Queries.FormOption[] | null;
  readonly control: Control;
  private readonly error: HTMLElement;
  private readonly errorText: HTMLElement;
  private readonly counter: CharacterCount | null = null;

  constructor(wrapper: HTMLElement) {
    const where = `mail-form: the field "${wrapper.dataset.field ?? ""}"`;
    const control = wrapper.querySelector<Control>("input, select, textarea");
    if (!control?.name || !control.id) throw new Error(`${where} has no control with a name and an id`);
    const label = control.labels?.[0]?.querySelector("[data-field-label]")?.textContent?.trim();
    if (!label) throw new Error(`${where} has no label with a [data-field-label]`);
    const error = wrapper.querySelector<HTMLElement>("[data-field-error]");
    const errorText = error?.querySelector<HTMLElement>("[data-field-error-text]");
    if (!error?.id || !errorText) throw new Error(`${where} has no [data-field-error] with an id and a [data-field-error-text]`);

    this.control = control;
    this.name = control.name;
    this.label = label;
    this.error = error;
    this.errorText = errorText;
    if (control instanceof HTMLSelectElement) {
      this.type = "select";
      this.options = Array.from(control.options)
        .filter((option) => option.value !== "")
        .map((option) => ({ value: option.value, label: option.text.trim() }));
    } else {
      this.type = control instanceof HTMLTextAreaElement ? "textarea" : control.type;
      this.options = null;
    }
    const count = wrapper.querySelector<HTMLElement>("[data-counter]");
    const live = wrapper.querySelector<HTMLElement>("[data-counter-live]");
    if (count && live && control instanceof HTMLTextAreaElement) this.counter = new CharacterCount(control, count, live);
  }

  get value(): string {
    return this.control.value;
  }

  /** Set by the page (draft, link, clear): the counter follows without announcing. */
  set value(value: string) {
    this.control.value = value;
    this.counter?.update(false);
  }

  /** The visitor typed or chose. */
  changed(copy: ErrorCopy): void {
    if (this.control.getAttribute("aria-invalid") === "true") this.check(copy);
    this.counter?.update(true);
  }

  /** The browser's constraint validation, shown under the field; true when valid. */
  check(copy: ErrorCopy): boolean {
    const message = validationMessage(this.control.validity, this.label, copy);
    if (message) this.showError(message);
    else this.hideError();
    return !message;
  }

  hideError(): void {
    this.error.hidden = true;
    this.errorText.textContent = "";
    this.control.setAttribute("aria-invalid", "false");
    this.describedBy(false);
  }

  private showError(message: string): void {
    this.errorText.textContent = message;
    this.error.hidden = false;
    this.control.setAttribute("aria-invalid", "true");
    this.describedBy(true);
  }

  /** The error's id first in aria-describedby (before the counter's), only while it is shown. */
  private describedBy(withError: boolean): void {
    const ids = (this.control.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((id) => id && id !== this.error.id);
    if (withError) ids.unshift(this.error.id);
    if (ids.length) this.control.setAttribute("aria-describedby", ids.join(" "));
    else this.control.removeAttribute("aria-describedby");
  }
}
