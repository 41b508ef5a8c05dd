/**
 * Where Decap 3.16 remembers, per browser, which pane sits beside the form: "i18n" (the form in
 * another language, which a form without Decap's i18n never offers), "notes", "preview" or "none".
 * Unset, it opens the first it can.
 */
export const rightPaneKey = "cms.right-pane";

/**
 * The editor opens beside its preview: the page is what an editor checks a change on, and the
 * switch of the form's language shows either language in it. Once an editor picks another pane with
 * Decap's buttons, Decap remembers that choice and it is kept.
 */
export function openPreviewFirst(storage: Pick<Storage, "getItem" | "setItem">): void {
  if (storage.getItem(rightPaneKey) === null) storage.setItem(rightPaneKey, "preview");
}
