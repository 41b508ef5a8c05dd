/**
 * `npm run observatory`: Mozilla's HTTP Observatory scan of the build in public/ (run `npm run
 * build` first), served over local HTTPS with the headers Netlify will send; prints each test,
 * the score and the grade. `--install` only installs the scanner (scripts/ensure-test-tools.sh);
 * `--json` prints the scanner's whole report instead (e2e/observatory.e2e.test.ts).
 * See scripts/observatory/scanner.ts and docs/launch.md, "Security headers and the Observatory".
 */
import fs from "node:fs";
import path from "node:path";
import { ensureScanner, scanBuild, scannerVersion } from "./observatory/scanner";

async function main(): Promise<void> {
  if (process.argv.includes("--install")) {
    ensureScanner();
    return;
  }
  const publicDir = path.resolve(__dirname, "..", "public");
  if (!fs.existsSync(path.join(publicDir, "index.html"))) throw new Error("No build in public/: run npm run build first.");
  const report = await scanBuild(publicDir);
  if (process.argv.includes("--json")) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
    return;
  }
  const rows = Object.entries(report.tests).map(([name, test]) => [name, test.pass ? "pass" : "FAIL", test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier), test.result]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column].length)));
  process.stdout.write(`Mozilla HTTP Observatory ${scannerVersion}, home page of the build (local HTTPS):\n\n`);
  for (const row of rows) process.stdout.write(`  ${row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell)).join("  ")}\n`);
  const { grade, score, testsPassed, testsQuantity } = report.scan;
  process.stdout.write(`\nScore ${score} (${grade}), ${testsPassed}/${testsQuantity} tests passed.\n`);
  if (testsPassed < testsQuantity) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
