import { fillTemplate } from "../lib/template";

/**
 * What a link into the contact form asks for: /contact?interest=storytelling preselects that
 * interest; ?interest=other&program=<id> also writes the program into the message.
 * Anything not among the form's options is ignored.
 */
export interface ContactPrefill {
  interest?: string;
  message?: string;
}

export function contactPrefill(
  search: string,
  interestValues: readonly string[],
  programs: readonly Pick<Queries.Program, "id" | "title">[],
  programMessage: string | null | undefined,
): ContactPrefill {
  const params = new URLSearchParams(search);
  const interest = params.get("interest") ?? "";
  if (!interestValues.includes(interest)) return {};
  const program = programs.find((candidate) => candidate.id === params.get("program"));
  if (interest === "other" && program && programMessage) {
    return { interest, message: fillTemplate(programMessage, { program: program.title }) };
  }
  return { interest };
}

/**
 * A restored draft with a link's wishes applied: the interest the link asks for wins (the visitor
 * just chose it), a program message only fills an empty message (never overwrites their words).
 */
export function applyContactPrefill(draft: Record<string, string>, prefill: ContactPrefill): Record<string, string> {
  const next = { ...draft };
  if (prefill.interest) next.interest = prefill.interest;
  if (prefill.message && !next.message?.trim()) next.message = prefill.message;
  return next;
}
