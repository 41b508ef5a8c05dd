import path from "path";
import { buildSync } from "esbuild";

/**
 * The content editor's own script (src/admin/editor.ts): the previews render the site's own pages
 * with its React 18 and styled-components, so they are bundled with it, minified for production.
 * `gatsby` is replaced by a stand-in (src/admin/gatsbyShim.ts): the pages' queries ran at build,
 * and their static queries are answered from the preview's content. Served only under /admin,
 * never by a public page. Synchronous, as publishEditor is.
 */
export function bundleEditor(projectDir: string = process.cwd()): Uint8Array {
  const result = buildSync({
    entryPoints: [path.join(projectDir, "src", "admin", "editor.ts")],
    absWorkingDir: projectDir,
    alias: { gatsby: path.join(projectDir, "src", "admin", "gatsbyShim.ts") },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    legalComments: "none",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].contents;
}
