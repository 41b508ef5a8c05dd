/**
 * Netlify's header rules for a build, read by Netlify's own parser (@netlify/headers-parser, which
 * Netlify's build and CLI use): netlify.toml's [[headers]] and the publish folder's _headers,
 * merged as Netlify merges them, and matched to an address as Netlify's headers engine
 * (@netlify/headers) does. Netlify documents what happens when one path is named twice (the last
 * value wins, netlify.toml over _headers) but not when two different patterns match one address
 * and set the same header: the build makes sure that never happens (duplicateHeaders).
 */
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";

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

/** The rules that apply to an address. */
export const rulesForAddress = (rules: readonly NetlifyHeaderRule[], address: string): NetlifyHeaderRule[] => rules.filter((rule) => rule.forRegExp.test(address));

/** The headers sent for an address: every matching rule's values, a later rule's over an earlier one's (as @netlify/headers applies them). */
export const headersForAddress = (rules: readonly NetlifyHeaderRule[], address: string): Record<string, string> =>
  Object.assign({}, ...rulesForAddress(rules, address).map((rule) => rule.values)) as Record<string, string>;

/**
 * Each header that two different rules set for one address, in any letter case: what Netlify
 * leaves undocumented. One sentence per header, naming the rules.
 */
export function duplicateHeaders(rules: readonly NetlifyHeaderRule[], address: string): string[] {
  const setBy = new Map<string, string[]>();
  for (const rule of rulesForAddress(rules, address)) {
    for (const name of Object.keys(rule.values)) {
      const key = name.toLowerCase();
      setBy.set(key, [...(setBy.get(key) ?? []), `${rule.for} (${name})`]);
    }
  }
  return [...setBy.entries()].filter(([, sources]) => sources.length > 1).map(([name, sources]) => `${address}: ${name} is set by ${sources.length} rules: ${sources.join(", ")}`);
}
