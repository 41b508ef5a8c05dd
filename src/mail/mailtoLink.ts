/**
 * Builds mailto: links (RFC 6068) for every mail action on the site.
 *
 * Each value is percent-encoded with encodeURIComponent, never form encoding (in a mailto URL a
 * "+" is a literal plus), so nothing a visitor types can add a header: "&bcc=…", "?subject=" or
 * "#" arrive in the body exactly as typed. The only keys ever produced are `subject` and `body`.
 * Line breaks become CRLF, as RFC 6068 asks for in a body.
 */
export interface MailMessage {
  to: string;
  subject: string;
  body?: string;
}

export const toCrlf = (text: string): string => text.replace(/\r\n|\r|\n/g, "\r\n");

export function buildMailto({ to, subject, body }: MailMessage): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(toCrlf(body))}`);
  return `mailto:${to}?${query.join("&")}`;
}
