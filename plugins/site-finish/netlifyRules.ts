/**
 * Netlify's rules for a build, read by Netlify's own parsers (@netlify/headers-parser and
 * @netlify/redirect-parser, which Netlify's build and CLI use): netlify.toml's [[headers]] and
 * [[redirects]] and the publish folder's _headers and _redirects. Header rules are matched to an
 * address as Netlify's headers engine (@netlify/headers) does: every matching rule applies, in
 * order. Netlify documents no outcome for one header set by two rules for one address (or twice
 * in different letter case): the build makes sure that never happens (duplicateHeaders).
 */
import fs from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";

export interface NetlifyHeaderRule {
  readonly for: string;
  readonly forRegExp: RegExp;
  readonly values: Readonly<Record<string, string>>;
}

/** The rules Netlify would apply, and the errors its parser reports (a malformed line, a bad path). */
export async function netlifyHeaderRules({ projectDir, publicDir }: { projectDir: string; publicDir: string }): Promise<{ rules: NetlifyHeaderRule[]; errors: string[] }> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [path.join(publicDir, "_headers")],
    netlifyConfigPath: path.join(projectDir, "netlify.toml"),
    configHeaders: [],
    minimal: false,
  });
  return { rules: headers as NetlifyHeaderRule[], errors: errors.map((error: Error) => error.message) };
}

/** netlify.toml's own header rules (no publish folder needed): what every deploy of the site is served with. */
export async function netlifyTomlHeaderRules(projectDir: string): Promise<NetlifyHeaderRule[]> {
  const { headers } = await parseAllHeaders({ headersFiles: [], netlifyConfigPath: path.join(projectDir, "netlify.toml"), configHeaders: [], minimal: false });
  return headers as NetlifyHeaderRule[];
}

/** The rules that apply to an address. */
export const rulesForAddress = (rules: readonly NetlifyHeaderRule[], address: string): NetlifyHeaderRule[] => rules.filter((rule) => rule.forRegExp.test(address));

/** The headers sent for an address: every matching rule's values, a later rule's over an earlier one's (as @netlify/headers applies them). */
export const headersForAddress = (rules: readonly NetlifyHeaderRule[], address: string): Record<string, string> =>
  Object.assign({}, ...rulesForAddress(rules, address).map((rule) => rule.values)) as Record<string, string>;

/**
 * Each header set twice for one address (by two rules, or by one rule in two letter cases): what
 * Netlify leaves undocumented. One sentence per header, naming the rules. (Netlify's parser joins
 * one name written twice in one rule into a single value, which cannot be told apart here; the
 * build's own _headers never writes a name twice in a rule.)
 */
export function duplicateHeaders(rules: readonly NetlifyHeaderRule[], address: string): string[] {
  const setBy = new Map<string, string[]>();
  for (const rule of rulesForAddress(rules, address)) {
    for (const name of Object.keys(rule.values)) {
      const key = name.toLowerCase();
      setBy.set(key, [...(setBy.get(key) ?? []), `${rule.for} (${name})`]);
    }
  }
  return [...setBy.entries()].filter(([, sources]) => sources.length > 1).map(([name, sources]) => `${address}: ${name} is set ${sources.length} times: ${sources.join(", ")}`);
}

/** The files Netlify's redirect rules lead to on this site (/es/404.html), as publish-folder paths (es/404.html). */
export async function redirectTargets({ projectDir, publicDir }: { projectDir: string; publicDir: string }): Promise<string[]> {
  const redirectsFile = path.join(publicDir, "_redirects");
  const { redirects } = await parseAllRedirects({
    redirectsFiles: fs.existsSync(redirectsFile) ? [redirectsFile] : [],
    netlifyConfigPath: path.join(projectDir, "netlify.toml"),
    configRedirects: [],
    minimal: true,
  });
  return (redirects as { to?: string }[]).flatMap((redirect) => (redirect.to?.startsWith("/") ? [redirect.to.slice(1).split(/[?#]/)[0]] : []));
}
