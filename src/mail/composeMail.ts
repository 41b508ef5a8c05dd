import { buildMailto } from "./mailtoLink";

/**
 * The e-mail a form opens, which the visitor sends as their own: their opening (intro), every
 * field they filled in, labelled, one per line, then the organisation's note to them (thanks and
 * when they hear back) after a rule, set apart as the organisation's rather than the sender's.
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
  /** The sender's opening lines. */
  readonly intro: string;
  /** The organisation's note to the sender, after NOTE_RULE at the end. */
  readonly note: string;
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

/** The line that sets the organisation's note apart from the sender's words. */
export const NOTE_RULE = "---";

/** A label as it leads a value: "Phone:", but a question or a label with its own colon as written. */
const lead = (label: string): string => (/[?:]$/.test(label.trim()) ? label.trim() : `${label}:`);

/** The sender's words (intro, then `middle`), then the organisation's note, set apart. */
const withNote = (template: MailTemplate, middle: readonly string[]): string =>
  [template.intro, ...(middle.length > 0 ? ["", ...middle] : []), "", NOTE_RULE, template.note].join("\n");

function composeBody(template: MailTemplate, fields: readonly MailField[], values: FormValues, longText: "include" | "note"): string {
  const lines: string[] = [];
  for (const field of fields) {
    const value = (values[field.name] ?? "").trim();
    if (!value) continue;
    if (field.type === "textarea") {
      lines.push(lead(field.label), longText === "include" ? value : template.tooLongNote);
    } else {
      lines.push(`${lead(field.label)} ${shown(field, value)}`);
    }
  }
  return withNote(template, lines);
}

export function composeFormMail(template: MailTemplate, fields: readonly MailField[], values: FormValues): FormMail {
  const { to, subject } = template;
  const body = composeBody(template, fields, values, "include");
  const url = buildMailto({ to, subject, body });
  if (url.length <= MAILTO_MAX_LENGTH) return { to, subject, body, url, fitsInLink: true };

  let shortUrl = buildMailto({ to, subject, body: composeBody(template, fields, values, "note") });
  if (shortUrl.length > MAILTO_MAX_LENGTH) {
    shortUrl = buildMailto({ to, subject, body: withNote(template, [template.tooLongNote]) });
  }
  return { to, subject, body, url: shortUrl, fitsInLink: false };
}

/** A mail with a fixed text (Schedule a Visit, Subscribe). */
export function composeSimpleMail(to: string, subject: string, body: string): FormMail {
  const url = buildMailto({ to, subject, body });
  return { to, subject, body, url, fitsInLink: url.length <= MAILTO_MAX_LENGTH };
}
