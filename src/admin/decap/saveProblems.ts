import { theme } from "../../theme/theme";
import phrases from "./saveProblemsPhrases.json";

/**
 * A refused save's lines (./checkBeforeSave.ts), kept in view until the next save: Decap's own
 * message ("Failed to persist entry") goes after a few seconds, and a list of fields to fix is
 * read while fixing them. Outside Decap's page, so Decap's re-renders leave it alone.
 */
export function showSaveProblems(doc: Document, problems: readonly string[]): void {
  clearSaveProblems(doc);
  const box = doc.createElement("section");
  box.setAttribute("role", "alert");
  box.setAttribute("aria-labelledby", "save-problems-heading");
  box.dataset.saveProblems = "";
  Object.assign(box.style, {
    position: "fixed",
    insetInline: theme.space.md,
    bottom: theme.space.md,
    zIndex: "1000",
    maxWidth: theme.sizes.dialog,
    margin: "0 auto",
    padding: `${theme.space.md} ${theme.space.lg}`,
    borderLeft: `${theme.sizes.focusRing} solid ${theme.colors.error}`,
    borderRadius: theme.radii.sm,
    background: theme.colors.surface,
    color: theme.colors.ink,
    boxShadow: theme.shadows.lg,
    fontFamily: theme.fonts.body,
  });
  const heading = doc.createElement("h2");
  heading.id = "save-problems-heading";
  heading.textContent = phrases.heading;
  Object.assign(heading.style, { margin: `0 0 ${theme.space.xs}`, fontSize: theme.fontSizes.lg, color: theme.colors.error });
  const list = doc.createElement("ul");
  Object.assign(list.style, { margin: `0 0 ${theme.space.sm}`, paddingLeft: theme.space.lg });
  for (const problem of problems) {
    const item = doc.createElement("li");
    item.textContent = problem;
    list.append(item);
  }
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = phrases.close;
  close.addEventListener("click", () => box.remove());
  box.append(heading, list, close);
  doc.body.append(box);
}

export function clearSaveProblems(doc: Document): void {
  doc.querySelector("[data-save-problems]")?.remove();
}

/** The language of a check's line ("data/pages/home.yaml: es.title is missing" → "es"). */
export function problemLocale(problem: string): string | null {
  return /^[^:]+: ([a-z]{2,3})(?:[.:\[]|$)/.exec(problem)?.[1] ?? null;
}
