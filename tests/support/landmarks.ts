/**
 * A built page's parts found as a screen reader's list of landmarks finds them: by their role and
 * accessible name (a section labelled by its heading, a navigation by its label), never by their
 * position in <main>, where what every page shows comes first (src/components/layout/SiteWide.tsx:
 * the preview notice, the editor's notice to every visitor, the offer of the other language).
 * Testing Library's role queries on the page's own document (jsdom): hidden parts are left out, as
 * a visitor does not see them.
 */
import { within, type ByRoleOptions } from "@testing-library/dom";

type Root = Document | Element;
const scope = (root: Root) => within((root as Document).body ?? (root as Element));

/** The one element with this role and exactly this accessible name, or an error naming what there is. */
export const byRole = (root: Root, role: string, name: string, options: Omit<ByRoleOptions, "name"> = {}): HTMLElement => scope(root).getByRole(role, { name, ...options });

/** The section (role region) named by its heading or label, exactly. */
export const region = (root: Root, name: string): HTMLElement => byRole(root, "region", name);

/** The section named so, or null when the page does not show one (an error if it shows two). */
export const queryRegion = (root: Root, name: string): HTMLElement | null => scope(root).queryByRole("region", { name });

/** The section whose heading is `heading`: the <section> labelled by it, or the nearest element holding the heading and its content. */
export function sectionOf(root: Root, heading: string, level?: number): HTMLElement {
  const found = byRole(root, "heading", heading, level ? { level } : {});
  const labelled = found.id ? found.ownerDocument.querySelector<HTMLElement>(`[aria-labelledby~="${found.id}"]`) : null;
  return labelled ?? (found.closest("section, article, header, aside, nav, form") as HTMLElement | null) ?? (found.parentElement as HTMLElement);
}

/** The page's one h1. */
export const pageHeading = (root: Root): HTMLElement => scope(root).getByRole("heading", { level: 1 });

/** The introduction under the page's h1 (src/components/ui/PageHeader.tsx): the paragraphs after it beside it, as one text. */
export function pageIntro(root: Root): string {
  const paragraphs: string[] = [];
  for (let at = pageHeading(root).nextElementSibling; at && at.tagName === "P"; at = at.nextElementSibling) paragraphs.push(at.textContent ?? "");
  return paragraphs.join(" ").replace(/\s+/g, " ").trim();
}
