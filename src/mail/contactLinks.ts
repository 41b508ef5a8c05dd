/**
 * Links into the contact form with its interest already chosen. The contact page reads them back
 * (interest: one of the form's option values; programme: the id of a programme in
 * data/programmes.yaml, for programmes that have no option of their own and use "other").
 */
export const contactFormAnchor = "message";

export function contactFormLink(interest: string, programmeId?: string): string {
  const query = new URLSearchParams({ interest });
  if (interest === "other" && programmeId) query.set("programme", programmeId);
  return `/contact?${query.toString()}#${contactFormAnchor}`;
}
