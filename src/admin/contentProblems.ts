import { theme } from "../theme/theme";

/**
 * The id of the editor page's JSON block listing the content check's problems with data/ as it
 * is now (plugins/editor/developEditor.ts writes it under `npm run edit`, checked again each time
 * the editor is opened; a production build has none, since it stops on any problem).
 */
export const contentProblemsElementId = "content-problems";

/** The words of the box, in the editor's language. */
export interface ContentProblemsWords {
  readonly heading: string;
  /** What the lines are and how to fix them, for a volunteer. */
  readonly intro: string;
  readonly close: string;
}

/** The problems in the editor page's block; none when the page has no block (a production build). */
export function pageContentProblems(doc: Document): string[] {
  const text = doc.getElementById(contentProblemsElementId)?.textContent;
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((line): line is string => typeof line === "string") : [];
}

/**
 * Content the build would refuse, found when the editor was opened (an upload too narrow, a photo
 * a page uses deleted, a file edited by hand): the editor still starts, and says what to fix in a
 * box at the top of the page until closed; nothing is shown when there are no problems. The box
 * is in the page's flow and not positioned: it pushes Decap's start screen, login and media
 * library down, and Decap's entry editor, which fills the window, covers it, so it never covers
 * one of Decap's controls.
 */
export function showContentProblems(doc: Document, problems: readonly string[], words: ContentProblemsWords): void {
  doc.querySelector("[data-content-problems]")?.remove();
  if (problems.length === 0) return;
  const box = doc.createElement("section");
  box.setAttribute("role", "region");
  box.setAttribute("aria-labelledby", "content-problems-heading");
  box.dataset.contentProblems = "";
  Object.assign(box.style, {
    maxHeight: "60vh",
    overflowY: "auto",
    padding: `${theme.space.sm} ${theme.space.lg}`,
    borderLeft: `${theme.sizes.focusRing} solid ${theme.colors.error}`,
    background: theme.colors.surface,
    color: theme.colors.ink,
    boxShadow: theme.shadows.lg,
    fontFamily: theme.fonts.body,
  });
  const heading = doc.createElement("h2");
  heading.id = "content-problems-heading";
  heading.textContent = words.heading;
  Object.assign(heading.style, { margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.lg, color: theme.colors.error });
  const intro = doc.createElement("p");
  intro.textContent = words.intro;
  Object.assign(intro.style, { margin: `0 0 ${theme.space.sm}`, maxWidth: theme.sizes.prose });
  const list = doc.createElement("ul");
  Object.assign(list.style, { margin: `0 0 ${theme.space.xs}`, paddingLeft: theme.space.lg });
  for (const problem of problems) {
    const item = doc.createElement("li");
    item.textContent = problem;
    list.append(item);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = words.close;
  close.addEventListener("click", () => box.remove());
  // The lines first, then how to fix them: on a phone the box scrolls, and the lines are what matter.
  box.append(heading, list, intro, close);
  doc.body.prepend(box);
}
