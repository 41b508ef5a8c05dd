import { fillTemplate } from "../lib/template";

/**
 * What a link into the contact form asks for: /contact?interest=storytelling preselects that
 * interest; ?interest=other&programme=<id> also writes the programme into the message.
 * Anything not among the form's options is ignored.
 */
export interface ContactPrefill {
  interest?: string;
  message?: string;
}

export function contactPrefill(
  search: string,
  interestValues: readonly string[],
  programmes: readonly Pick<Queries.Programme, "id" | "title">[],
  programmeMessage: string | null | undefined,
): ContactPrefill {
  const params = new URLSearchParams(search);
  const interest = params.get("interest") ?? "";
  if (!interestValues.includes(interest)) return {};
  const programme = programmes.find((candidate) => candidate.id === params.get("programme"));
  if (interest === "other" && programme && programmeMessage) {
    return { interest, message: fillTemplate(programmeMessage, { programme: programme.title }) };
  }
  return { interest };
}

/**
 * A restored draft with a link's wishes applied: the interest the link asks for wins (the visitor
 * just chose it), a programme message only fills an empty message (never overwrites their words).
 */
export function applyContactPrefill(draft: Record<string, string>, prefill: ContactPrefill): Record<string, string> {
  const next = { ...draft };
  if (prefill.interest) next.interest = prefill.interest;
  if (prefill.message && !next.message?.trim()) next.message = prefill.message;
  return next;
}
