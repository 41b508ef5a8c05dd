/**
 * Links into the contact form with its interest already chosen. The contact page reads them back
 * (interest: one of the form's option values, a program's id for a program: programChoices.ts;
 * program: the id of a program in data/programs.yaml, written into the message when the interest
 * is "other"; prefill.ts).
 */
export const contactFormAnchor = "message";

export function contactFormLink(interest: string, programId?: string): string {
  const query = new URLSearchParams({ interest });
  if (interest === "other" && programId) query.set("program", programId);
  return `/contact?${query.toString()}#${contactFormAnchor}`;
}
