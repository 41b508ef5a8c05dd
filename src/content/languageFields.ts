/**
 * Fields whose value is not language (an id, an address, a name): written in every language block
 * and the same in each, so the content check names a copy that differs and the editor shows them
 * in the second language as copies of the first (Decap's `i18n: duplicate`). Keyed "Type.field";
 * numbers, choices, dates and photo files are never language and need no entry here.
 */
export const sameInEveryLanguage = new Set([
  "SiteYaml.name",
  "SiteYaml.shortName",
  "SiteYaml.email",
  "SiteYaml.organisationCity",
  "SiteYaml.donateUrl",
  "SiteYaml.storyVideoUrl",
  "SiteYaml.areaServed",
  "ProgramSessions.start",
  "ProgramSessions.end",
  "PostalAddress.street",
  "PostalAddress.city",
  "PostalAddress.region",
  "PostalAddress.postalCode",
  "SocialLink.url",
  "ExternalLink.url",
  "Link.to",
  "Program.id",
  "TeamGroup.id",
  "TeamMember.name",
  "Gallery.id",
  "AboutGalleries.show",
  "LegalPageYaml.slug",
  "FormField.name",
  "FormField.autocomplete",
  "FormOption.value",
]);

/**
 * E-mail subjects: in another language, the subject ends with the English one in parentheses, so
 * the organisation's mail filters still match ("Solicitud de voluntariado (Volunteer Application)").
 */
export const mailSubjects = new Set(["MailForm.subject", "VisitMail.subject", "SubscribeCopy.mailSubject"]);
