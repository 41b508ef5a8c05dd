import type { EditorWords } from "../../content/editorWords";

/** The part of Decap's `CMS` object this module uses. */
export interface LocaleRegistry {
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
}

/**
 * Decap talks to `decap-server` (the local backend) only when the editor itself is opened from
 * this computer, as `npm run edit` serves it: the same test as Decap's own.
 */
export function isLocalEditing(location: Pick<Location, "hostname">): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** `phrases` with `text` at a dotted key ("editor.editorToolbar.publish"), nothing else changed. */
function withPhrase(phrases: Record<string, unknown>, key: string, text: string): Record<string, unknown> {
  const [first, ...rest] = key.split(".");
  if (rest.length === 0) return { ...phrases, [first]: text };
  const inner = phrases[first];
  return { ...phrases, [first]: withPhrase(isRecord(inner) ? inner : {}, rest.join("."), text) };
}

/**
 * Decap's interface in each language it is offered in: Decap's own phrases (decap-cms-locales),
 * with the ones this site changes or completes (data/editor.yaml `decap`: its Spanish lacks about
 * a third). On this computer, decap-server writes each save straight into data/ (its file mode
 * has no editorial workflow), so Decap's "Publish", "Published" and "View Live" would say the
 * change is live when it is not: `decapLocal` says what happens instead. Registered before Decap
 * starts, so its first screen already says it.
 */
export function registerPhrases(
  cms: LocaleRegistry,
  decapPhrases: Readonly<Record<string, Record<string, unknown>>>,
  words: Readonly<Partial<Record<string, EditorWords>>>,
  location: Pick<Location, "hostname">,
): void {
  const local = isLocalEditing(location);
  for (const [locale, base] of Object.entries(decapPhrases)) {
    const own = words[locale];
    const changes = [...(own?.decap ?? []), ...(local ? (own?.decapLocal ?? []) : [])];
    cms.registerLocale(locale, changes.reduce((phrases, { key, text }) => withPhrase(phrases, key, text), base));
  }
}

/** Decap's phrase at a dotted key, as registered for a language: the editor finds Decap's own buttons by it. */
export function phraseAt(phrases: Record<string, unknown>, key: string): string | undefined {
  const found = key.split(".").reduce<unknown>((value, part) => (isRecord(value) ? value[part] : undefined), phrases);
  return typeof found === "string" ? found : undefined;
}
