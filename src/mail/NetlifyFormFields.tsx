import React from "react";
import { FORM_NAME_FIELD, HONEYPOT_FIELD } from "./netlifyForm";

interface NetlifyFormFieldsProps {
  /** The form's name at Netlify (./netlifyForm.ts netlifyFormName). */
  name: string;
  /** The honeypot field's label (data/forms.yaml honeypot), which no person sees. */
  honeypot: string;
}

/**
 * What a Netlify form carries beside its visible fields: the hidden `form-name` saying which form a
 * post is, and the honeypot, hidden from people and from screen readers alike, out of the Tab order,
 * never in a draft or an e-mail.
 */
export function NetlifyFormFields({ name, honeypot }: NetlifyFormFieldsProps) {
  return (
    <>
      <input type="hidden" name={FORM_NAME_FIELD} value={name} />
      <div hidden>
        <label>
          {honeypot} <input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
    </>
  );
}
