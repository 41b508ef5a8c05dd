/**
 * Build times as Netlify builds (npm run bench:build): prints a table, asserts nothing.
 *
 * Each round is a cold build (no Gatsby cache: `npm run clean`, which also empties the build cache
 * the site's adapter keeps) and then a warm one after an editor's one-word change to a page's copy
 * (the cache restored, as on Netlify's next build), both with Netlify's own `netlify build
 * --offline` (npm run build:netlify). Rounds alternate cold and warm, so a slow phase of this
 * shared machine falls on both. Then what the deploy holds: files and megabytes in public/.
 * BENCH_RUNS sets the rounds (default 2). The changed word is put back at the end.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { filesUnder } from "../plugins/site-finish/unloadedFiles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.BENCH_RUNS ?? 2);
const edited = path.join(root, "data", "pages", "about.yaml");
const original = fs.readFileSync(edited, "utf8");
// One word of the English copy, as an editor would change it (of the same length, so the file stays in its canonical form).
const [word, replacement] = [" youth ", " teens "];
if (!original.includes(word)) throw new Error(`${path.relative(root, edited)} no longer holds "${word.trim()}": choose another word to change`);

/** The middle value, or the mean of the two middle ones. */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const seconds = (command: string): number => {
  const started = Date.now();
  execSync(command, { cwd: root, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  return (Date.now() - started) / 1000;
};

const cold: number[] = [];
const warm: number[] = [];
try {
  for (let round = 0; round < runs; round += 1) {
    fs.writeFileSync(edited, original);
    cold.push(seconds("npm run clean && npm run build:netlify"));
    fs.writeFileSync(edited, original.replace(word, replacement));
    warm.push(seconds("npm run build:netlify"));
    process.stderr.write(`round ${round + 1} of ${runs}: cold ${cold[round].toFixed(0)} s, warm ${warm[round].toFixed(0)} s\n`);
  }
} finally {
  fs.writeFileSync(edited, original);
}

const publicDir = path.join(root, "public");
const files = filesUnder(publicDir);
const sizeOf = (list: readonly string[]): number => list.reduce((sum, file) => sum + fs.statSync(path.join(publicDir, file)).size, 0);
const bytes = sizeOf(files);
const adminBytes = sizeOf(files.filter((file) => file.startsWith("admin/")));
console.log(`netlify build --offline, ${runs} rounds (cold, then warm after a one-word change); medians`);
console.log("| build | seconds | each round |");
console.log("| ----- | ------- | ---------- |");
console.log(`| cold  | ${median(cold).toFixed(0)} | ${cold.map((value) => value.toFixed(0)).join(", ")} |`);
console.log(`| warm  | ${median(warm).toFixed(0)} | ${warm.map((value) => value.toFixed(0)).join(", ")} |`);
console.log(`\nThe deploy (public/): ${files.length} files, ${(bytes / 1e6).toFixed(2)} MB (${(adminBytes / 1e6).toFixed(2)} MB of it the editor)`);
