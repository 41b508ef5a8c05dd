/**
 * npm run typecheck: TypeScript over the whole project (tsc --noEmit).
 *
 * The page queries' types (`Queries.*`) are written by Gatsby into src/gatsby-types.d.ts on every
 * build or develop (graphqlTypegen), not by tsc: missing (a fresh clone) or older than a query or
 * the content model, they would be reported as errors that are not. This says so, and what to
 * run, before tsc does.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "..");
const generated = path.join(root, "src", "gatsby-types.d.ts");
const buildFirst = "run `npm run build` (or `npm run develop`) first: it writes them";

/** Every file under src/ and plugins/ whose change can change the generated types. */
function typeSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return typeSources(file);
    if (!/\.tsx?$/.test(entry.name) || file === generated) return [];
    const text = fs.readFileSync(file, "utf8");
    return text.includes("graphql`") || text.includes("@dontInfer") ? [file] : [];
  });
}

let stale: string | undefined;
if (!fs.existsSync(generated)) {
  stale = `The query types (src/gatsby-types.d.ts) are not there yet: ${buildFirst}.`;
} else {
  const since = fs.statSync(generated).mtimeMs;
  const newer = [path.join(root, "src"), path.join(root, "plugins")].flatMap(typeSources).filter((file) => fs.statSync(file).mtimeMs > since);
  if (newer.length > 0) {
    const named = newer.slice(0, 3).map((file) => path.relative(root, file));
    stale = `The query types (src/gatsby-types.d.ts) are older than ${named.join(", ")}${newer.length > 3 ? ", …" : ""}: ${buildFirst}.`;
  }
}
if (stale) process.stderr.write(`${stale}\n`);

// TypeScript's own entry point, run with this Node (node_modules/.bin/tsc is a .cmd on Windows).
const tsc = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "--noEmit"], { cwd: root, stdio: "inherit" });
if (tsc.error) process.stderr.write(`TypeScript could not be started: ${tsc.error.message}\n`);
if (tsc.status !== 0 && stale) process.stderr.write(`\n${stale}\n`);
process.exit(tsc.status ?? 1);
