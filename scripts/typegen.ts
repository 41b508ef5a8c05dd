/**
 * `npm run typegen`: the queries' types (src/gatsby-types.d.ts) without a build. A build writes
 * them at its very end (graphqlTypegen), after the bundles, the photos and the pages; these need
 * only Gatsby's schema and the queries. So this runs Gatsby's bootstrap alone (plugins, the content
 * and its check, the schema, the pages, the queries) through its public `gatsby repl` command, in
 * a copy of the project (its own .cache and public/, kept between runs: a finished build here is
 * never touched), and writes the types from the schema it built as Gatsby would
 * (./typegen/queryTypes.ts). A query that asks for a field the content model lacks stops it,
 * naming the field and its type.
 *
 *   npm run typegen                    writes src/gatsby-types.d.ts
 *   npm run typegen -- --out FILE      writes them to FILE instead
 *   npm run typegen -- --schema FILE   also writes Gatsby's schema to FILE (GraphQL SDL)
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { syncProjectCopy } from "./projectCopy";
import { tempFolder } from "./tempFolder";
import { toolsFolder } from "./toolInstall";
import { typesFile } from "./typegen/queryTypes";

const root = path.resolve(__dirname, "..");

/**
 * The copy Gatsby bootstraps in: one per project folder, kept between runs in the user's cache
 * folder beside the test tools (./toolInstall.ts), not the temporary folder, which a run leaves
 * as it found it.
 */
export const bootstrapCopy = (projectDir: string = root): string =>
  path.join(path.dirname(toolsFolder()), "mevsme-typegen", crypto.createHash("sha256").update(projectDir).digest("hex").slice(0, 12));

export interface TypegenResult {
  ok: boolean;
  /** Gatsby's output, and the reason when it failed. */
  output: string;
  seconds: number;
}

/** Writes the types to `out`; resolves with what happened (it never throws for a failed run). */
export function typegen({ out = path.join(root, typesFile), schemaOut, copy = bootstrapCopy() }: { out?: string; schemaOut?: string; copy?: string } = {}): Promise<TypegenResult> {
  const started = Date.now();
  syncProjectCopy(copy);
  // In the REPL, once Gatsby's bootstrap is done: the schema it built (the REPL's `schema`), its
  // plugins and the project's own queries (read from the project, not the copy) make the file; then
  // the REPL ends.
  const api = JSON.stringify(require.resolve("tsx/cjs/api"));
  const module = JSON.stringify(path.join(__dirname, "typegen", "queryTypes.ts"));
  const options = JSON.stringify({ projectDir: root, out, schemaOut });
  const line =
    `require(${api}).require(${module}, ${module}).writeQueryTypes(schema, siteConfig.plugins, ${options})` +
    `.then(() => process.exit(0), (error) => { console.error("\\nQUERY TYPES FAILED: " + (error && error.message || error)); process.exit(2); })\n`;
  // As from a terminal: not Jest's NODE_ENV=test, which Gatsby would read as a stage of its own.
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
  delete env.NODE_ENV;
  // Gatsby's workers' temporary folders go with the run (./tempFolder.ts).
  const tmp = tempFolder("typegen", env);
  const gatsby = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["repl"], { cwd: copy, env: tmp.env });
  let output = "";
  for (const stream of [gatsby.stdout, gatsby.stderr]) stream.on("data", (chunk: Buffer) => (output += chunk.toString()));
  // Read by the REPL once it starts; the input stays open until the line has exited the process.
  // A bootstrap that stops first closes it: what it said is the answer, not a broken pipe.
  gatsby.stdin.on("error", () => undefined);
  gatsby.stdin.write(line);
  return new Promise((resolve) => {
    gatsby.on("error", (error) => {
      tmp.remove();
      resolve({ ok: false, output: `${output}\n${error.message}`, seconds: (Date.now() - started) / 1000 });
    });
    gatsby.on("close", (code) => {
      tmp.remove();
      const seconds = (Date.now() - started) / 1000;
      const failed = /QUERY TYPES FAILED: ([\s\S]*)$/.exec(output);
      if (code === 0 && fs.existsSync(out)) return resolve({ ok: true, output, seconds });
      resolve({ ok: false, output: failed ? `The queries do not fit the schema: ${failed[1].trim()}` : `Gatsby's bootstrap stopped (exit ${code}):\n${output.trim()}`, seconds });
    });
  });
}

async function main(): Promise<void> {
  const option = (name: string): string | undefined => {
    const at = process.argv.indexOf(name);
    return at > 0 && process.argv[at + 1] ? path.resolve(process.argv[at + 1]) : undefined;
  };
  const out = option("--out") ?? path.join(root, typesFile);
  process.stdout.write(`Writing the query types (${path.relative(root, out)}): Gatsby's bootstrap, without a build…\n`);
  const result = await typegen({ out, schemaOut: option("--schema") });
  if (!result.ok) {
    process.stderr.write(`\n${result.output}\n`);
    process.exitCode = 1;
    return;
  }
  process.stdout.write(`Wrote ${path.relative(root, out)} in ${result.seconds.toFixed(0)} s.\n`);
}

if (require.main === module) void main();
