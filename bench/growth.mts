/**
 * The growth benchmark (npm run bench:growth): what ten times today's content costs, beside today's
 * content, in one run. Prints a table; asserts nothing.
 *
 *   - two copies of the project (e2e/siteVariant.ts copyProject: the source in a temporary folder,
 *     node_modules linked): "today", data/ as it is, and "grown", data/ grown by ./growContent.ts
 *     (270 photos, 12 programmes, 11 team members, 30 testimonials, in both languages);
 *   - in both, every photo a real photograph from the benchmark's real-photo set (./realPhotos.mts;
 *     REAL_PHOTOS_DIR to keep it elsewhere than node_modules/.cache), written again with sharp:
 *     its metadata (the GPS positions of the phone photos among them) dropped, turned upright, and
 *     each copy of a set photo brightened a little more, so no two of the 270 files are the same
 *     and the build cannot make one photo's sizes for another; today's 27 files are the same in both;
 *   - the grown copy's content check (scripts/check-content.ts) must pass before anything is built;
 *   - each round, today and grown in turns, so a slow phase of this shared machine falls on both:
 *     a cold build (`npm run clean`, then `npm run build:netlify`: Netlify's own build), a warm one
 *     after a one-word change to the About page's English copy, and a warm one after one photo is
 *     added to the Impact page's gallery (in both languages); BENCH_RUNS rounds (default 2), medians;
 *     BENCH_BUILD=gatsby builds with `npm run build` (gatsby build) instead;
 *   - after the first cold builds: the deploy (public/: megabytes and files) and each page, in both
 *     languages: its HTML (bytes on disk) and its first view on a phone (./page-weight.ts: a 412 px
 *     screen, no scrolling): the HTML and scripts as served (gzip) and the images it fetched.
 *
 * Each build's time is printed as it finishes (stderr), so a run cut short still tells its figures.
 * The copies are removed at the end (BENCH_KEEP=1 keeps them); BENCH_LOGS=<folder> keeps what each
 * build printed, with Gatsby's and Netlify's step timings.
 */
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import yaml from "js-yaml";
import { chromium } from "playwright-core";
import { copyProject } from "../e2e/siteVariant";
import { formatContentDir } from "../plugins/content/canonicalForm";
import { siteRoutes } from "../src/content/siteRoutes";
import { readContentTexts } from "../plugins/content/contentTree";
import { fileForRoute } from "../plugins/site-finish/builtPages";
import { filesUnder } from "../plugins/site-finish/unloadedFiles";
import { chromiumFlags, chromiumPath } from "../scripts/chromium";
import { serve } from "../scripts/static-server";
import { localePath, locales } from "../src/lib/locales";
import { growContent } from "./growContent";
import { firstView, pageScripts, phoneContext, totalKb } from "./page-weight";
import { ensureRealPhotos, writePhoto } from "./realPhotos.mjs";

const runs = Number(process.env.BENCH_RUNS ?? 2);
const gatsbyOnly = process.env.BENCH_BUILD === "gatsby";
const buildCommand = gatsbyOnly ? "npm run build" : "npm run build:netlify";
const log = (line: string): void => void process.stderr.write(`${line}\n`);

/** The middle value, or the mean of the two middle ones. */
const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** data/photos' files of a copy, sorted. */
const photoNames = (dataDir: string): string[] =>
  fs
    .readdirSync(path.join(dataDir, "photos"))
    .filter((name) => name.endsWith(".jpg"))
    .sort();

interface Variant {
  name: "today" | "grown";
  root: string;
  dataDir: string;
  cold: number[];
  word: number[];
  photo: number[];
}

const real = await ensureRealPhotos();
const today = copyProject("mevsme-growth-today-");
const grown = copyProject("mevsme-growth-grown-");
const variants: Variant[] = [today, grown].map((root, index) => ({
  name: index === 0 ? "today" : "grown",
  root,
  dataDir: path.join(root, "data"),
  cold: [],
  word: [],
  photo: [],
}));
const keep = process.env.BENCH_KEEP === "1";

try {
  // Today's photos, then the grown content and its new photos: the set's photos in turn, each pass a step brighter.
  const todaysPhotos = photoNames(variants[0].dataDir);
  const added = growContent(variants[1].dataDir);
  log(`Writing ${todaysPhotos.length} real photos for today's content and ${todaysPhotos.length + added.length} for the grown content…`);
  for (const [index, name] of todaysPhotos.entries()) {
    await writePhoto(real[index % real.length], path.join(variants[0].dataDir, "photos", name), 0);
    fs.copyFileSync(path.join(variants[0].dataDir, "photos", name), path.join(variants[1].dataDir, "photos", name));
  }
  for (const [offset, name] of added.entries()) {
    const index = todaysPhotos.length + offset;
    await writePhoto(real[index % real.length], path.join(variants[1].dataDir, "photos", name), Math.floor(index / real.length));
  }
  for (const variant of variants) {
    try {
      execSync("npx tsx scripts/check-content.ts", { cwd: variant.root, stdio: ["ignore", "ignore", "pipe"] });
    } catch (error) {
      throw new Error(`The ${variant.name} copy's content check failed:\n${String((error as { stderr?: Buffer }).stderr ?? error)}`);
    }
  }
  const photoBytes = (dataDir: string): number => photoNames(dataDir).reduce((sum, name) => sum + fs.statSync(path.join(dataDir, "photos", name)).size, 0);
  const photosLine = variants.map((variant) => `${variant.name}: ${photoNames(variant.dataDir).length} photos, ${(photoBytes(variant.dataDir) / 1e6).toFixed(0)} MB`).join("; ");
  log(`Content check passed in both copies (${photosLine})`);

  const aboutFile = (variant: Variant): string => path.join(variant.dataDir, "pages", "about.yaml");
  const impactFile = (variant: Variant): string => path.join(variant.dataDir, "pages", "impact.yaml");
  const originals = new Map(variants.map((variant) => [variant.name, { about: fs.readFileSync(aboutFile(variant), "utf8"), impact: fs.readFileSync(impactFile(variant), "utf8") }]));
  const addedPhoto = "bench-added-photo.jpg";
  const restore = (variant: Variant): void => {
    const original = originals.get(variant.name)!;
    fs.writeFileSync(aboutFile(variant), original.about);
    fs.writeFileSync(impactFile(variant), original.impact);
    fs.rmSync(path.join(variant.dataDir, "photos", addedPhoto), { force: true });
  };
  /** One word of the About page's English copy, as an editor would change it (same length). */
  const changeOneWord = (variant: Variant): void => {
    const text = fs.readFileSync(aboutFile(variant), "utf8");
    if (!/\byouth\b/.test(text)) throw new Error(`${variant.name}'s about.yaml holds no "youth" to change`);
    fs.writeFileSync(aboutFile(variant), text.replace(/\byouth\b/, "teens"));
  };
  /** One more photo in the Impact page's gallery, as an editor adds one (one list for every language). */
  const addOnePhoto = async (variant: Variant): Promise<void> => {
    await writePhoto(real[real.length - 1], path.join(variant.dataDir, "photos", addedPhoto), 20);
    const content = yaml.load(fs.readFileSync(impactFile(variant), "utf8")) as { participants: { photos: Record<string, unknown>[] } };
    content.participants.photos.push({ ...content.participants.photos[0], file: `../photos/${addedPhoto}` });
    fs.writeFileSync(impactFile(variant), yaml.dump(content, { lineWidth: -1 }));
    formatContentDir(variant.dataDir);
  };

  let command = buildCommand;
  // BENCH_LOGS=<folder> keeps what each build printed (Gatsby's and Netlify's step timings), one file per build.
  const logsDir = process.env.BENCH_LOGS ? path.resolve(process.env.BENCH_LOGS) : undefined;
  if (logsDir) fs.mkdirSync(logsDir, { recursive: true });
  let builds = 0;
  const build = (variant: Variant, clean: boolean, label = clean ? "cold" : "warm"): number => {
    const started = Date.now();
    builds += 1;
    const output = logsDir ? fs.openSync(path.join(logsDir, `${String(builds).padStart(2, "0")}-${variant.name}-${label}.log`), "w") : "ignore";
    const run = (what: string) =>
      execSync(`${clean ? "npm run clean && " : ""}${what}`, {
        cwd: variant.root,
        stdio: ["ignore", output, "pipe"],
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
        maxBuffer: 64 * 1024 * 1024,
      });
    try {
      run(command);
    } catch (error) {
      if (command !== "npm run build:netlify") throw error;
      // Netlify's build could not run in the copy: every build from here is gatsby build, and the table says so.
      log(`npm run build:netlify failed in the ${variant.name} copy, so every build is now npm run build (gatsby build):\n${String((error as { stderr?: Buffer }).stderr ?? "").slice(-2000)}`);
      command = "npm run build";
      variant.cold.length = variant.word.length = variant.photo.length = 0;
      return build(variant, true);
    }
    return (Date.now() - started) / 1000;
  };

  interface PageRow {
    route: string;
    html: number;
    firstView: number;
    images: number;
  }
  const deploys = new Map<string, { files: number; bytes: number }>();
  const pagesOf = new Map<string, PageRow[]>();
  const measure = async (variant: Variant): Promise<void> => {
    const publicDir = path.join(variant.root, "public");
    const files = filesUnder(publicDir);
    deploys.set(variant.name, { files: files.length, bytes: files.reduce((sum, file) => sum + fs.statSync(path.join(publicDir, file)).size, 0) });
    const pages = [...siteRoutes(readContentTexts(variant.dataDir))].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
    const routes = locales.flatMap((locale) => pages.map((page) => localePath(locale, page)));
    const server = await serve(publicDir, { projectDir: variant.root });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    const rows: PageRow[] = [];
    try {
      for (const route of routes) {
        const file = path.join(publicDir, fileForRoute(route));
        const html = fs.readFileSync(file);
        // A new phone for each page: in a shared one the Spanish page's photos come from the cache the English page filled.
        const phone = await phoneContext(browser);
        const { imageKb } = await firstView(phone, `${server.url}${route}`).finally(() => phone.close());
        const servedKb = zlib.gzipSync(html, { level: 9 }).length / 1024 + totalKb(pageScripts(publicDir, file));
        rows.push({ route, html: html.length / 1024, firstView: servedKb + imageKb, images: imageKb });
      }
    } finally {
      await browser.close();
      await server.close();
    }
    pagesOf.set(variant.name, rows);
    const deploy = deploys.get(variant.name)!;
    log(`${variant.name}: deploy ${(deploy.bytes / 1e6).toFixed(1)} MB in ${deploy.files} files; pages (HTML KB, first view KB, of it images KB):`);
    for (const row of rows) log(`  ${row.route}: ${row.html.toFixed(0)}, ${row.firstView.toFixed(0)}, ${row.images.toFixed(0)}`);
  };

  for (let round = 0; round < runs; round += 1) {
    for (const variant of variants) {
      restore(variant);
      variant.cold.push(build(variant, true));
      log(`round ${round + 1}: ${variant.name} cold ${variant.cold.at(-1)!.toFixed(0)} s (${command})`);
    }
    if (round === 0) for (const variant of variants) await measure(variant);
    for (const variant of variants) {
      changeOneWord(variant);
      variant.word.push(build(variant, false, "one-word"));
      log(`round ${round + 1}: ${variant.name} warm after one word ${variant.word.at(-1)!.toFixed(0)} s`);
    }
    for (const variant of variants) {
      await addOnePhoto(variant);
      variant.photo.push(build(variant, false, "one-photo"));
      log(`round ${round + 1}: ${variant.name} warm after one photo ${variant.photo.at(-1)!.toFixed(0)} s`);
    }
  }

  const [t, g] = variants;
  const ratio = (a: number, b: number): string => `×${(b / a).toFixed(1)}`;
  const secondsRow = (label: string, key: "cold" | "word" | "photo"): string =>
    `| ${label} | ${median(t[key]).toFixed(0)} | ${median(g[key]).toFixed(0)} | ${ratio(median(t[key]), median(g[key]))} |`;
  const [dt, dg] = [deploys.get("today")!, deploys.get("grown")!];
  console.log(`Growth: today's content beside ten times it (${photosLine}); builds with ${command}; median of ${runs} round(s), today and grown in turns`);
  console.log("| measure | today | grown | grown/today |");
  console.log("| ------- | ----- | ----- | ----------- |");
  console.log(secondsRow("cold build (s)", "cold"));
  console.log(secondsRow("warm build, one word changed (s)", "word"));
  console.log(secondsRow("warm build, one photo added (s)", "photo"));
  console.log(`| deploy (public/, MB) | ${(dt.bytes / 1e6).toFixed(1)} | ${(dg.bytes / 1e6).toFixed(1)} | ${ratio(dt.bytes, dg.bytes)} |`);
  console.log(`| deploy (public/, files) | ${dt.files} | ${dg.files} | ${ratio(dt.files, dg.files)} |`);
  console.log("\nEach page: its HTML (KB on disk) and its first view on a 412 px phone (KB: HTML and scripts gzip, and the images it loads before any scrolling)");
  console.log("| page | HTML today | HTML grown | first view today | first view grown | of it images today | images grown |");
  console.log("| ---- | ---------- | ---------- | ---------------- | ---------------- | ------------------ | ------------ |");
  const grownRows = new Map(pagesOf.get("grown")!.map((row) => [row.route, row]));
  for (const row of pagesOf.get("today")!) {
    const other = grownRows.get(row.route);
    const cell = (value: number | undefined): string => (value === undefined ? "n/a" : value.toFixed(0));
    console.log(`| ${row.route} | ${cell(row.html)} | ${cell(other?.html)} | ${cell(row.firstView)} | ${cell(other?.firstView)} | ${cell(row.images)} | ${cell(other?.images)} |`);
  }
} finally {
  if (keep) log(`Kept: ${today} and ${grown}`);
  else for (const root of [today, grown]) fs.rmSync(root, { recursive: true, force: true });
}
