/**
 * Decap keeps the open entry's form when its address changes straight to another entry (typed,
 * a bookmark, Back): the other page's title showed over empty fields, as if the page had been
 * erased. Going from one entry to another by address therefore loads the editor afresh, on the
 * new entry; Decap's own "unsaved changes" question still comes first (it asks before unload),
 * and its drafts are kept. Moves within the editor (an entry from its list) never go entry to entry.
 */
const entryOf = (url: string): string | null => /#\/collections\/[^/]+\/entries\/[^/?#]+/.exec(url)?.[0] ?? null;

export function reloadOnEntryChange(target: Pick<Window, "addEventListener" | "location">): void {
  target.addEventListener("hashchange", (event) => {
    const { oldURL, newURL } = event as HashChangeEvent;
    const before = entryOf(oldURL);
    const after = entryOf(newURL);
    if (before && after && before !== after) target.location.reload();
  });
}
