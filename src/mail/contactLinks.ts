/**
 * Links into the contact form with its interest already chosen. The contact page reads them back
 * (interest: one of the form's option values, a program's id for a program: programChoices.ts;
 * program: the id of a program in data/programs.yaml, written into the message when the interest
 * is "other"; ask=enrol: the message starts with the form's enrolment line, prefill.ts).
 */
export const contactFormAnchor = "message";

/** The contact form's choice for the curriculum: its program's id in data/programs.yaml (programChoices.ts), which the site's links rely on. */
export const curriculumInterest = "mentorship";

export function contactFormLink(interest: string, programId?: string, ask?: "enrol"): string {
  const query = new URLSearchParams({ interest });
  if (interest === "other" && programId) query.set("program", programId);
  if (ask) query.set("ask", ask);
  return `/contact?${query.toString()}#${contactFormAnchor}`;
}
