/**
 * The proof that an editor's valid edit leaves the tests green (issue #53 part 1): for each edit in
 * tests/support/contentEdits.ts (the fifth programme, and a held-out season's edits), the project
 * copied to a temporary folder (scripts/projectCopy.ts, node_modules linked), the edit made to the
 * copy's data/, then in the copy: the content check, the unit tests, Netlify's build and the
 * built-site tests, as `npm test` runs them. It prints a table and exits 1 if any part failed.
 *
 * Not part of `npm test`: one edit costs a whole unit run, a cold build and the built-site tests
 * (about 5 min beside two busy loops), which would add 10 min to CI for what changes only when a
 * test starts reading the content. Run it before merging a branch that adds or changes tests that
 * read data/; tests/unit/content-edit.test.ts checks, on every run, that the edits are valid content.
 *
 *   npm run prove:content-edits                  every edit
 *   npm run prove:content-edits -- fifth-program one edit, by its name
 *   npm run prove:content-edits -- --keep        keeps each copy, to look at what failed
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { copyProject } from "./projectCopy";
import { contentEdits } from "../tests/support/contentEdits";

interface Part {
  readonly name: string;
  readonly command: readonly string[];
}

/** What `npm test` runs before the browser, in its order (scripts/test.sh), but the typecheck, which reads no content. */
const parts: readonly Part[] = [
  { name: "content check", command: ["npm", "run", "check:content"] },
  { name: "unit tests", command: ["npm", "run", "test:unit", "--", "--silent"] },
  { name: "Netlify's build", command: ["npm", "run", "build:netlify"] },
  { name: "built-site tests", command: ["npm", "run", "test:build", "--", "--silent"] },
];

function run(command: readonly string[], cwd: string, log: fs.WriteStream): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { cwd, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on("close", (code) => resolve(code ?? 1));
  });
}

const duration = (seconds: number): string => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, "0")} s`;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const keep = args.includes("--keep");
  const names = args.filter((arg) => !arg.startsWith("--"));
  const unknown = names.filter((name) => !contentEdits.some((edit) => edit.name === name));
  if (unknown.length > 0) throw new Error(`No edit named ${unknown.join(", ")}: ${contentEdits.map((edit) => edit.name).join(", ")}`);
  const chosen = names.length > 0 ? contentEdits.filter((edit) => names.includes(edit.name)) : contentEdits;
  const rows: string[] = [];
  let failed = false;
  for (const edit of chosen) {
    const copy = copyProject(`mevsme-edit-${edit.name}-`);
    const logFile = path.join(copy, "prove-content-edits.log");
    const log = fs.createWriteStream(logFile);
    process.stdout.write(`${edit.name}: ${edit.summary}\n  in ${copy}\n`);
    try {
      await edit.apply(path.join(copy, "data"));
      for (const part of parts) {
        const started = Date.now();
        log.write(`\n\n===== ${part.name}: ${part.command.join(" ")}\n`);
        const code = await run(part.command, copy, log);
        const row = `${edit.name.padEnd(16)} ${part.name.padEnd(18)} ${code === 0 ? "passed" : `FAILED (exit ${code})`}  ${duration((Date.now() - started) / 1000)}`;
        rows.push(row);
        process.stdout.write(`  ${row}\n`);
        if (code !== 0) failed = true;
      }
    } finally {
      await new Promise((resolve) => log.end(resolve));
      // A failed part's output is kept beside the project (.tmp/, ignored by Git); the copy goes unless --keep.
      const thisFailed = rows.some((row) => row.startsWith(edit.name) && row.includes("FAILED"));
      if (thisFailed) {
        const kept = path.join(process.cwd(), ".tmp", `prove-${edit.name}.log`);
        fs.mkdirSync(path.dirname(kept), { recursive: true });
        fs.copyFileSync(logFile, kept);
        process.stdout.write(`  its output: ${kept}\n`);
      }
      if (keep) process.stdout.write(`  the copy: ${copy}\n`);
      else fs.rmSync(copy, { recursive: true, force: true });
    }
  }
  process.stdout.write(`\n${rows.join("\n")}\n`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
