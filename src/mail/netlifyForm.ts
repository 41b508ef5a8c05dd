import { defaultLocale, localePath, type Locale } from "../lib/locales";
import { sitePage } from "../lib/contentPages";

/**
 * What makes a mail form also a Netlify Forms form (docs/decisions.md, "A second way to send"):
 * Netlify finds, in the deployed HTML, each <form> with `data-netlify="true"` and a `name`, records
 * its fields by their names, and from then on accepts a POST of that form (its hidden `form-name`
 * says which) and answers with the page of the form's `action`. A filled-in honeypot field marks a
 * submission as spam.
 */

/** The hidden field that names the form in a submission, as Netlify's own injected one does. */
export const FORM_NAME_FIELD = "form-name";

/** The field people never see (`data-netlify-honeypot`): only programs that fill in every field fill it. */
export const HONEYPOT_FIELD = "bot-field";

/**
 * The form's name at Netlify: its id without "-form", with the language for any language but
 * English ("sign-up", "sign-up-es"), so the organisation sees in which language to answer and each
 * language's form is registered with its own fields.
 */
export function netlifyFormName(formId: string, locale: Locale): string {
  const base = formId.replace(/-form$/, "");
  return locale === defaultLocale ? base : `${base}-${locale}`;
}

/** Where a form posts to: the thank-you page in the form's language. */
export const thankYouAction = (locale: Locale): string => localePath(locale, sitePage("thankYou").path as string);

/** A Netlify form's own attributes: its id and name, posted (nothing in the address) to the thank-you page, its honeypot named. */
export function netlifyFormAttributes(formId: string, locale: Locale) {
  return {
    id: formId,
    name: netlifyFormName(formId, locale),
    method: "post",
    action: thankYouAction(locale),
    "data-netlify": "true",
    "data-netlify-honeypot": HONEYPOT_FIELD,
  } as const;
}
