import crypto from "crypto";
import fs from "fs";
import path from "path";
import { build } from "esbuild";
import { moduleFiles } from "../../src/enhance/moduleFiles";
import { integrity } from "./integrity";

/**
 * The browser's scripts, added to the built pages after `gatsby build` has written them: no
 * framework, only the enhancement modules a page's markup names in its `data-module` attributes.
 * Each distinct set of modules becomes one self-contained, minified file named by its content
 * hash (`/enhance-<hash>.js`, cached for a year by netlify.toml's `/*.js` rule), loaded from the
 * page's <head> as a module script (deferred, so it never blocks rendering) with Subresource
 * Integrity. No chunk is fetched later, so every script a page runs is named, and hashed, in it.
 */

// Relative to the project (Gatsby compiles this file into .cache/, so not to __dirname).
const enhanceDir = path.resolve("src", "enhance");

/** The module names a page's markup asks for, sorted, each once. */
export function modulesInHtml(html: string): string[] {
  const names = Array.from(html.matchAll(/\sdata-module="([^"]+)"/g), (match) => match[1].split(/\s+/)).flat();
  return [...new Set(names.filter(Boolean))].sort();
}

/** The entry file for one set of modules: start them all on the page. */
export function entrySource(names: readonly string[]): string {
  const unknown = names.filter((name) => !Object.prototype.hasOwnProperty.call(moduleFiles, name));
  if (unknown.length > 0) {
    throw new Error(`data-module names no module: ${unknown.join(", ")} (known: ${Object.keys(moduleFiles).join(", ")}; see src/enhance/moduleFiles.ts)`);
  }
  const imports = names.map((name, index) => `import m${index} from ${JSON.stringify(moduleFiles[name])};`);
  const table = names.map((name, index) => `${JSON.stringify(name)}: m${index}`).join(", ");
  return [`import { start } from "./start";`, ...imports, `start({ ${table} });`].join("\n");
}

export interface PageScript {
  /** The file's address, e.g. /enhance-1a2b3c4d5e.js */
  readonly src: string;
  readonly integrity: string;
}

/** Bundles one set of modules into publicDir; returns its address and integrity. */
export async function bundleModules(names: readonly string[], publicDir: string): Promise<PageScript> {
  const result = await build({
    stdin: { contents: entrySource(names), resolveDir: enhanceDir, sourcefile: `enhance(${names.join(",")}).ts`, loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    target: "es2020",
    platform: "browser",
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0].contents;
  const hash = crypto.createHash("sha256").update(code).digest("hex").slice(0, 16);
  const file = `enhance-${hash}.js`;
  fs.writeFileSync(path.join(publicDir, file), code);
  return { src: `/${file}`, integrity: integrity(code) };
}

export const scriptTag = ({ src, integrity: hash }: PageScript): string => `<script type="module" src="${src}" integrity="${hash}"></script>`;

/** The page with its script in <head> (or unchanged when its markup names no module). */
export function withPageScript(html: string, script: PageScript | null): string {
  if (!script) return html;
  if (!html.includes("</head>")) throw new Error("a page without </head>");
  return html.replace("</head>", `${scriptTag(script)}</head>`);
}

/** Adds its script to every built page in `htmlFiles`; returns how many script files it wrote. */
export async function addPageScripts(publicDir: string, htmlFiles: readonly string[]): Promise<number> {
  const bundles = new Map<string, Promise<PageScript>>();
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, "utf8");
    const names = modulesInHtml(html);
    if (names.length === 0) continue;
    const key = names.join(" ");
    if (!bundles.has(key)) bundles.set(key, bundleModules(names, publicDir));
    fs.writeFileSync(file, withPageScript(html, await (bundles.get(key) as Promise<PageScript>)));
  }
  return bundles.size;
}
