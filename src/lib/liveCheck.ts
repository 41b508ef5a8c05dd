/**
 * The published site checked from outside, as anyone reaches it (issue #51.4): `npm run check:live
 * -- https://…` (scripts/check-live.ts) and, once the site is marked live, the editor's "Before
 * launch" view on that site (src/admin/decap/decapApp.ts) ask it the same questions, through
 * `fetch`:
 *  - its login (Netlify Identity's public settings, /.netlify/identity/settings): registration
 *    closed (`disable_signup`: invite only) and no external provider (Google, GitHub…) the
 *    organisation did not choose; Netlify starts a new site with registration open;
 *  - its security headers on the home page, as netlify.toml and the build set them;
 *  - whether it is published as launched (indexable, with its sitemap) or not launched yet (noindex);
 *  - its editor's configuration: no `local_backend` (only `npm run edit` adds it).
 * Each finding is a reason and its details; the editor's words say it (data/editor.yaml `live…`).
 */

/** What the site should answer, from the build's own settings. */
export interface LiveExpectations {
  /** The headers every page is served with, and their values (netlify.toml's `/*` rule, the pages' opener policy). */
  readonly headers: Readonly<Record<string, string>>;
  /** Headers each page has with a value of its own (its Content-Security-Policy). */
  readonly present: readonly string[];
  /** Whether the editor logs in with Netlify Identity (plugins/editor/backend.ts: Git Gateway), so its settings matter. */
  readonly identity: boolean;
  /** The external providers the organisation chose to let editors log in with (none by default). */
  readonly providers: readonly string[];
}

export type LiveReason =
  | "unreachable"
  | "identityMissing"
  | "registrationOpen"
  | "registrationClosed"
  | "providerOn"
  | "headerMissing"
  | "headerDifferent"
  | "headersRight"
  | "launched"
  | "notLaunched"
  | "noSitemap"
  | "localBackend";

export interface LiveFinding {
  readonly reason: LiveReason;
  /** Something to change: the command exits 1, the editor lists it first. */
  readonly problem: boolean;
  /** What the finding names: a header, a provider, an address… */
  readonly details: Readonly<Record<string, string>>;
}

/** What this needs of `fetch`: an answer's status, headers and text. */
export type LiveFetch = (url: string) => Promise<{ status: number; headers: { get(name: string): string | null }; text(): Promise<string> }>;

const finding = (reason: LiveReason, problem: boolean, details: Record<string, string> = {}): LiveFinding => ({ reason, problem, details });

/** Identity's public settings (GoTrue's /settings), as far as this reads them. */
interface IdentitySettings {
  readonly disable_signup?: unknown;
  readonly external?: Readonly<Record<string, unknown>>;
}

/** Identity's own way to log in (e-mail and password): not an external provider. */
const ownLogins = new Set(["email"]);

/** The login: registration closed, and only the external providers chosen. */
async function identityFindings(site: string, fetch: LiveFetch, expected: LiveExpectations): Promise<LiveFinding[]> {
  const address = `${site}/.netlify/identity/settings`;
  let settings: IdentitySettings | undefined;
  try {
    const answer = await fetch(address);
    settings = answer.status === 200 ? (JSON.parse(await answer.text()) as IdentitySettings) : undefined;
  } catch {
    settings = undefined;
  }
  if (!settings || typeof settings !== "object") return expected.identity ? [finding("identityMissing", true, { address })] : [];
  const found: LiveFinding[] = [settings.disable_signup === true ? finding("registrationClosed", false) : finding("registrationOpen", true)];
  for (const [provider, on] of Object.entries(settings.external ?? {})) {
    if (on === true && !ownLogins.has(provider) && !expected.providers.includes(provider)) found.push(finding("providerOn", true, { provider }));
  }
  return found;
}

/** Whether a page's answer asks search engines not to index it (its header or its <meta name="robots">). */
export function saysNoindex(robotsHeader: string | null, html: string): boolean {
  if (/\bnoindex\b/i.test(robotsHeader ?? "")) return true;
  return Array.from(html.matchAll(/<meta\b[^>]*>/gi), (match) => match[0]).some((tag) => /\bname=["']?robots["']?/i.test(tag) && /\bcontent=["'][^"']*\bnoindex\b/i.test(tag));
}

/** The home page: its security headers, and whether it is published as launched. */
async function homeFindings(site: string, fetch: LiveFetch, expected: LiveExpectations): Promise<LiveFinding[]> {
  const home = await fetch(`${site}/`);
  const html = await home.text();
  const found: LiveFinding[] = [];
  for (const [header, value] of Object.entries(expected.headers)) {
    const served = home.headers.get(header);
    if (served === null) found.push(finding("headerMissing", true, { header, expected: value }));
    else if (served.trim() !== value.trim()) found.push(finding("headerDifferent", true, { header, expected: value, found: served }));
  }
  for (const header of expected.present) if (home.headers.get(header) === null) found.push(finding("headerMissing", true, { header, expected: "" }));
  if (found.length === 0) found.push(finding("headersRight", false));
  if (saysNoindex(home.headers.get("x-robots-tag"), html)) found.push(finding("notLaunched", false));
  else {
    const sitemap = await fetch(`${site}/sitemap-index.xml`);
    found.push(sitemap.status === 200 ? finding("launched", false) : finding("noSitemap", true, { address: `${site}/sitemap-index.xml` }));
  }
  return found;
}

/** The editor's configuration as published: `local_backend` would let the editor page talk to a server on whoever opens it's own computer. */
async function editorFindings(site: string, fetch: LiveFetch, configs: readonly string[]): Promise<LiveFinding[]> {
  const found: LiveFinding[] = [];
  for (const config of configs) {
    const answer = await fetch(`${site}${config}`);
    if (answer.status === 200 && /^local_backend:/m.test(await answer.text())) found.push(finding("localBackend", true, { address: `${site}${config}` }));
  }
  return found;
}

/** The site's address as the check takes it: https:// (or a server on this computer, for the tests), without a trailing slash. */
export function liveSiteAddress(given: string): string | null {
  try {
    const url = new URL(given.trim());
    const local = url.hostname === "localhost" || url.hostname === "127.0.0.1";
    if (url.protocol !== "https:" && !(local && url.protocol === "http:")) return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

/** Every finding about the site at `site` (liveSiteAddress), problems first. `configs`: the editor's configuration files' addresses ("/admin/config.en.yml"). */
export async function checkLive(site: string, fetch: LiveFetch, expected: LiveExpectations, configs: readonly string[]): Promise<LiveFinding[]> {
  let found: LiveFinding[];
  try {
    found = [...(await identityFindings(site, fetch, expected)), ...(await homeFindings(site, fetch, expected)), ...(await editorFindings(site, fetch, configs))];
  } catch (error) {
    return [finding("unreachable", true, { address: site, error: error instanceof Error ? error.message : String(error) })];
  }
  return [...found.filter((entry) => entry.problem), ...found.filter((entry) => !entry.problem)];
}
