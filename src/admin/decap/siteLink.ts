import type { SiteAddress } from "../../lib/siteAddress";

/**
 * The site the editor is editing, which Decap's top bar links to: the public site's address when
 * this is the production site's editor and Netlify gave it one (its domain once set), else the
 * site this editor is served from (a deploy preview's own address, or the computer's own site
 * under `npm run edit`). Never an address the build only assumed: a build without Netlify's
 * address links to `npm start`'s localhost, where nothing runs for a coordinator (issue #50).
 */
export function editedSiteAddress(location: Pick<Location, "origin">, address: Pick<SiteAddress, "kind" | "productionUrl">): string {
  if (address.kind === "production" && address.productionUrl) return address.productionUrl;
  return location.origin;
}
