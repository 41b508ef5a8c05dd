/**
 * npm run typecheck: TypeScript over the whole project (tsc --noEmit).
 *
 * The queries' types (`Queries.*`, src/gatsby-types.d.ts, git-ignored) are written by Gatsby at
 * the end of every build or develop, and by `npm run typegen` without a build (./typegen.ts). When
 * they are missing (a fresh clone) or older than a query or the content model, this writes them
 * first with typegen, saying so, so tsc never reports errors that are not. tsc keeps what it
 * learnt between runs (node_modules/.cache/typescript), so a second check reads only what changed.
 */
import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { typegen } from "./typegen";

const root = path.resolve(__dirname, "..");
const generated = path.join(root, "src", "gatsby-types.d.ts");

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

/** Why the types must be written again, or null when they are up to date. */
function staleBecause(): string | null {
  if (!fs.existsSync(generated)) return "they are not there yet";
  const since = fs.statSync(generated).mtimeMs;
  const newer = [path.join(root, "src"), path.join(root, "plugins")].flatMap(typeSources).filter((file) => fs.statSync(file).mtimeMs > since);
  if (newer.length === 0) return null;
  const named = newer.slice(0, 3).map((file) => path.relative(root, file));
  return `they are older than ${named.join(", ")}${newer.length > 3 ? ", …" : ""}`;
}

async function main(): Promise<void> {
  const stale = staleBecause();
  if (stale) {
    process.stdout.write(`The query types (src/gatsby-types.d.ts) are written first (npm run typegen): ${stale}…\n`);
    const written = await typegen();
    if (!written.ok) {
      process.stderr.write(`\n${written.output}\n\nThe query types could not be written, so TypeScript was not run.\n`);
      process.exitCode = 1;
      return;
    }
    process.stdout.write(`Written in ${written.seconds.toFixed(0)} s.\n`);
  }
  // TypeScript's own entry point, run with this Node (node_modules/.bin/tsc is a .cmd on Windows).
  const buildInfo = path.join(root, "node_modules", ".cache", "typescript", "typecheck.tsbuildinfo");
  const tsc = spawnSync(process.execPath, [require.resolve("typescript/bin/tsc"), "--noEmit", "--incremental", "--tsBuildInfoFile", buildInfo], { cwd: root, stdio: "inherit" });
  if (tsc.error) process.stderr.write(`TypeScript could not be started: ${tsc.error.message}\n`);
  process.exitCode = tsc.status ?? 1;
}

void main();
