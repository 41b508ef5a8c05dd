import fs from "fs";
import path from "path";
import { build } from "esbuild";
import { moduleFiles } from "../../src/enhance/moduleFiles";

/**
 * The browser's scripts, added to the built pages after `gatsby build` has written them: no
 * framework, only the enhancement modules a page's markup names in its `data-module` attributes.
 * Each distinct set of modules becomes one self-contained, minified module (2.7 to 4.7 KB
 * gzipped), written into the page's <head> as an inline module script: deferred like a file, so
 * it never blocks rendering, and allowed by its hash in the page's Content-Security-Policy
 * (./contentSecurityPolicy.ts). Inline, a page needs no request after its HTML to work: on a
 * slow connection a script file cost a round trip (0.4 s on Slow 3G) before the menu answered,
 * and Lighthouse counted it before the largest paint (docs/decisions.md, "Page scripts inline").
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

/** Bundles one set of modules into one self-contained module's source. */
export async function bundleModules(names: readonly string[]): Promise<string> {
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
  const code = result.outputFiles[0].text.trim();
  // What would end the <script> element early, or change how the HTML parser reads it.
  if (/<\/script|<!--/i.test(code)) throw new Error(`The modules ${names.join(", ")} bundle to code that cannot stand inside a <script> element (it holds "</script" or "<!--")`);
  return code;
}

/** The inline module script for a page. */
export const scriptElement = (code: string): string => `<script type="module">${code}</script>`;

/** The page with its script at the end of <head> (or unchanged when its markup names no module). */
export function withPageScript(html: string, code: string | null): string {
  if (code === null) return html;
  if (!html.includes("</head>")) throw new Error("a page without </head>");
  // A function, not a string: minified code holds `$&` and `$'`, which a replacement string would expand.
  return html.replace("</head>", () => `${scriptElement(code)}</head>`);
}

/** Adds its script to every built page in `htmlFiles`; returns how many distinct scripts it made. */
export async function addPageScripts(htmlFiles: readonly string[]): Promise<number> {
  const bundles = new Map<string, Promise<string>>();
  for (const file of htmlFiles) {
    const html = fs.readFileSync(file, "utf8");
    const names = modulesInHtml(html);
    if (names.length === 0) continue;
    const key = names.join(" ");
    if (!bundles.has(key)) bundles.set(key, bundleModules(names));
    fs.writeFileSync(file, withPageScript(html, await (bundles.get(key) as Promise<string>)));
  }
  return bundles.size;
}
