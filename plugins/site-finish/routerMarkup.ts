/**
 * Gatsby writes two elements with a `style` attribute into every page, and no setting removes
 * them: the focus wrapper (`outline:none`, with `tabindex="-1"` so its client-side router can
 * focus it after a route change) and the route announcer (a visually hidden live region the same
 * router fills). The browser gets no router (gatsby-ssr.tsx), so neither has a job; a style
 * attribute would need 'unsafe-inline' in the Content-Security-Policy. The finishing step
 * (./finishSite.ts) runs it on every page, the not-found pages included.
 */
export function withoutGatsbyRouterMarkup(html: string): string {
  return html
    .replace(/<div\b[^>]*\sid="gatsby-announcer"[^>]*><\/div>/, "")
    .replace(/<div\b([^>]*\sid="gatsby-focus-wrapper"[^>]*)>/, (_tag, attributes: string) => {
      const kept = attributes.replace(/\s(?:style|tabindex)="[^"]*"/g, "");
      return `<div${kept}>`;
    });
}

/** A start tag, its attributes read whole, so a quoted value that mentions style= is not one. */
const startTag = /<[a-z][a-z0-9-]*((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const attributeName = /\s+([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?/g;

/** Where a page still carries a `style` attribute: each as a short excerpt of its tag. */
export function styleAttributes(html: string): string[] {
  return Array.from(html.matchAll(startTag))
    .filter((tag) => Array.from(tag[1].matchAll(attributeName), (attribute) => attribute[1].toLowerCase()).includes("style"))
    .map((tag) => tag[0].slice(0, 80));
}
