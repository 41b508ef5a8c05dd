/**
 * Links into the contact form with its interest already chosen. The contact page reads them back
 * (interest: one of the form's option values; program: the id of a program in
 * data/programs.yaml, for programs that have no option of their own and use "other"; prefill.ts).
 */
export const contactFormAnchor = "message";

export function contactFormLink(interest: string, programId?: string): string {
  const query = new URLSearchParams({ interest });
  if (interest === "other" && programId) query.set("program", programId);
  return `/contact?${query.toString()}#${contactFormAnchor}`;
}
