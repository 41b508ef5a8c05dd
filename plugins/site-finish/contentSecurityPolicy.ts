/**
 * Each page's Content-Security-Policy, from what that page holds: `default-src 'none'`, then the
 * hash of its one inline module script (./pageScripts.ts; no script file, no other inline
 * script, no event-handler attribute), the hashes of its <style> blocks
 * (global rules, styled-components' rules, the no-script menu rules; no element carries a style
 * attribute), its own images and manifest, and frames only from the video player a page embeds;
 * and what in a page a policy would block, so the build can fail naming the file
 * (./headersFile.ts writes and checks the policies).
 */
import crypto from "node:crypto";
import players from "../../src/lib/videoEmbedOrigins.json";
import { styleAttributes } from "./routerMarkup";

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

/** The bodies of a page's <style> blocks, those inside <noscript> included (they apply without JavaScript). */
export function styleBlocks(html: string): string[] {
  return Array.from(html.matchAll(/<style(?=[\s>])[^>]*>([\s\S]*?)<\/style>/gi), (match) => match[1]);
}

/** A CSP hash source for a block's text: what the browser computes over its UTF-8 bytes. */
export const hashSource = (text: string): string => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The video players the story video may be embedded from (src/lib/videoEmbed.ts): the only frames a page may show. */
const playerOrigins: readonly string[] = Object.values(players);

/**
 * The origins of the frames a page embeds: the story video's player, named by the video dialog's
 * `data-video-embed-url` (src/components/home/VideoDialog.tsx), and any <iframe> from another site.
 */
export function frameOrigins(html: string): string[] {
  const addresses = [
    ...Array.from(html.matchAll(/\sdata-video-embed-url="([^"]+)"/g), (match) => match[1]),
    ...Array.from(html.matchAll(/<iframe\b[^>]*\ssrc="([^"]+)"/gi), (match) => match[1]),
  ];
  const origins = addresses.flatMap((address) => {
    try {
      const url = new URL(address.replace(/&amp;/g, "&"));
      return url.protocol === "https:" ? [url.origin] : [];
    } catch {
      return [];
    }
  });
  return [...new Set(origins)].sort();
}

/**
 * A page's policy: nothing by default, then only what the page uses. `scriptHashes` and
 * `styleHashes`: the hash sources of its inline scripts and <style> blocks; `frameSources`: the
 * origins of the video player it embeds, if any.
 */
export function contentSecurityPolicy({
  scriptHashes,
  styleHashes,
  frameSources,
}: {
  scriptHashes: readonly string[];
  styleHashes: readonly string[];
  frameSources: readonly string[];
}): string {
  const directives: string[][] = [
    ["default-src", "'none'"],
    ["script-src", ...(scriptHashes.length > 0 ? [...new Set(scriptHashes)] : ["'none'"])],
    ["style-src", ...(styleHashes.length > 0 ? [...new Set(styleHashes)] : ["'none'"])],
    // data: for the home page photo's blurred placeholder (gatsby-plugin-sharp writes it inline) and the SVG favicon.
    ["img-src", "'self'", "data:"],
    ["manifest-src", "'self'"],
    // No script of ours fetches, but Lighthouse (and so PageSpeed Insights) reads robots.txt with a
    // fetch from the page: without this, its SEO audit says "robots.txt is not valid".
    ["connect-src", "'self'"],
    ...(frameSources.length > 0 ? [["frame-src", ...frameSources]] : []),
    ["base-uri", "'none'"],
    // A form posts only to the site itself: the mail forms' second way to send, Netlify Forms, which
    // answers at the site's own address (src/mail/netlifyForm.ts); nowhere else.
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((parts) => parts.join(" ")).join("; ");
}

/** The policy for one built page, from its markup: frames only from the video players (see uncoveredFrames). */
export const pagePolicy = (html: string): string =>
  contentSecurityPolicy({
    scriptHashes: inlineScripts(html).map(hashSource),
    styleHashes: styleBlocks(html).map(hashSource),
    frameSources: frameOrigins(html).filter((origin) => playerOrigins.includes(origin)) });

/** A frame the page embeds from anywhere but the video players, which its policy will not allow. */
export const uncoveredFrames = (html: string): string[] =>
  frameOrigins(html)
    .filter((origin) => !playerOrigins.includes(origin))
    .map((origin) => `a frame from ${origin} is not allowed: only the video players of src/lib/videoEmbedOrigins.json`);

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
  if (!allowed.includes("'unsafe-inline'") || allowed.some((source) => source.startsWith("'sha"))) {
    for (const script of inlineScripts(html)) {
      if (!allowed.includes(hashSource(script))) problems.push(`inline script (${script.trim().slice(0, 60)}…) has no hash in script-src`);
    }
    for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) problems.push(`event-handler attribute ${match[1]}= is not allowed by script-src ${allowed.join(" ")}`);
  }
  if (/(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(html)) problems.push("a javascript: URL cannot be allowed");
  for (const match of html.matchAll(/<script\b[^>]*\ssrc\s*=\s*["']?([^"'\s>]+)/gi)) {
    if (/^(?:[a-z]+:)?\/\//i.test(match[1])) problems.push(`script from another origin (${match[1]}) is not allowed by script-src ${allowed.join(" ")}`);
    else if (!allowed.includes("'self'")) problems.push(`script file ${match[1]} is not allowed by script-src ${allowed.join(" ")}: a page's script is written into it (plugins/site-finish/pageScripts.ts)`);
  }
  return problems;
}

/** What in this page's styles the policy would block: a style attribute, or a <style> block whose hash it lacks. */
export function uncoveredStyles(html: string, policy: string): string[] {
  const allowed = directiveSources(policy, "style-src");
  if (allowed.includes("'unsafe-inline'") && !allowed.some((source) => source.startsWith("'sha"))) return [];
  return [
    ...styleAttributes(html).map((tag) => `style attribute (${tag}…) is not allowed by style-src; give the element a class`),
    ...styleBlocks(html)
      .filter((block) => !allowed.includes(hashSource(block)))
      .map((block) => `<style> block (${block.trim().slice(0, 60)}…) has no hash in style-src`),
  ];
}

/** A policy as a <meta http-equiv> can carry it: without the directives only a header may set. */
export const metaPolicy = (policy: string): string =>
  policy
    .split("; ")
    .filter((directive) => !/^(frame-ancestors|report-uri|report-to|sandbox)\b/.test(directive))
    .join("; ");

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

/** The policy a not-found page carries in its <meta>, or "" (see withMetaPolicy). */
export const metaPolicyOf = (html: string): string => html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? "";
