/**
 * Links into the contact form with its interest already chosen. The contact page reads them back
 * (interest: one of the form's option values; program: the id of a program in
 * data/programs.yaml, for programs that have no option of their own and use "other"; ask=enrol:
 * the message starts with the form's enrolment line, prefill.ts).
 */
export const contactFormAnchor = "message";

/** The contact form's choice for the 11-week curriculum (data/forms.yaml: a value the site's links rely on). */
export const curriculumInterest = "mentorship";

export function contactFormLink(interest: string, programId?: string, ask?: "enrol"): string {
  const query = new URLSearchParams({ interest });
  if (interest === "other" && programId) query.set("program", programId);
  if (ask) query.set("ask", ask);
  return `/contact?${query.toString()}#${contactFormAnchor}`;
}
