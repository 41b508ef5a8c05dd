/** A phone number as data/site.yaml holds it, "(760) 555-0100", as a call link: tel:+17605550100. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  // US numbers are written without the country code: a call link carries it.
  if (digits.startsWith("+")) return `tel:${digits}`;
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}
