/**
 * Keeps what a visitor types in a form (sessionStorage: this tab only, gone when it closes), so a
 * reload or a trip to another page never loses it. Storage can be missing or full (private
 * browsing, quotas): then drafts are simply not kept, and nothing breaks.
 */
export type Draft = Record<string, string>;

export function browserSessionStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The saved draft, limited to the form's own fields and text values. */
export function loadDraft(storage: Storage | null, key: string, fieldNames: readonly string[]): Draft {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => fieldNames.includes(entry[0]) && typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

export function saveDraft(storage: Storage | null, key: string, draft: Draft): void {
  try {
    if (Object.values(draft).every((value) => value === "")) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, the draft is just not kept.
  }
}

export function clearDraft(storage: Storage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // As above.
  }
}

/**
 * The drafts of forms just posted from their page (Netlify Forms): kept until the thank-you page
 * says the post arrived (formSent.enhance.ts), so a post that fails on the way loses nothing.
 */
const POSTED_KEY = "drafts:posted";

export function markPosted(storage: Storage | null, key: string): void {
  try {
    const posted = postedKeys(storage);
    if (!posted.includes(key)) storage?.setItem(POSTED_KEY, JSON.stringify([...posted, key]));
  } catch {
    // As above: the draft then simply stays.
  }
}

function postedKeys(storage: Storage | null): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(POSTED_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === "string" && key.startsWith("draft:")) : [];
  } catch {
    return [];
  }
}

/** The post arrived: the drafts it carried go. */
export function clearPostedDrafts(storage: Storage | null): void {
  for (const key of postedKeys(storage)) clearDraft(storage, key);
  clearDraft(storage, POSTED_KEY);
}
