/**
 * Runs Lighthouse 12 (mobile defaults: simulated slow 4G, 4x CPU slowdown) on one address in
 * Debian's Chromium (or CHROME_PATH), and reports scores, metrics and what fell short.
 *
 *   npx tsx bench/lighthouse.mts http://127.0.0.1:9000/about [accessibility,best-practices,seo]
 *
 * prints one JSON object. With `--lines` instead of an address, it reads addresses from its input,
 * one a line, and prints one JSON object a line for each, all in one Chromium (./lighthouse's
 * `openBrowser`): the Lighthouse tests (e2e/lighthouse.ts, in a child process: Lighthouse is
 * ESM-only, and so is this file). The benchmark (./bench.mts) imports `audit`.
 */
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";

type Metric = number | null;

export interface LighthouseResult {
  url: string;
  runtimeError: string | null;
  scores: Record<string, number>;
  shortfalls: string[];
  benchmarkIndex: number | null;
  metrics: { lcp: Metric; fcp: Metric; tbt: Metric; cls: Metric; bytes: Metric };
}

/** A simulated network: Lighthouse's mobile default is slow 4G (150 ms round trip, 1.6 Mbit/s). */
export interface Network {
  rttMs: number;
  throughputKbps: number;
}

/** DevTools' Slow 3G: 400 ms round trip, 400 kbit/s (with Lighthouse's 4x CPU slowdown). */
export const slow3G: Network = { rttMs: 400, throughputKbps: 400 };

export interface AuditOptions {
  cpuSlowdown?: number;
  blockScripts?: boolean;
  network?: Network;
}

/**
 * `cpuSlowdown`: Lighthouse's CPU slowdown (4 by default; 8 for a slower phone). `blockScripts`:
 * the no-script control (a page of ./noScriptCopy.ts), every script request blocked too. `network`: another
 * simulated network than slow 4G (slow3G).
 */
export async function audit(url: string, categories?: string[], options: AuditOptions = {}): Promise<LighthouseResult> {
  const browser = await openBrowser(browserFlagsFor(url));
  try {
    return await browser.audit(url, categories, options);
  } finally {
    await browser.close();
  }
}

/** The benchmark's HTTPS server (HTTP/2, as Netlify serves) has a throwaway certificate of its own. */
const browserFlagsFor = (url: string): string[] => (url.startsWith("https://localhost:") ? ["--ignore-certificate-errors"] : []);

export interface LighthouseBrowser {
  audit(url: string, categories?: string[], options?: AuditOptions): Promise<LighthouseResult>;
  close(): Promise<void>;
}

/**
 * One Chromium for many audits. Lighthouse, given the browser's port, opens a tab of its own for
 * each audit and closes it after, and before loading the page clears the origin's storage and the
 * browser's cache (its default), so each audit starts as in a browser of its own, with the same
 * mobile emulation and throttling; only the browser's start is saved. A browser that has stopped
 * is started again for the next audit.
 */
export async function openBrowser(extraFlags: string[] = []): Promise<LighthouseBrowser> {
  // The no-script control's pages hold no script of their own (./noScriptCopy.ts): disabling
  // scripts in the browser stops Lighthouse's own debugger in Chromium 156.
  const launch = () => chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: [...chromiumFlags, ...extraFlags] });
  let chrome = await launch();
  const running = () => chrome.process.exitCode === null && chrome.process.signalCode === null;
  return {
    async audit(url, categories, { cpuSlowdown = 4, blockScripts = false, network } = {}) {
      if (!running()) chrome = await launch();
      const run = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: categories,
        throttling: { cpuSlowdownMultiplier: cpuSlowdown, ...(network ?? {}) },
        blockedUrlPatterns: blockScripts ? ["*.js"] : [],
        // The report's picture of the whole page, which no score or metric read here uses: a
        // screenshot as tall as the page, taken and encoded after every audit.
        disableFullPageScreenshot: true,
      });
      if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
      return summary(url, run.lhr);
    },
    async close() {
      await chrome.kill();
    },
  };
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

function summary(url: string, lhr: Report): LighthouseResult {
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]));
  const shortfalls = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
      .map((ref) => `${category.id}: ${ref.id} (${lhr.audits[ref.id].title})`),
  );
  const metric = (id: string): Metric => lhr.audits[id]?.numericValue ?? null;
  return {
    url,
    // A run Lighthouse could not complete: the page did not load (runtimeError), or a metric
    // failed to compute, which leaves its category without a score.
    runtimeError: lhr.runtimeError
      ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
      : Object.values(lhr.categories).some((category) => category.score === null)
        ? `no score: ${Object.values(lhr.audits).filter((audit) => audit.errorMessage).map((audit) => `${audit.id}: ${audit.errorMessage}`).join("; ")}`
        : null,
    scores,
    shortfalls,
    // Lighthouse's measure of this machine's speed during the run (higher is faster): it falls
    // when the machine is loaded, and the blocking time rises with it.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    metrics: {
      lcp: metric("largest-contentful-paint"),
      fcp: metric("first-contentful-paint"),
      tbt: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift"),
      bytes: metric("total-byte-weight"),
    },
  };
}

/** The middle of the known values (null and undefined left out); null when none is known. */
export const median = (values: readonly (number | null | undefined)[]): number | null => {
  const known = values.filter((value): value is number => value !== null && value !== undefined);
  if (known.length === 0) return null;
  const sorted = [...known].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * One audit that counts: a run Lighthouse could not complete (runtimeError) has no scores, so it is
 * run again, up to twice. Returns the result (null if every attempt failed) and how many failed.
 */
export async function auditCounted(url: string, categories?: string[], options?: AuditOptions): Promise<{ result: LighthouseResult | null; failed: number }> {
  let failed = 0;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await audit(url, categories, options);
    if (!result.runtimeError) return { result, failed };
    failed += 1;
    process.stderr.write(`${url}: ${result.runtimeError}\n`);
  }
  return { result: null, failed };
}

/** `--lines`: an audit for each address read, one JSON line each, in one browser; ends with its input. */
async function auditLines(categories?: string[]): Promise<void> {
  const browser = await openBrowser();
  try {
    for await (const line of readline.createInterface({ input: process.stdin })) {
      const url = line.trim();
      if (!url) continue;
      // An audit that throws is reported as that page's result, and the next address still runs.
      const result = await browser.audit(url, categories).catch((error: unknown) => ({ url, runtimeError: `Lighthouse failed: ${error instanceof Error ? error.message : String(error)}`, scores: {}, shortfalls: [] }));
      process.stdout.write(`${JSON.stringify(result)}\n`);
    }
  } finally {
    await browser.close();
  }
}

// Run as a command (not imported by the benchmark).
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [first, categories] = process.argv.slice(2);
  const only = categories ? categories.split(",") : undefined;
  if (first === "--lines") await auditLines(only);
  else process.stdout.write(`${JSON.stringify(await audit(first, only))}\n`);
}
