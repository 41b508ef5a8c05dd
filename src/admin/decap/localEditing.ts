import phrases from "./localEditingPhrases.json";

/** The part of Decap's `CMS` object this module uses. */
export interface LocaleRegistry {
  getLocale(locale: string): unknown;
  registerLocale(locale: string, phrases: Record<string, unknown>): void;
}

/**
 * Decap talks to `decap-server` (the local backend) only when the editor itself is opened from
 * this computer, as `npm run edit` serves it: the same test as Decap's own.
 */
export function isLocalEditing(location: Pick<Location, "hostname">): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(location.hostname);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function merged(base: Record<string, unknown>, changes: Record<string, unknown>): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    const current = result[key];
    result[key] = isRecord(value) && isRecord(current) ? merged(current, value) : value;
  }
  return result;
}

/**
 * On this computer decap-server writes each save straight into data/ (its file mode has no
 * editorial workflow), so Decap's "Publish", "Published" and "View Live" would say the change is
 * live when it is not: the editor's words say what happens instead (./localEditingPhrases.json).
 * Registered before Decap reads its configuration, so the first screen already says it.
 */
export function describeLocalSaves(cms: LocaleRegistry, location: Pick<Location, "hostname">): void {
  if (!isLocalEditing(location)) return;
  const english = cms.getLocale("en");
  cms.registerLocale("en", merged(isRecord(english) ? english : {}, phrases));
}
