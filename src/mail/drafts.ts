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
