/**
 * Short forms a visitor may not know (CA, AM, p. m.), each with what it means (WCAG 3.1.4,
 * Abbreviations): where a text holds one, the page shows it in an <abbr> whose title says it in
 * full (src/components/ui/Abbreviated.tsx).
 */
export interface Abbreviation {
  readonly short: string;
  readonly long: string;
}

/** The words after a time of day (data/site.yaml programSessions), each with what it means. */
export const timeAbbreviations = (sessions: { am: string; amMeaning: string; pm: string; pmMeaning: string }): Abbreviation[] => [
  { short: sessions.am, long: sessions.amMeaning },
  { short: sessions.pm, long: sessions.pmMeaning },
];

/** The site's short forms, from data/site.yaml: the state in the address, and the words after a time of day. */
export function siteAbbreviations(site: { address: { region: string; regionName: string }; programSessions: Parameters<typeof timeAbbreviations>[0] }): Abbreviation[] {
  return [{ short: site.address.region, long: site.address.regionName }, ...timeAbbreviations(site.programSessions)];
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A text cut where a short form stands as a word of its own (not inside a longer word), each found
 * one with its meaning; a space inside a short form ("p. m.") matches any space, a non-breaking one
 * included. The longest short form is tried first.
 */
export function splitAbbreviations(text: string, abbreviations: readonly Abbreviation[]): (string | Abbreviation & { readonly text: string })[] {
  const known = abbreviations.filter((entry) => entry.short.trim() && entry.long.trim()).sort((a, b) => b.short.length - a.short.length);
  if (known.length === 0) return [text];
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${known.map((entry) => escaped(entry.short.trim()).replace(/\s+/g, "\\s+")).join("|")})(?![\\p{L}\\p{N}])`, "gu");
  const parts: (string | (Abbreviation & { text: string }))[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const entry = known.find((candidate) => candidate.short.trim().replace(/\s+/g, " ") === match[0].replace(/\s+/g, " ")) as Abbreviation;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ ...entry, text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
