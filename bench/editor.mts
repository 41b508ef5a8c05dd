/**
 * The editor's weight and time to a usable form (npm run bench:editor): prints a table, asserts
 * nothing. The built editor (public/, as Netlify serves it) with decap-server in its file mode over
 * a throwaway copy of data/, as `npm run edit` runs it; a new browser per run opens the home
 * page's entry at /admin, logs in when asked, and stops the clock when the form's first field can
 * be typed in. Unthrottled, then as Lighthouse's mobile default (slow 4G: 150 ms round trip,
 * 1.6 Mbit/s, 4x CPU slowdown), rounds alternating so a slow phase of the machine falls on both.
 * Bytes are what crossed the network (compressed) before the form was usable: from the site (what
 * Netlify serves) and from decap-server (the content and the photo library, on the editor's own computer). BENCH_RUNS sets the
 * rounds (default 3). Run `npm run build:netlify` first. For a before and after, BENCH_PUBLIC
 * measures another build's public/ (an older commit's, built in a worktree), and BENCH_FIELD names
 * the form's first field there if its label differs.
 *
 * The photo picker too: from a click on the home page's photo field's button (Decap's own phrase)
 * until Decap's media library shows its photos (a card's image drawn) and one can be chosen (a
 * card clicked, its "Choose selected" button enabled); then how it keeps up: its search box (a
 * photo's name typed until that card shows) and its grid scrolled to the end (until every card
 * drawn there has its image). BENCH_GROWN=1 measures, beside today's content, a grown copy of it
 * (./growContent.ts: 270 photos, the new ones real photographs from ./realPhotos.mts), with the
 * editor published for that content (its list of photos and preview copies) from this source,
 * BENCH_PUBLIC or not, in alternating turns; BENCH_GIVE_UP (seconds, default 600) ends a step that
 * takes longer, and a visit whose page crashed is told as such. It prints, too, what decap-server
 * answers to Decap's own `getMedia` (every photo, as base64) for each content.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { localBackendOrigin } from "../plugins/editor/backend";
import { withLocalBackend } from "../plugins/editor/editPorts";
import { readEditorWords } from "../plugins/content/editorWordsFile";
import { freePort, serve } from "../e2e/server";
import { filesUnder } from "../plugins/site-finish/unloadedFiles";
import { copyProject } from "../e2e/siteVariant";
import { growContent } from "./growContent";
import { ensureRealPhotos, writePhoto } from "./realPhotos.mjs";

// Decap's English phrases (its package's ES modules: its main file is a browser bundle).
const decapLocales = "decap-cms-locales/dist/esm/index.js";
const { en: decapEn } = (await import(decapLocales)) as { en: unknown };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const runs = Number(process.env.BENCH_RUNS ?? 3);
const words = readEditorWords(path.join(root, "data")).en!;
const firstField = process.env.BENCH_FIELD ?? words.fields.find((entry) => entry.field === "HomePageYaml.title")!.label;
/** Decap's phrase as this editor shows it (as e2e/editorHarness.ts finds it): data/editor.yaml's wording where it has one, else Decap's. */
const decapPhrase = (key: string): string => {
  const found = words.decap.find((phrase) => phrase.key === key)?.text ?? key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], decapEn);
  if (typeof found !== "string") throw new Error(`Decap's English locale has no phrase ${key}`);
  return found;
};
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

const grownToo = process.env.BENCH_GROWN === "1";
/** Seconds a step may take before it is given up on and the table says so. */
const giveUp = Number(process.env.BENCH_GIVE_UP ?? 600);
const photoFile = /\.(jpe?g|png|webp|avif)$/i;
const removeAfter: string[] = [];

interface Variant {
  name: string;
  publicDir: string;
  dataDir: string;
  photos: string[];
  photoMb: number;
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** A throwaway Git repository of `dataDir` with decap-server over it, and the site served: the variant. */
async function startVariant(name: string, site: string, dataDir: string): Promise<Variant> {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-"));
  removeAfter.push(repo);
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, stdio: "ignore" });
  fs.cpSync(dataDir, path.join(repo, "data"), { recursive: true });
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=Bench", "-c", "user.email=bench@example.org", "commit", "--quiet", "--message", "Content");
  const server = await serve(site);
  const port = await freePort();
  const backend = spawn(path.join(root, "node_modules", ".bin", "decap-server"), [], { cwd: repo, env: { ...process.env, PORT: String(port), MODE: "fs", GIT_REPO_DIRECTORY: repo }, stdio: "pipe" });
  await new Promise<void>((resolve, reject) => {
    backend.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("listening") && resolve());
    backend.on("exit", (code) => reject(new Error(`decap-server stopped (exit ${code})`)));
  });
  const photosDir = path.join(dataDir, "photos");
  const photos = fs.readdirSync(photosDir).filter((file) => photoFile.test(file)).sort();
  const photoMb = photos.reduce((sum, file) => sum + fs.statSync(path.join(photosDir, file)).size, 0) / 1e6;
  return { name, publicDir: site, dataDir, photos, photoMb, url: server.url, port, close: async () => void (backend.kill(), await server.close()) };
}

/**
 * The grown content (./growContent.ts, its new photos real ones as bench/growth.mts writes them) in
 * a copy of the project, and the site to serve for it: public/ with the editor published again
 * from that copy (plugins/editor/publishEditor.ts, as `npm run edit` publishes it from data/).
 */
async function grownSite(): Promise<{ site: string; dataDir: string }> {
  const project = copyProject("bench-editor-grown-");
  removeAfter.push(project);
  const dataDir = path.join(project, "data");
  const real = await ensureRealPhotos();
  const today = fs.readdirSync(path.join(dataDir, "photos")).filter((file) => photoFile.test(file)).length;
  const added = growContent(dataDir);
  process.stderr.write(`Writing ${added.length} real photos for the grown content…\n`);
  for (const [offset, name] of added.entries()) {
    const index = today + offset;
    await writePhoto(real[index % real.length], path.join(dataDir, "photos", name), Math.floor(index / real.length));
  }
  return { site: editingSite(project), dataDir };
}

/**
 * `publicDir` with the editor published again from `project`'s data/ as `npm run edit` publishes it
 * (plugins/editor/publishEditor.ts with every photo listed and copied: a published build lists only
 * those the pages use, and its editor would ask decap-server for every photo's bytes to list the rest).
 */
function editingSite(project: string): string {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), "bench-editor-site-"));
  removeAfter.push(site);
  for (const entry of fs.readdirSync(publicDir)) if (entry !== "admin") fs.symlinkSync(path.join(publicDir, entry), path.join(site, entry));
  process.stderr.write(`Publishing the editor for ${path.relative(root, project) || "today's content"}…\n`);
  const script = `require("./plugins/editor/publishEditor").publishEditor({ publicDir: ${JSON.stringify(site)}, siteName: "Bench", everyPhoto: true }).catch((error) => { console.error(error); process.exit(1); })`;
  execFileSync(path.join(root, "node_modules", ".bin", "tsx"), ["--eval", script], { cwd: project, stdio: ["ignore", "ignore", "inherit"] });
  return site;
}

// Another build's public/ (BENCH_PUBLIC) is measured as it was published; this source's as `npm run edit` publishes it.
const variants: Variant[] = [await startVariant("today", process.env.BENCH_PUBLIC ? publicDir : editingSite(root), path.join(root, "data"))];

interface Visit {
  seconds: number;
  bytes: number;
  backendBytes: number;
  requests: number;
  /** Seconds from the click on the photo's button to a photo that can be chosen; Infinity when given up. */
  picker: number;
  pickerBackendBytes: number;
  search: number;
  scroll: number;
  /** Why the visit ended before its form was usable (the page crashed…). */
  failure?: string;
}

/** Seconds until `wait` ends, or Infinity when it gives up. */
async function timed(wait: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  try {
    await wait();
    return (Date.now() - started) / 1000;
  } catch (error) {
    process.stderr.write(`  gave up: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}\n`);
    return Infinity;
  }
}

/** One visit: seconds from navigation to a usable form, the bytes by then, and the photo picker's times. */
async function visit(variant: Variant, condition: Condition): Promise<Visit> {
  // A browser of its own: one the photo library brought down takes no other visit with it.
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const started = Date.now();
  try {
    return await visitIn(browser, variant, condition);
  } catch (error) {
    const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
    const after = (Date.now() - started) / 1000;
    process.stderr.write(`  ${variant.name}, ${condition.name}: the visit failed after ${after.toFixed(0)} s: ${message}\n`);
    const failure = /closed|crash/i.test(message) ? `page crashed after ${after.toFixed(0)} s` : `failed after ${after.toFixed(0)} s`;
    return { seconds: Infinity, bytes: NaN, backendBytes: NaN, requests: NaN, picker: Infinity, pickerBackendBytes: NaN, search: Infinity, scroll: Infinity, failure };
  } finally {
    await browser.close();
  }
}

async function visitIn(browser: Browser, variant: Variant, condition: Condition): Promise<Visit> {
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
    const fromBackend = (urls.get(event.requestId) ?? "").startsWith(localBackendOrigin);
    if (!counting) {
      if (fromBackend) pickerBackendBytes += event.encodedDataLength;
      return;
    }
    bytes += event.encodedDataLength;
    // decap-server's answers (the content and the photo library) stay on the editor's computer.
    if (fromBackend) backendBytes += event.encodedDataLength;
    requests += 1;
  });
  let pickerBackendBytes = 0;
  // The configuration given the local backend, as `npm run edit` gives its own (a published one has none).
  await page.route(`${variant.url}/admin/config.*.yml`, async (route) => {
    const response = await route.fetch();
    const config = await response.text();
    // An older build's configuration (BENCH_PUBLIC) may carry its own.
    await route.fulfill({ response, body: /^local_backend:/m.test(config) ? config : withLocalBackend(config) });
  });
  await page.route(`${localBackendOrigin}/**`, async (route) => {
    try {
      const response = await route.fetch({ url: route.request().url().replace(localBackendOrigin, `http://localhost:${variant.port}`), timeout: giveUp * 1000 });
      await route.fulfill({ response });
    } catch {
      // The visit ended with this request in flight (a photo the library was still fetching).
    }
  });
  const started = Date.now();
  await page.goto(`${variant.url}/admin/#/collections/pages/entries/pages-home`, { waitUntil: "commit", timeout: giveUp * 1000 });
  const login = page.getByRole("button", { name: "Login", exact: true });
  const field = page.getByLabel(firstField, { exact: true });
  await login.or(field).first().waitFor({ timeout: giveUp * 1000 });
  if (await login.isVisible()) await login.click();
  await field.waitFor({ timeout: giveUp * 1000 });
  await field.click({ trial: true, timeout: giveUp * 1000 });
  const seconds = (Date.now() - started) / 1000;
  counting = false;
  pickerBackendBytes = 0;

  // The photo picker, from the home page's first photo field.
  const timeout = giveUp * 1000;
  const chooseButton = page
    .getByRole("button", { name: decapPhrase("editor.editorWidgets.image.chooseDifferent"), exact: true })
    .or(page.getByRole("button", { name: decapPhrase("editor.editorWidgets.image.choose"), exact: true }))
    .filter({ visible: true })
    .first();
  await chooseButton.waitFor({ timeout: giveUp * 1000 });
  const search = page.getByPlaceholder(decapPhrase("mediaLibrary.mediaLibraryModal.search"));
  const chooseSelected = page.getByRole("button", { name: decapPhrase("mediaLibrary.mediaLibraryModal.chooseSelected"), exact: true });
  // A card of the library: a photo's name, shown beside its image.
  const card = (name: string | RegExp) => page.getByText(name, { exact: true }).filter({ visible: true }).first();
  const cardImageDrawn = (name: string | RegExp) =>
    card(name)
      .locator("xpath=ancestor::*[.//img][1]//img")
      .first()
      .evaluate(
        (image: HTMLImageElement) =>
          new Promise<void>((resolve, reject) => {
            if (image.complete) return image.naturalWidth > 0 ? resolve() : reject(new Error(`${image.src} did not load`));
            image.addEventListener("load", () => resolve(), { once: true });
            image.addEventListener("error", () => reject(new Error(`${image.src} did not load`)), { once: true });
          }),
        undefined,
        { timeout },
      );
  const anyPhoto = new RegExp(`^[^/]+\\.(jpe?g|png|webp|avif)$`, "i");
  const picker = await timed(async () => {
    await chooseButton.click();
    await card(anyPhoto).waitFor({ timeout });
    await cardImageDrawn(anyPhoto);
    await card(anyPhoto).click({ timeout });
    await page.waitForFunction((button) => button instanceof HTMLButtonElement && !button.disabled, await chooseSelected.elementHandle({ timeout }), { timeout });
  });
  let searchSeconds = Infinity;
  let scrollSeconds = Infinity;
  if (Number.isFinite(picker)) {
    // The last photo by name, typed into the search box, until its card shows its image.
    const last = variant.photos[variant.photos.length - 1];
    searchSeconds = await timed(async () => {
      await search.fill(last, { timeout });
      await card(last).waitFor({ timeout });
      await cardImageDrawn(last);
    });
    await search.fill("", { timeout });
    await card(anyPhoto).waitFor({ timeout });
    // The grid scrolled to its end, until every card drawn there has its image.
    scrollSeconds = await timed(async () => {
      await card(anyPhoto).evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (node.scrollHeight > node.clientHeight + 10 && getComputedStyle(node).overflowY !== "visible") {
            node.scrollTop = node.scrollHeight;
            return;
          }
        }
      });
      await page.waitForFunction(
        (input) => {
          let modal: HTMLElement | null = input as HTMLElement;
          while (modal && modal.querySelectorAll("img").length === 0) modal = modal.parentElement;
          const images = [...(modal?.querySelectorAll("img") ?? [])];
          return images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0);
        },
        await search.elementHandle({ timeout }),
        { timeout, polling: 100 },
      );
    });
  }
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.close();
  return { seconds, bytes, backendBytes, requests, picker, pickerBackendBytes, search: searchSeconds, scroll: scrollSeconds };
}

const results = new Map<string, Visit[]>();
/** decap-server's answer to getMedia, per content: what Decap's own local backend asks for at login. */
const getMediaLines: string[] = [];
try {
  if (grownToo) {
    const grown = await grownSite();
    variants.push(await startVariant("grown", grown.site, grown.dataDir));
  }
  // A first visit of each warms the server and the disk, and is not counted.
  for (const variant of variants) await visit(variant, conditions[0]);
  const cases = variants.flatMap((variant) => conditions.map((condition) => ({ variant, condition, key: `${variant.name} (${variant.photos.length} photos, ${variant.photoMb.toFixed(0)} MB) | ${condition.name}` })));
  for (const { key } of cases) results.set(key, []);
  for (let round = 0; round < runs; round += 1) {
    for (const { variant, condition, key } of round % 2 === 0 ? cases : [...cases].reverse()) {
      const result = await visit(variant, condition);
      process.stderr.write(`${key}: ${result.seconds.toFixed(1)} s to the form, picker ${result.picker.toFixed(1)} s\n`);
      results.get(key)!.push(result);
    }
  }
  // What decap-server answers when the library is asked for (getMedia: every photo's file, as base64).
  for (const variant of variants) {
    const started = Date.now();
    const answer = await fetch(`http://localhost:${variant.port}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "getMedia", params: { branch: "master", mediaFolder: "data/photos" } }),
    });
    const size = (await answer.arrayBuffer()).byteLength;
    getMediaLines.push(`${variant.name} ${(size / 1e6).toFixed(1)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} finally {
  for (const variant of variants) await variant.close();
  for (const folder of removeAfter) fs.rmSync(folder, { recursive: true, force: true });
}

// Decap's main script: the largest of its files (an older build also has the package's chunks).
const decapBytes = Math.max(0, ...filesUnder(path.join(publicDir, "admin")).filter((name) => /(^|\/)decap[^/]*\.js$/.test(name)).map((name) => fs.statSync(path.join(publicDir, "admin", name)).size));
const seconds = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(1)} s` : `> ${giveUp} s`);
const kb = (value: number): string => Number.isNaN(value) ? "–" : (value >= 10 * 1024 * 1024 ? `${(value / 1024 / 1024).toFixed(0)} MB` : `${(value / 1024).toFixed(0)} KB`);
console.log(`\nThe editor at /admin to a usable form, and its photo picker (median of ${runs}; ${os.loadavg()[0].toFixed(1)} load average at the end; Decap's bundle ${(decapBytes / 1e6).toFixed(2)} MB)\n`);
console.log(`decap-server's answer to getMedia (what Decap's own local backend asks for at login): ${getMediaLines.join("; ")}\n`);
console.log("| Content | Condition | Time to a usable form | From the site before it (compressed) | From the local backend | Requests | Picker: photos shown, one can be chosen | From the local backend after the form | Search: a photo by name | Scroll to the end |");
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const [key, visits] of results) {
  const m = (pick: (v: Visit) => number) => median(visits.map(pick));
  const failed = visits.filter((v) => v.failure);
  if (failed.length > visits.length / 2) {
    console.log(`| ${key} | ${failed.map((v) => v.failure).join(", ")} | – | – | – | – | – | – | – |`);
    continue;
  }
  console.log(`| ${key} | ${seconds(m((v) => v.seconds))} | ${kb(m((v) => v.bytes - v.backendBytes))} | ${kb(m((v) => v.backendBytes))} | ${m((v) => v.requests)} | ${seconds(m((v) => v.picker))} | ${kb(m((v) => v.pickerBackendBytes))} | ${seconds(m((v) => v.search))} | ${seconds(m((v) => v.scroll))} |`);
}
