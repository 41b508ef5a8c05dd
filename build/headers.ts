/**
 * Runs at the end of the build (gatsby-node.ts onPostBuild, after the pages' scripts): writes
 * public/_headers with the site's Content-Security-Policy, whose script-src is 'self' alone: the
 * pages run only the site's own script files (./pageScripts.ts), never an inline script. Then it
 * reads the file back and checks every built page against it; a page with an inline script,
 * event-handler attribute or javascript: link fails the build, naming the file.
 *
 * The other headers (HSTS, framing, caching…) are static and live in netlify.toml.
 * Outside production (./netlifyContext.ts) every response also gets `X-Robots-Tag: noindex`, so
 * previews never reach search results.
 */
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import embedOrigins from "../src/lib/videoEmbedOrigins.json";
import { contentDir } from "./content/paths";

/** Script types a browser executes; other types (JSON-LD, for one) are data, outside script-src. */
const executableTypes = new Set(["", "text/javascript", "application/javascript", "module"]);

/** The bodies of the inline scripts a browser would run in this HTML. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = (attributes.match(/\stype\s*=\s*["']?([^"'\s>]+)/i)?.[1] ?? "").toLowerCase();
    if (executableTypes.has(type)) scripts.push(match[2]);
  }
  return scripts;
}

/** The site's policy. `frameSources`: the origins the story video needs, or none. */
export function contentSecurityPolicy({ frameSources }: { frameSources: readonly string[] }): string {
  const directives: string[][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'"],
    // styled-components writes inline styles, and each photo its box's aspect ratio (ui/Photo.tsx).
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: for the photos' blurred placeholders (gatsby-plugin-sharp writes them inline).
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["manifest-src", "'self'"],
    ["frame-src", ...(frameSources.length > 0 ? frameSources : ["'none'"])],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ["upgrade-insecure-requests"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** The sources one directive of a policy allows. */
export function directiveSources(policy: string, name: string): string[] {
  const directive = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive ? directive.slice(1) : [];
}

/** What in this page the policy would block: each problem as a sentence. */
export function uncoveredScripts(html: string, policy: string): string[] {
  const allowed = directiveSources(policy, "script-src");
  const problems: string[] = [];
  if (!allowed.includes("'unsafe-inline'")) {
    for (const script of inlineScripts(html)) problems.push(`inline script (${script.trim().slice(0, 60)}…) is not allowed by script-src ${allowed.join(" ")}`);
    for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) problems.push(`event-handler attribute ${match[1]}= is not allowed by script-src ${allowed.join(" ")}`);
  }
  if (/(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) problems.push("a javascript: URL cannot be allowed");
  for (const match of html.matchAll(/<script\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)/gi)) {
    if (/^(?:[a-z]+:)?\/\//i.test(match[1])) problems.push(`script from another origin (${match[1]}) is not allowed by script-src 'self'`);
  }
  return problems;
}

/** The addresses a built HTML file answers (public/about/index.html: /about and /about/). */
export function pagePaths(relativeFile: string): string[] {
  const file = relativeFile.split(path.sep).join("/");
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const folder = `/${file.slice(0, -"/index.html".length)}`;
    return [folder, `${folder}/`];
  }
  return [`/${file}`];
}

/**
 * The content editor's policy (/admin, Decap CMS): its own scripts only, but Decap compiles its
 * configuration's schema with `new Function` (ajv), so it needs 'unsafe-eval', which the public
 * pages never get. It talks to Netlify Identity and Git Gateway on this origin, or to
 * `npx decap-server` on the editor's own machine.
 */
export function editorPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self' blob: http://localhost:8081",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** A policy as a <meta http-equiv> can carry it: without the directives only a header may set. */
export const metaPolicy = (policy: string): string =>
  policy
    .split("; ")
    .filter((directive) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(directive))
    .join("; ");

/**
 * public/_headers: each page's policy and revalidation (Gatsby's caching guidance), the editor's
 * own policy, and noindex outside production. Policies are per path, not on `/*`: a path matching
 * two rules would get both policies, and a browser enforces every one it receives.
 */
export function headersFile({
  policy,
  production,
  pages = [],
  editorPaths = [],
}: {
  policy: string;
  production: boolean;
  pages?: readonly string[];
  editorPaths?: readonly string[];
}): string {
  const lines = ["# Written by the build (build/headers.ts); do not edit (see netlify.toml)."];
  if (!production) lines.push("/*", "  X-Robots-Tag: noindex");
  for (const page of pages) lines.push(page, `  Content-Security-Policy: ${policy}`, "  Cache-Control: public, max-age=0, must-revalidate");
  for (const editorPath of editorPaths) {
    // No Cache-Control here: the editor's scripts sit in versioned folders (immutable, like the
    // site's), and its page and config.yml get Netlify's default, revalidated on every visit.
    lines.push(editorPath, `  Content-Security-Policy: ${editorPolicy()}`, "  X-Robots-Tag: noindex");
  }
  return `${lines.join("\n")}\n`;
}

/** Reads the public pages' policy back from a _headers file (the home page's rule). */
export function policyFromHeadersFile(text: string, page = "/"): string {
  const escaped = page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return text.match(new RegExp(`^${escaped}\\n(?:\\s+.+\\n)*?\\s+Content-Security-Policy:\\s*(.+)$`, "m"))?.[1].trim() ?? "";
}

/**
 * The not-found page is what Netlify serves for any unknown path, and no header rule can name
 * every such path without also covering /admin: so 404.html carries the policy in a <meta>.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${metaPolicy(policy)}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "");
  // Right after the character set, which must stay first.
  const charset = withoutOld.match(/<meta charSet="utf-8"\/?>|<meta charset="utf-8"\s*\/?>/i);
  if (charset) return withoutOld.replace(charset[0], `${charset[0]}${tag}`);
  return withoutOld.replace(/<head>/, `<head>${tag}`);
}

/**
 * Every HTML file under a folder, but Gatsby's own build records in _gatsby/ (the slices it
 * stitched into the pages, its runtime's scripts among them), which no page or link leads to.
 */
export function htmlFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => path.relative(folder, file).split(path.sep)[0] !== "_gatsby")
    .sort();
}

/** The content editor's folder in the build. */
const editorFolder = "admin";

/**
 * Writes public/_headers for the build in `publicDir`; returns the problems found (none on success).
 * `videoEmbedOrigins`: the players the story video is embedded from (src/lib/videoEmbedOrigins.json).
 */
export function writeHeaders({
  publicDir,
  siteYamlFile,
  production,
  videoEmbedOrigins,
}: {
  publicDir: string;
  siteYamlFile: string;
  production: boolean;
  videoEmbedOrigins: readonly string[];
}): string[] {
  const all = htmlFiles(publicDir).map((file) => ({ file, relative: path.relative(publicDir, file), html: fs.readFileSync(file, "utf8") }));
  const isEditor = ({ relative }: { relative: string }): boolean => relative.split(path.sep)[0] === editorFolder;
  const pages = all.filter((page) => !isEditor(page));
  const editor = all.filter(isEditor);
  if (pages.length === 0) return [`${publicDir}: no HTML files; run gatsby build first`];
  const site = ((yaml.load(fs.readFileSync(siteYamlFile, "utf8")) as { en?: { storyVideoUrl?: unknown } } | null)?.en ?? {});
  const frameSources = String(site.storyVideoUrl ?? "").trim() ? videoEmbedOrigins : [];
  const policy = contentSecurityPolicy({ frameSources });
  const headersPath = path.join(publicDir, "_headers");
  const paths = pages.flatMap(({ relative }) => pagePaths(relative));
  const editorPaths = editor.length > 0 ? [`/${editorFolder}`, `/${editorFolder}/*`] : [];
  fs.writeFileSync(headersPath, headersFile({ policy, production, pages: paths, editorPaths }));
  // The site's not-found page and each language's (public/es/404.html answers unknown /es/… paths).
  for (const { file, relative } of pages) {
    if (path.basename(relative) === "404.html") fs.writeFileSync(file, withMetaPolicy(fs.readFileSync(file, "utf8"), policy));
  }

  // Check what was written, as Netlify will serve it.
  const written = fs.readFileSync(headersPath, "utf8");
  const problems = [...pages, ...editor].flatMap(({ relative, html }) => {
    const servedAs = isEditor({ relative }) ? `/${editorFolder}/` : pagePaths(relative)[0];
    const served = isEditor({ relative }) ? editorPolicy() : policyFromHeadersFile(written, servedAs);
    if (!served) return [`public/${relative}: no Content-Security-Policy rule for ${servedAs}`];
    return uncoveredScripts(html, served).map((problem) => `public/${relative}: ${problem}`);
  });
  return problems;
}

/** The site's own headers: its public/, data/site.yaml and the players of src/lib/videoEmbedOrigins.json. */
export const writeSiteHeaders = ({ publicDir, production }: { publicDir: string; production: boolean }): string[] =>
  writeHeaders({ publicDir, siteYamlFile: path.join(contentDir, "site.yaml"), production, videoEmbedOrigins: Object.values(embedOrigins) });
