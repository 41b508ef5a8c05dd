/**
 * The site's forms as data/forms.yaml words them (the contact form with a choice per programme
 * first, as its page gives it: src/mail/programChoices.ts), for tests that fill a form as a
 * visitor does: each field found by its label, in the page's language, never by words written in
 * the test. Shared by the browser tests and the built-site tests.
 */
import type { Locator } from "playwright-core";
import { withProgramChoices } from "../../src/mail/programChoices";
import { yamlData, type ContentLocale } from "./content";

export interface FormFieldWords {
  name: string;
  label: string;
  type: string;
  required?: boolean | null;
  maxLength?: number | null;
  options?: { value: string; label: string }[] | null;
}
export type FormName = "volunteer" | "contact" | "signUp";

/** A form's words in a language: its submit button, subject, fields… (the contact form with its programme choices). */
export function formWords(locale: ContentLocale, form: FormName) {
  const forms = yamlData("forms", locale);
  const programs = yamlData("programs", locale).programs as { id: string; title: string }[];
  return (form === "contact" ? withProgramChoices(forms.contact, programs) : forms[form]) as { submit: string; subject: string; intro: string; note: string; tooLongNote: string; fields: FormFieldWords[] };
}

/** A field of a form, by its name. */
export function formField(locale: ContentLocale, form: FormName, name: string): FormFieldWords {
  const found = formWords(locale, form).fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`data/forms.yaml ${form} has no field ${name}`);
  return found;
}

/** A field's label, by its name. */
export const fieldLabel = (locale: ContentLocale, form: FormName, name: string): string => formField(locale, form, name).label;

/** What a visitor puts in each field, by type: words of their own, a list's first choice. */
export function sampleValue(field: FormFieldWords, index = 0): string {
  if (field.options && field.options.length > 0) return field.options[0].value;
  return ({ email: `ana${index}@example.com`, tel: "(760) 555-0134", textarea: `Ana's message ${index}.` } as Record<string, string>)[field.type] ?? `Ana${index}`;
}

/**
 * Fills a form as a visitor does, each field found by its label (data/forms.yaml): `values` by
 * field name; by default every required field, each with a sample value. Returns what was put in.
 */
export async function fillForm(form: Locator, locale: ContentLocale, name: FormName, values?: Record<string, string>): Promise<Record<string, string>> {
  const fields = formWords(locale, name).fields;
  const wanted = values ?? Object.fromEntries(fields.filter((field) => field.required).map((field, index) => [field.name, sampleValue(field, index)]));
  for (const [fieldName, value] of Object.entries(wanted)) {
    const field = fields.find((candidate) => candidate.name === fieldName);
    if (!field) throw new Error(`data/forms.yaml ${name} has no field ${fieldName}`);
    const control = form.getByLabel(field.label);
    if (field.type === "select") await control.selectOption(value);
    else await control.fill(value);
  }
  return wanted;
}

/**
 * The e-mail a form's values make, line by line, in data/forms.yaml's words (src/mail/composeMail.ts):
 * the sender's opening, each filled field in the form's order under its label (a choice by its
 * option's words, a long text under its label), then the organisation's note after a rule.
 */
export function mailLines(locale: ContentLocale, name: FormName, values: Record<string, string>): string[] {
  const form = formWords(locale, name);
  const lead = (label: string) => (/[?:]$/.test(label) ? label : `${label}:`);
  const fields = form.fields.flatMap((field) => {
    const value = (values[field.name] ?? "").trim();
    if (!value) return [];
    const words = field.options?.find((option) => option.value === value)?.label ?? value;
    return field.type === "textarea" ? [lead(field.label), ...words.split("\n")] : [`${lead(field.label)} ${words}`];
  });
  return [...form.intro.split("\n"), ...(fields.length > 0 ? ["", ...fields] : []), "", "---", form.note.replace(/\s+/g, " ").trim()];
}
