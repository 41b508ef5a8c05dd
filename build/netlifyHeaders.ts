/**
 * Netlify's custom headers, read from the same two places Netlify reads them: `[[headers]]` in
 * netlify.toml and the build's public/_headers (written by ./headers.ts). The static server
 * (scripts/static-server.ts, and so the browser tests and the benchmark) answers with exactly these
 * headers.
 */
import fs from "node:fs";
import { parse as parseToml } from "smol-toml";

export interface HeaderRule {
  for: string;
  values: Record<string, string>;
}

/** Rules from netlify.toml's text. */
export function rulesFromToml(text: string): HeaderRule[] {
  const config = parseToml(text) as { headers?: { for: unknown; values?: Record<string, string> }[] };
  return (config.headers ?? []).map((rule) => ({ for: String(rule.for), values: { ...rule.values } }));
}

/** Rules from a _headers file's text: a path line, then indented `Name: value` lines. */
export function rulesFromHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ for: line.trim(), values: {} });
      continue;
    }
    const separator = line.indexOf(":");
    if (separator < 0 || rules.length === 0) throw new Error(`_headers: cannot read the line "${line.trim()}"`);
    rules[rules.length - 1].values[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Whether a Netlify path pattern (`/*`, `/*.js`, `/static/*`, `/about`) matches a request path. */
export function matches(pattern: string, pathname: string): boolean {
  const expression = pattern
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${expression}$`).test(pathname);
}

/**
 * The headers for one request path. Where several rules set the same header, Netlify joins the
 * values with a comma; so does this, which makes a conflict visible in the tests.
 */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (!matches(rule.for, pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
    }
  }
  return headers;
}

/** Every rule for a site: netlify.toml's, then the build's _headers (either file may be missing). */
export function loadRules({ tomlFile, headersFile }: { tomlFile?: string; headersFile?: string }): HeaderRule[] {
  const read = (file?: string): string | null => (file && fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null);
  const toml = read(tomlFile);
  const headers = read(headersFile);
  return [...(toml ? rulesFromToml(toml) : []), ...(headers ? rulesFromHeadersFile(headers) : [])];
}
