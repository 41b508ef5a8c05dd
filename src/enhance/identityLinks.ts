/**
 * Netlify Identity's invitation, recovery and confirmation e-mails open the home page with a
 * token in the address's hash: forward those visitors to the content editor, which handles the
 * token. The public pages never load the Identity widget itself.
 */
const identityToken = /^#(invite|recovery|confirmation|email_change)_token=/;

export function forwardIdentityLinks(location: Pick<Location, "hash" | "replace">): void {
  if (identityToken.test(location.hash)) location.replace(`/admin/${location.hash}`);
}
