/**
 * Where Decap 3.16 remembers, per browser, which pane sits beside the form: "i18n" (the form in
 * the other language), "notes", "preview" or "none". Unset, it opens the first it can, which with
 * two languages is the Spanish form, not the preview.
 */
export const rightPaneKey = "cms.right-pane";

/**
 * The editor opens beside its preview, as before the Spanish edition: the page is what an editor
 * checks a change on, and the form's "Writing in EN/ES" switch shows either language in it. Once an
 * editor picks another pane with Decap's buttons, Decap remembers that choice and it is kept.
 */
export function openPreviewFirst(storage: Pick<Storage, "getItem" | "setItem">): void {
  if (storage.getItem(rightPaneKey) === null) storage.setItem(rightPaneKey, "preview");
}
