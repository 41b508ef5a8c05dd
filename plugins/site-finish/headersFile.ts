/**
 * public/_headers: each page's Content-Security-Policy and revalidation, the editor's own policies
 * (they follow its backend, ../editor/backend.ts), the opener policy, noindex everywhere on a build
 * search engines must not index (a preview, the site before its launch: src/lib/siteAddress.ts),
 * and a year's caching for each file named by its content, by its own address (a not-found answer
 * at any other address is never kept); the not-found pages' Content-Security-Policy in their <meta>. Then
 * the whole of it is read back as Netlify reads it (./netlifyRules.ts, Netlify's own parser) and
 * checked: every page is served its own policy, nothing on it is blocked by that policy, and no
 * address gets one header from two rules. The static rules (HSTS, framing, CORP) live in netlify.toml.
 */
import fs from "node:fs";
import path from "node:path";
import { addressesOf, type BuiltPage } from "./builtPages";
import { editorBackend, editorOpenerPolicy, editorPolicy, type EditorBackend } from "../editor/backend";
import { isContentHashed } from "../editor/contentHashedName";
import { metaPolicyOf, pagePolicy, uncoveredFrames, uncoveredScripts, uncoveredStyles, withMetaPolicy } from "./contentSecurityPolicy";
import { localePrefix, locales } from "../../src/lib/locales";
import { duplicateHeaders, headersForAddress, netlifyHeaderRules } from "./netlifyRules";

/** A page's addresses and the policy they are served with. */
export interface PageRule {
  readonly addresses: readonly string[];
  readonly policy: string;
}

/** The content editor's addresses: one rule, as Netlify reads `/admin/*`, covers /admin, /admin/ and everything under it. */
export const editorAddresses = ["/admin/*"] as const;

/** The pages' opener policy: no other site's window keeps a hold on them. */
export const pagesOpenerPolicy = "same-origin";

/** A file named by its content never changes: browsers keep it for a year without asking again. */
export const immutableCaching = "public, max-age=31536000, immutable";

/**
 * The files of the publish folder named by their content (relative to it, "/"-separated): Gatsby's
 * static/ folder (photos and files named by their hash), and the editor's scripts, styles and
 * snapshot (their names end with their content's hash: ../editor/publishEditor.ts) and the
 * Identity widget in its versioned folder. Each gets the year's caching at its own address, never
 * a pattern (`/*.js`), which would keep a not-found answer for a year too.
 */
export function contentNamedFiles(files: readonly string[]): string[] {
  return files.filter((file) => file.startsWith("static/") || (file.startsWith("admin/") && (isContentHashed(path.posix.basename(file)) || /^admin\/netlify-identity-widget-\d+\.\d+\.\d+\//.test(file))));
}

/**
 * The text of public/_headers. Policies are per address, not on `/*`: an address matching two
 * rules would get both policies, and a browser enforces every one it receives. The opener policy
 * is one `/*` rule, which also covers the not-found pages, unless the editor needs a looser one
 * (../editor/backend.ts): then each page's rule and the editor's carry their own, and the
 * not-found pages none, since no rule can name every unknown address without the editor's.
 * Outside production one `/*` rule keeps every response out of search results.
 */
export function headersFile({
  indexable,
  pages = [],
  editor = null,
  immutable = [],
}: {
  /** Whether search engines may index the site (src/lib/siteAddress.ts isIndexable); if not, noindex on every address. */
  indexable: boolean;
  pages?: readonly PageRule[];
  editor?: EditorBackend | null;
  /** The addresses of the files named by their content (contentNamedFiles), each kept a year. */
  immutable?: readonly string[];
}): string {
  const sharedOpener = editor === null || editorOpenerPolicy(editor) === pagesOpenerPolicy;
  const lines = ["# Written by the build (plugins/site-finish/headersFile.ts); do not edit (see netlify.toml)."];
  const everywhere = [...(sharedOpener ? [`  Cross-Origin-Opener-Policy: ${pagesOpenerPolicy}`] : []), ...(indexable ? [] : ["  X-Robots-Tag: noindex"])];
  if (everywhere.length > 0) lines.push("/*", ...everywhere);
  const pageOpener = sharedOpener ? [] : [`  Cross-Origin-Opener-Policy: ${pagesOpenerPolicy}`];
  for (const { addresses, policy } of pages) {
    for (const address of addresses) lines.push(address, `  Content-Security-Policy: ${policy}`, ...pageOpener, "  Cache-Control: public, max-age=0, must-revalidate");
  }
  if (editor) {
    // No Cache-Control here: the editor's scripts sit in versioned folders (immutable, like the
    // site's), and its page and config.yml get Netlify's default, revalidated on every visit.
    const editorOpener = sharedOpener ? [] : [`  Cross-Origin-Opener-Policy: ${editorOpenerPolicy(editor)}`];
    for (const address of editorAddresses) {
      lines.push(address, `  Content-Security-Policy: ${editorPolicy(editor)}`, ...editorOpener, ...(indexable ? ["  X-Robots-Tag: noindex"] : []));
    }
  }
  for (const address of immutable) lines.push(address, `  Cache-Control: ${immutableCaching}`);
  return `${lines.join("\n")}\n`;
}

/** Every file of the publish folder, as addresses (/static/…/photo.avif), for the duplicate check. */
function fileAddresses(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`);
}

/**
 * Writes public/_headers and the not-found pages' <meta> policy for the finished `pages`, then
 * checks them as Netlify will serve them; returns the problems found (none on success).
 */
export async function writeHeaders({
  projectDir,
  publicDir,
  pages,
  indexable,
  backend = editorBackend,
}: {
  projectDir: string;
  publicDir: string;
  pages: readonly BuiltPage[];
  /** Whether search engines may index the site (src/lib/siteAddress.ts isIndexable). */
  indexable: boolean;
  /** The content editor's backend, which its page's policies follow. */
  backend?: EditorBackend;
}): Promise<string[]> {
  const finished = pages.map((page) => {
    const html = fs.readFileSync(path.join(publicDir, page.file), "utf8");
    return { ...page, html, policy: pagePolicy(html) };
  });
  if (finished.length === 0) return [`${publicDir}: no pages; run gatsby build first`];
  const editorPage = path.join(publicDir, "admin", "index.html");
  const editor = fs.existsSync(editorPage);
  // The not-found pages answer addresses no rule can name without also covering /admin: each
  // carries its policy in a <meta>, and has no rule of its own.
  for (const page of finished) if (page.notFound) fs.writeFileSync(path.join(publicDir, page.file), withMetaPolicy(page.html, page.policy));
  const rules = finished.filter((page) => !page.notFound).map((page) => ({ addresses: addressesOf(page.file), policy: page.policy }));
  const immutable = contentNamedFiles(fileAddresses(publicDir).map((address) => address.slice(1))).map((file) => `/${file}`);
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile({ indexable, pages: rules, editor: editor ? backend : null, immutable }));

  // Read back as Netlify reads it.
  const netlify = await netlifyHeaderRules({ projectDir, publicDir });
  const problems = netlify.errors.map((error) => `_headers or netlify.toml: ${error}`);
  for (const page of finished) {
    const html = fs.readFileSync(path.join(publicDir, page.file), "utf8");
    const served = page.notFound ? metaPolicyOf(html) : headersForAddress(netlify.rules, addressesOf(page.file)[0])["Content-Security-Policy"];
    if (!served) {
      problems.push(`public/${page.file}: no Content-Security-Policy for ${page.route}`);
      continue;
    }
    problems.push(...[...uncoveredScripts(html, served), ...uncoveredStyles(html, served), ...uncoveredFrames(html)].map((problem) => `public/${page.file}: ${problem}`));
  }
  if (editor) problems.push(...uncoveredScripts(fs.readFileSync(editorPage, "utf8"), editorPolicy(backend)).map((problem) => `public/admin/index.html: ${problem}`));
  // Every address the site answers: each page's, each file's own, and unknown ones (served a not-found page).
  const addresses = new Set([...finished.flatMap((page) => addressesOf(page.file)), ...fileAddresses(publicDir), ...locales.map((locale) => `${localePrefix(locale)}/no-such-page`), "/admin/"]);
  for (const address of addresses) problems.push(...duplicateHeaders(netlify.rules, address));
  return problems;
}
