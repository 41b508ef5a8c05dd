/**
 * The editor's weight and time to a usable form (npm run bench:editor): prints a table, asserts
 * nothing. The built editor (public/, as Netlify serves it) with decap-server in its file mode over
 * a throwaway copy of data/, as `npm run edit` runs it; a new browser context per run opens the home
 * page's entry at /admin, logs in when asked, and stops the clock when the form's first field can
 * be typed in. Unthrottled, then as Lighthouse's mobile default (slow 4G: 150 ms round trip,
 * 1.6 Mbit/s, 4x CPU slowdown), rounds alternating so a slow phase of the machine falls on both.
 * Bytes are what crossed the network (compressed) before the form was usable: from the site (what
 * Netlify serves) and from decap-server (the content and the photo library, on the editor's own computer). BENCH_RUNS sets the
 * rounds (default 3). Run `npm run build:netlify` first. For a before and after, BENCH_PUBLIC
 * measures another build's public/ (an older commit's, built in a worktree), and BENCH_FIELD names
 * the form's first field there if its label differs.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { localBackendOrigin } from "../plugins/editor/backend";
import { readEditorWords } from "../plugins/content/editorWordsFile";
import { freePort, serve } from "../e2e/server";
import { filesUnder } from "../plugins/site-finish/unloadedFiles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const words = readEditorWords(path.join(root, "data")).en!;
const firstField = process.env.BENCH_FIELD ?? words.fields.find((entry) => entry.field === "HomePageYaml.title")!.label;
const publicDir = process.env.BENCH_PUBLIC ? path.resolve(process.env.BENCH_PUBLIC) : path.join(root, "public");

interface Condition {
  name: string;
  network?: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpu: number;
}
// Lighthouse's simulated slow 4G, applied by DevTools: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
const conditions: Condition[] = [
  { name: "unthrottled", cpu: 1 },
  { name: "slow 4G, 4x CPU", network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }, cpu: 4 },
];

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const repo = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
fs.cpSync(path.join(root, "data"), path.join(repo, "data"), { recursive: true });
git("init", "--quiet");
git("add", "--all");
git("-c", "user.name=Bench", "-c", "user.email=bench@example.org", "commit", "--quiet", "--message", "Content");

const server = await serve(publicDir);
const port = await freePort();
const backend = spawn(path.join(root, "node_modules", ".bin", "decap-server"), [], { cwd: repo, env: { ...process.env, PORT: String(port), MODE: "fs", GIT_REPO_DIRECTORY: repo }, stdio: "pipe" });
await new Promise<void>((resolve, reject) => {
  backend.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
  backend.on("exit", (code) => reject(new Error(`decap-server stopped (exit ${code})`)));
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** One visit: seconds from navigation to a usable form, and the bytes that crossed the network by then. */
async function visit(condition: Condition): Promise<{ seconds: number; bytes: number; backendBytes: number; requests: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  const page: Page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  if (condition.network) await cdp.send("Network.emulateNetworkConditions", { offline: false, ...condition.network });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: condition.cpu });
  let bytes = 0;
  let backendBytes = 0;
  let requests = 0;
  let counting = true;
  const urls = new Map<string, string>();
  cdp.on("Network.requestWillBeSent", (event: { requestId: string; request: { url: string } }) => urls.set(event.requestId, event.request.url));
  cdp.on("Network.loadingFinished", (event: { requestId: string; encodedDataLength: number }) => {
    if (!counting) return;
    bytes += event.encodedDataLength;
    // decap-server's answers (the content and the photo library, as base64) stay on the editor's computer.
    if ((urls.get(event.requestId) ?? "").startsWith(localBackendOrigin)) backendBytes += event.encodedDataLength;
    requests += 1;
  });
  await page.route(`${localBackendOrigin}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(localBackendOrigin, `http://localhost:${port}`) });
    await route.fulfill({ response });
  });
  const started = Date.now();
  await page.goto(`${server.url}/admin/#/collections/pages/entries/pages-home`, { waitUntil: "commit", timeout: 300_000 });
  const login = page.getByRole("button", { name: "Login", exact: true });
  const field = page.getByLabel(firstField, { exact: true });
  await login.or(field).first().waitFor({ timeout: 300_000 });
  if (await login.isVisible()) await login.click();
  await field.waitFor({ timeout: 300_000 });
  await field.click({ trial: true, timeout: 300_000 });
  const seconds = (Date.now() - started) / 1000;
  counting = false;
  await context.close();
  return { seconds, bytes, backendBytes, requests };
}

const results = new Map(conditions.map((condition) => [condition.name, [] as Awaited<ReturnType<typeof visit>>[]]));
try {
  // A first visit warms the server and the disk, and is not counted.
  await visit(conditions[0]);
  for (let round = 0; round < runs; round += 1) {
    for (const condition of round % 2 === 0 ? conditions : [...conditions].reverse()) results.get(condition.name)!.push(await visit(condition));
  }
} finally {
  await browser.close();
  backend.kill();
  await server.close();
  fs.rmSync(repo, { recursive: true, force: true });
}

// Decap's main script: the largest of its files (an older build also has the package's chunks).
const decapBytes = Math.max(0, ...filesUnder(path.join(publicDir, "admin")).filter((name) => /(^|\/)decap[^/]*\.js$/.test(name)).map((name) => fs.statSync(path.join(publicDir, "admin", name)).size));
console.log(`\nThe editor at /admin to a usable form (median of ${runs}; ${os.loadavg()[0].toFixed(1)} load average at the end; Decap's bundle ${(decapBytes / 1e6).toFixed(2)} MB)\n`);
console.log("| Condition | Time to a usable form | From the site before it (compressed) | From the local backend | Requests |");
console.log("|---|---|---|---|---|");
for (const [name, visits] of results) {
  console.log(`| ${name} | ${median(visits.map((v) => v.seconds)).toFixed(1)} s | ${(median(visits.map((v) => v.bytes - v.backendBytes)) / 1024).toFixed(0)} KB | ${(median(visits.map((v) => v.backendBytes)) / 1024).toFixed(0)} KB | ${median(visits.map((v) => v.requests))} |`);
}
