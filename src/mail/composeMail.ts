import { buildMailto } from "./mailtoLink";

/**
 * The e-mail a form opens: intro, then every field the visitor filled in, labelled, one per line.
 * A mailto: link longer than 2,000 characters is cut or refused by common mail apps, so when the
 * whole text does not fit, the link carries everything but the long text fields plus a note, and
 * the full text is returned for the page to offer (copy, select): never silently cut.
 */
export const MAILTO_MAX_LENGTH = 2000;

/** A field as the mail reads it: `type` is the control's ("textarea", "select", "email"…). */
export type MailField = Pick<Queries.FormField, "name" | "label" | "options"> & { readonly type: string };

export interface MailTemplate {
  readonly to: string;
  readonly subject: string;
  readonly intro: string;
  /** Stands in the link's body for long text that did not fit. */
  readonly tooLongNote: string;
}

export type FormValues = Readonly<Record<string, string>>;

export interface FormMail {
  readonly to: string;
  readonly subject: string;
  /** The whole message, as the visitor wrote it. */
  readonly body: string;
  /** The mailto: link, at most MAILTO_MAX_LENGTH characters. */
  readonly url: string;
  /** False when the link carries a note instead of the long text (the page must offer `body`). */
  readonly fitsInLink: boolean;
}

/** What a value reads as in the e-mail: an option's label rather than its code. */
function shown(field: MailField, value: string): string {
  return field.options?.find((option) => option.value === value)?.label ?? value;
}

function composeBody(template: MailTemplate, fields: readonly MailField[], values: FormValues, longText: "include" | "note"): string {
  const lines = [template.intro, ""];
  for (const field of fields) {
    const value = (values[field.name] ?? "").trim();
    if (!value) continue;
    if (field.type === "textarea") {
      lines.push(`${field.label}:`, longText === "include" ? value : template.tooLongNote);
    } else {
      lines.push(`${field.label}: ${shown(field, value)}`);
    }
  }
  return lines.join("\n");
}

export function composeFormMail(template: MailTemplate, fields: readonly MailField[], values: FormValues): FormMail {
  const { to, subject } = template;
  const body = composeBody(template, fields, values, "include");
  const url = buildMailto({ to, subject, body });
  if (url.length <= MAILTO_MAX_LENGTH) return { to, subject, body, url, fitsInLink: true };

  let shortUrl = buildMailto({ to, subject, body: composeBody(template, fields, values, "note") });
  if (shortUrl.length > MAILTO_MAX_LENGTH) {
    shortUrl = buildMailto({ to, subject, body: `${template.intro}\n\n${template.tooLongNote}` });
  }
  return { to, subject, body, url: shortUrl, fitsInLink: false };
}

/** A mail with a fixed text (Schedule a Visit, Subscribe). */
export function composeSimpleMail(to: string, subject: string, body: string): FormMail {
  const url = buildMailto({ to, subject, body });
  return { to, subject, body, url, fitsInLink: url.length <= MAILTO_MAX_LENGTH };
}
