/**
 * Fills {placeholders} in copy written by editors, e.g. "© {year} {name}". A placeholder with no
 * value is left as written, so a typo shows up on the page instead of vanishing silently.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : match,
  );
}

/** Splits copy around one {token}, for putting an element (a link) where the token stands. */
export function splitOnToken(text: string, token: string): string[] {
  return text.split(`{${token}}`);
}

/** A sentence with its first letter a capital, in `locale`'s rules ("once sesiones" → "Once sesiones"). */
export function capitalised(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
