import { fillTemplate } from "../lib/template";

/** The error messages of data/forms.yaml, each with {label} for the field's name. */
export type ErrorCopy = Queries.FormErrors;

/** The message for a field the browser's constraint validation rejected, or null when it is valid. */
export function validationMessage(
  validity: Pick<ValidityState, "valid" | "valueMissing" | "typeMismatch" | "tooLong">,
  label: string,
  copy: ErrorCopy,
): string | null {
  if (validity.valid) return null;
  if (validity.valueMissing) return fillTemplate(copy.valueMissing, { label });
  if (validity.typeMismatch) return fillTemplate(copy.typeMismatch, { label });
  if (validity.tooLong) return fillTemplate(copy.tooLong, { label });
  return fillTemplate(copy.valueMissing, { label });
}
