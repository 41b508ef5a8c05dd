/**
 * The For Families page's sign-up e-mail, as its built markup writes it (the words the mail-form
 * module reads: the form's data attributes, each field's label and choices), decoded as a mail app
 * reads it: every field, in both languages, in the parent's voice, with the organisation's thanks
 * and reply time set apart at the end, each in data/forms.yaml's words (src/mail/composeMail.test.ts
 * says the e-mail's lines in words, on fixed fields).
 */
import { loadPage } from "../support/built-site";
import { decodeMailto } from "../support/mailto";
import { composeFormMail, NOTE_RULE, type MailField } from "../../src/mail/composeMail";
import { localeOfPath } from "../../src/lib/locales";
import { yamlData } from "../support/content";
import { visibleText } from "../support/pages";

/** The form's e-mail and fields, read from the built page as mailForm.enhance.ts and fieldControl.ts read them. */
function signUpForm(route: string) {
  const form = loadPage(route).querySelector<HTMLFormElement>("form#sign-up-form");
  if (!form) throw new Error(`${route} has no form#sign-up-form`);
  const { to, subject, intro, note, tooLongNote } = form.dataset;
  const fields: MailField[] = Array.from(form.querySelectorAll<HTMLElement>("[data-field]"), (wrapper) => {
    const control = wrapper.querySelector("input, select, textarea") as HTMLInputElement;
    const label = wrapper.querySelector("[data-field-label]")?.textContent?.trim() ?? "";
    const tag = control.tagName.toLowerCase();
    const options =
      tag === "select"
        ? Array.from(control.querySelectorAll("option"), (option) => ({ value: option.getAttribute("value") ?? "", label: option.textContent?.trim() ?? "" })).filter(
            (option) => option.value !== "",
          )
        : null;
    return { name: control.getAttribute("name") ?? "", label, type: tag === "input" ? (control.getAttribute("type") ?? "text") : tag, options };
  });
  return { form, template: { to: to ?? "", subject: subject ?? "", intro: intro ?? "", note: note ?? "", tooLongNote: tooLongNote ?? "" }, fields };
}

/** What a parent types, by field: words of their own; a choice list gets its first option. */
const family: Record<string, string> = {
  parentName: "María Elena Ramírez",
  studentFirstName: "Sofía",
  studentAge: "13",
  school: "Rancho Minerva",
  phone: "(760) 555-0134",
  bestTime: "5–7 PM",
  message: "¿Hay grupo los martes? / Is there a Tuesday group?",
};
const typed = (field: Queries.FormField): string =>
  field.type === "select" ? (field.options?.[0]?.value ?? "") : (family[field.name] ?? ({ email: "familia@example.org", tel: "(760) 555-0134", textarea: "Gracias. / Thank you." } as Record<string, string>)[field.type] ?? "Ana");

describe.each(["/families", "/es/families"])("the built page %s", (route) => {
  const locale = localeOfPath(route);
  const { form, template, fields } = signUpForm(route);
  // data/forms.yaml's sign-up form in the page's language, the facts its texts name filled in.
  const signUp = yamlData("forms", locale).signUp as Queries.MailForm;
  const values = Object.fromEntries(signUp.fields.map((field) => [field.name, typed(field)]));
  const mail = decodeMailto(composeFormMail(template, fields, values).url);
  const lines = mail.body.split("\r\n");

  it("holds the sign-up form, whose e-mail carries every field in the parent's voice, our thanks and reply time last", () => {
    expect(mail.subject).toBe(signUp.subject);
    expect(mail.keys).toEqual(["subject", "body"]);
    // The parent's greeting, every field in the form's order labelled in data/forms.yaml's words (a
    // choice by its option's words, a long text under its label), then the organisation's note after a rule.
    const lead = (label: string) => (/[?:]$/.test(label) ? label : `${label}:`);
    const said = signUp.fields.flatMap((field) => {
      const value = values[field.name];
      const words = field.options?.find((option) => option.value === value)?.label ?? value;
      return field.type === "textarea" ? [lead(field.label), words] : [`${lead(field.label)} ${words}`];
    });
    expect(lines).toEqual([...signUp.intro.split("\n"), "", ...said, "", NOTE_RULE, visibleText(signUp.note)]);
    expect(mail.url.length).toBeLessThanOrEqual(2000);
  });

  it("requires what data/forms.yaml requires", () => {
    expect(Array.from(form.querySelectorAll("[required]"), (control) => control.getAttribute("name"))).toEqual(signUp.fields.filter((field) => field.required).map((field) => field.name));
  });
});
