/**
 * The performance benchmark (npm run bench): prints a table, asserts nothing. Figures that vary
 * from run to run live here; deterministic budgets are tests.
 *
 *   - Lighthouse 12, mobile defaults (simulated slow 4G, 4x CPU slowdown), 5 runs per route
 *     (BENCH_RUNS to change): the median Performance, Accessibility, Best Practices and SEO
 *     scores, LCP, FCP, TBT, CLS and total bytes; "failed" counts the runs Lighthouse could not
 *     complete (each run again);
 *   - beside each page, in turns with it, its no-script control: the same page with every script
 *     request blocked ("TBT ctl"), so what the page's scripts cost is told apart from what this
 *     machine's load costs; and the same pair at 8x CPU slowdown, a slower phone ("8x" columns;
 *     BENCH_SLOWDOWNS=4 leaves them out);
 *   - "BI", Lighthouse's benchmark index of the machine during the runs: its speed varies with load;
 *     "slow" counts the runs at or below Lighthouse's slow-host threshold (1000), and "perf*" and
 *     "TBT*" are the medians of the other runs, on a host as fast as Lighthouse's 4x slowdown assumes;
 *   - the routes are measured in rounds (each route once, then again), not one route's runs in a row;
 *   - each page's script ("JS KB", gzip) and the images a 412 px wide phone loads for its first
 *     view ("img KB"), measured as their budget tests measure them (./page-weight.ts);
 *   - every page in English, then in Spanish (/es, /es/about…); BENCH_ROUTES=/,/es/about measures
 *     only those routes (comma-separated; spaces around them are ignored);
 *   - to compare two builds, see ./bench-compare.mts;
 *   - with --real-photos, the site with real photographs in place of the placeholders, on slow 4G
 *     and Slow 3G beside the placeholder build: ./photos.mts (npm run bench:photos);
 *   - with --cold, first a cold `npm run build` (npm run clean first), timed; cold and warm
 *     builds as Netlify builds: ./build-times.mts (npm run bench:build).
 *
 * Run it after `npm run build` (or with --cold).
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { serve } from "../scripts/static-server";
import { noScriptCopy } from "./noScriptCopy";
import { fileForRoute } from "../plugins/site-finish/builtPages";
import { siteRoutes } from "../src/content/siteRoutes";
import { readContentTexts } from "../plugins/content/contentTree";
import { localePath, locales } from "../src/lib/locales";
import { auditCounted, median, type LighthouseResult } from "./lighthouse.mjs";
import { firstView, pageScripts, phoneContext, totalKb } from "./page-weight";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Not the not-found pages: Lighthouse does not audit a page served with status 404.
// Every page as the build will make it (src/pages and data/legal), Home first.
const pages = [...siteRoutes(readContentTexts(path.join(root, "data")))].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
// Each page in every language, derived from the English list as the site derives its addresses.
const allRoutes = locales.flatMap((locale) => pages.map((page) => localePath(locale, page)));
const listed = (process.env.BENCH_ROUTES ?? "").split(",").map((route) => route.trim()).filter(Boolean);
const routes = listed.length > 0 ? listed : allRoutes;
const runs = Number(process.env.BENCH_RUNS ?? 5);
const slowdowns = (process.env.BENCH_SLOWDOWNS ?? "4,8").split(",").map(Number);
// Lighthouse's own threshold: at or below this benchmark index it warns (on its command line) that
// the host is slower than its 4x CPU slowdown assumes.
const slowHostIndex = 1000;

const fixed = (value: number | null, digits: number, scale = 1): string => (value === null ? "n/a" : (value / scale).toFixed(digits));

if (process.argv.includes("--real-photos")) {
  // The real-photo variant measures its own build beside public/, and ends the run.
  await import("./photos.mjs");
  process.exit(process.exitCode ?? 0);
}

if (process.argv.includes("--cold")) {
  const started = Date.now();
  // The whole of `npm run build`, as Netlify runs it.
  execSync("npm run clean && npm run build", { cwd: root, stdio: "ignore", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  console.log(`Cold npm run build (no cache): ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
}

const publicDir = path.join(root, "public");
const server = await serve(publicDir);
// The no-script control: the same pages without their scripts, served the same way (./noScriptCopy.ts).
const controlDir = noScriptCopy(publicDir);
const controlServer = await serve(controlDir);
interface Measured {
  route: string;
  scriptKb: number;
  imageKb: number;
  /** At 4x CPU slowdown, every category. */
  results: LighthouseResult[];
  /** The no-script controls, by CPU slowdown. */
  controls: Record<number, LighthouseResult[]>;
  /** The page at the other slowdowns, Performance only. */
  slower: Record<number, LighthouseResult[]>;
  failed: number;
}
const rows: Record<string, string | number>[] = [];
try {
  const measured: Measured[] = [];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const phone = await phoneContext(browser);
    for (const route of routes) {
      const scriptKb = totalKb(pageScripts(publicDir, path.join(publicDir, fileForRoute(route))));
      const { imageKb } = await firstView(phone, `${server.url}${route}`);
      measured.push({ route, scriptKb, imageKb, results: [], controls: {}, slower: {}, failed: 0 });
    }
  } finally {
    // Closed before Lighthouse starts: an idle browser beside it competes for the CPU it measures.
    await browser.close();
  }
  // Round by round, every route once per round, rather than all of one route's runs in a row: a
  // slow phase of the machine then falls on all routes alike, not on a few.
  for (let run = 0; run < runs; run += 1) {
    for (const entry of measured) {
      const url = `${server.url}${entry.route}`;
      for (const cpuSlowdown of slowdowns) {
        // The page, then its no-script control, one after the other: both see the same machine.
        const counted = await auditCounted(url, cpuSlowdown === 4 ? undefined : ["performance"], { cpuSlowdown });
        const control = await auditCounted(`${controlServer.url}${entry.route}`, ["performance"], { cpuSlowdown, blockScripts: true });
        entry.failed += counted.failed + control.failed;
        if (counted.result) (cpuSlowdown === 4 ? entry.results : (entry.slower[cpuSlowdown] ??= [])).push(counted.result);
        if (control.result) (entry.controls[cpuSlowdown] ??= []).push(control.result);
      }
    }
    process.stderr.write(`round ${run + 1} of ${runs} measured\n`);
  }
  for (const { route, scriptKb, imageKb, results, controls, slower, failed } of measured) {
    const tbtOf = (list: LighthouseResult[] | undefined): string => fixed(median((list ?? []).map((result) => result.metrics.tbt)), 0);
    const score = (id: string): number | string => median(results.map((result) => result.scores[id])) ?? "n/a";
    const metric = (id: keyof LighthouseResult["metrics"]): number | null => median(results.map((result) => result.metrics[id]));
    const known = results.filter((result) => result.benchmarkIndex !== null);
    const quick = known.filter((result) => (result.benchmarkIndex ?? 0) > slowHostIndex);
    rows.push({
      route,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      "LCP s": fixed(metric("lcp"), 2, 1000),
      "FCP s": fixed(metric("fcp"), 2, 1000),
      "TBT ms": fixed(metric("tbt"), 0),
      "TBT ctl": tbtOf(controls[4]),
      ...(slowdowns.includes(8)
        ? { "perf 8x": median((slower[8] ?? []).map((result) => result.scores.performance)) ?? "n/a", "TBT 8x": tbtOf(slower[8]), "TBT 8x ctl": tbtOf(controls[8]) }
        : {}),
      CLS: fixed(metric("cls"), 3),
      KB: fixed(metric("bytes"), 0, 1024),
      "JS KB": scriptKb.toFixed(1),
      "img KB": imageKb.toFixed(0),
      // Lighthouse's own measure of the machine's speed during these runs (see the note below).
      BI: fixed(median(results.map((result) => result.benchmarkIndex)), 0),
      slow: known.length - quick.length,
      // The same medians over the runs on a host as fast as Lighthouse assumes ("n/a" if none was).
      "perf*": median(quick.map((result) => result.scores.performance)) ?? "n/a",
      "TBT* ms": fixed(median(quick.map((result) => result.metrics.tbt)), 0),
      failed,
    });
  }
} finally {
  await server.close();
  await controlServer.close();
  fs.rmSync(controlDir, { recursive: true, force: true });
}

const columns = Object.keys(rows[0]);
const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column]).length)));
const line = (cells: readonly (string | number)[]): string => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
console.log(
  `Lighthouse 12, mobile, median of ${runs} runs; TBT ctl: the same page with its scripts blocked, measured in turns with it; ` +
    "JS KB: the page's script (gzip); img KB: images in a 412 px phone's first view",
);
console.log(line(columns));
console.log(line(widths.map((width) => "-".repeat(width))));
rows.forEach((row) => console.log(line(columns.map((column) => row[column]))));
console.log(
  `BI: Lighthouse's benchmark index of this machine, median of the runs; slow: runs at or below ${slowHostIndex}, where ` +
    "Lighthouse warns that the CPU is slower than it expects, which raises TBT and lowers Performance: its 4x slowdown " +
    "assumes a faster host; perf* and TBT*: the medians of the other runs only. Routes are measured round by round, " +
    "so a slow phase falls on all of them alike.",
);
