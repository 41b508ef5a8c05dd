import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { buildSync, type BuildOptions } from "esbuild";
import { sitePages } from "../../src/lib/contentPages";

/**
 * The content editor's two scripts, built with esbuild, minified, served only under /admin:
 *
 *  - Decap CMS with our additions (src/admin/decap/decapApp.ts), from Decap's own npm packages.
 *    They are installed inside decap-cms's folder (node_modules/decap-cms/node_modules), with the
 *    React 19 Decap is made for: the bundle resolves them there, and its React is that one.
 *  - The previews (src/admin/preview/previews.tsx), an ES module the editor imports when it first
 *    shows one: the site's pages with the site's React 18 and styled-components. Its entry is
 *    written here from the list of pages (src/lib/contentPages.ts, previewsEntry): each page's
 *    component and query, registered for the previews (src/admin/preview/pageModules.ts). `gatsby`
 *    is replaced by a stand-in (src/admin/preview/gatsbyShim.ts): the pages' queries ran at build,
 *    and their static queries are answered from the preview's content.
 *
 * Synchronous, as publishEditor is.
 */

const shared: BuildOptions = {
  bundle: true,
  minify: true,
  target: "es2020",
  platform: "browser",
  legalComments: "none",
  write: false,
  logLevel: "silent",
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
};

/** The folder holding decap-cms's own dependencies, resolved from the project as Node would. */
export function decapPackagesDir(projectDir: string): string {
  const decap = createRequire(path.join(projectDir, "package.json")).resolve("decap-cms/package.json");
  const dir = path.join(path.dirname(decap), "node_modules");
  if (!fs.existsSync(path.join(dir, "decap-cms-core")) || !fs.existsSync(path.join(dir, "react"))) {
    throw new Error(`decap-cms's packages are not in ${dir}: plugins/editor/editorBundle.ts builds the editor from decap-cms-core and the React it brings`);
  }
  return dir;
}

export function bundleDecap(projectDir: string = process.cwd()): Uint8Array {
  const decapDir = decapPackagesDir(projectDir);
  const result = buildSync({
    ...shared,
    entryPoints: [path.join(projectDir, "src", "admin", "decap", "decapApp.ts")],
    absWorkingDir: projectDir,
    format: "iife",
    // Decap's React everywhere in this bundle, ours (src/admin/decap) included: one React renders it all.
    alias: { react: path.join(decapDir, "react"), "react-dom": path.join(decapDir, "react-dom") },
    nodePaths: [decapDir],
    // Decap's packages are compiled with JSX in .js files.
    loader: { ".js": "jsx" },
    define: { ...shared.define, global: "globalThis" },
  });
  return (result.outputFiles ?? [])[0].contents;
}

const previewDir = "./src/admin/preview";

/**
 * The previews' entry, from the list of pages: each page's component (its default export) and
 * `query`, imported from its `source` and registered by its name, then what previews.tsx exports
 * (renderPreview, unmountPreview: the editor's PreviewModule). Only those two of a page's exports
 * are imported, so the rest (its Head) stays out of the bundle; a page without either fails the
 * build, esbuild naming its file ("No matching export in "src/pages/x.tsx" for import "query"").
 */
export function previewsEntry(): string {
  const lines = [`import { registerPageModules } from ${JSON.stringify(`${previewDir}/pageModules`)};`];
  const registered: string[] = [];
  sitePages.forEach((page, index) => {
    lines.push(`import Page${index}, { query as query${index} } from ${JSON.stringify(`./${page.source}`)};`);
    registered.push(`  ${JSON.stringify(page.name)}: { default: Page${index}, query: query${index} },`);
  });
  lines.push(`registerPageModules({\n${registered.join("\n")}\n});`, `export * from ${JSON.stringify(`${previewDir}/previews`)};`);
  return `${lines.join("\n")}\n`;
}

export function bundlePreviews(projectDir: string = process.cwd()): Uint8Array {
  const result = buildSync({
    ...shared,
    stdin: { contents: previewsEntry(), resolveDir: projectDir, sourcefile: "previews entry (plugins/editor/editorBundle.ts, from src/lib/contentPages.ts)", loader: "tsx" },
    absWorkingDir: projectDir,
    format: "esm",
    alias: { gatsby: path.join(projectDir, "src", "admin", "preview", "gatsbyShim.ts") },
  });
  return (result.outputFiles ?? [])[0].contents;
}
