/**
 * Rules the GraphQL types cannot express, written once for the two places that enforce them: the
 * content check (./validateContent.ts, before every build) and the editor (../editor/cmsConfig.ts,
 * which turns them into Decap's `pattern`, `min` and `max`, so a bad edit is refused before it is
 * saved). Keyed by "Type.field" of src/content/schema.ts.
 */

/** A text rule: a regular expression (as Decap takes it, a string) and what it asks for. */
export interface TextRule {
  pattern: string;
  /** Completes "… must be …" (the check) and "… didn't match the pattern: …" (the editor). */
  message: string;
}

/** The range of each number an editor types. */
export const numberRanges: Record<string, [min: number, max: number]> = {
  "SiteYaml.foundedYear": [1900, 2100],
  "CurriculumSession.number": [1, 52],
  "Testimonial.age": [5, 120],
  "FormField.maxLength": [1, 2000],
};

const slug: TextRule = {
  pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
  message: "lower-case letters, digits and single hyphens, like community-recognition",
};
const webAddress: TextRule = {
  pattern: "^https://[^\\s/]+\\.[^\\s]+$",
  message: "a full web address starting with https://",
};

const clockTime: TextRule = { pattern: "^([01][0-9]|2[0-3]):[0-5][0-9]$", message: "a time on the 24-hour clock, like 17:00" };

/** Text with a fixed shape. An empty optional field is not checked. */
export const textRules: Record<string, TextRule> = {
  "ProgramSessions.start": clockTime,
  "ProgramSessions.end": clockTime,
  "SiteYaml.email": { pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$", message: "an e-mail address, like info@example.org" },
  "SiteYaml.donateUrl": webAddress,
  "SiteYaml.storyVideoUrl": webAddress,
  "SocialLink.url": webAddress,
  "ExternalLink.url": webAddress,
  "Program.id": slug,
  "TeamGroup.id": slug,
  "Gallery.id": slug,
  "LegalPageYaml.slug": slug,
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A link to a page of this site: one of its routes, optionally with a trailing slash and a
 * `#section` or `?query`, as the check's normalisePath reads it.
 */
export function internalLinkRule(routes: Iterable<string>): TextRule {
  const sorted = [...routes].sort();
  const alternatives = sorted.map((route) => escapeRegExp(route === "/" ? "" : route)).join("|");
  return {
    pattern: `^(?:${alternatives})/?(?:[?#].*)?$`,
    message: `a page of this site: ${sorted.join(", ")}`,
  };
}
