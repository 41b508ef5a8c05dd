/**
 * The real-photo benchmark (npm run bench:photos): the site with real photographs in place of the
 * generated placeholders, against the placeholder build, on a phone on slow 4G (Lighthouse's
 * mobile default) and on DevTools' Slow 3G (400 ms round trip, 400 kbit/s, 4x CPU). Prints a
 * table; asserts nothing.
 *
 *   - the photos (./realPhotos.mts) are copied over a copy of the project's data/photos, never
 *     committed (which goes where: replaceWithRealPhotos);
 *   - that copy is built cold (timed), then again after a one-word change (warm, timed);
 *   - every route in both languages, Lighthouse Performance only, the placeholder build and the
 *     real-photo build in turns, on each network, round by round (BENCH_RUNS, default 3;
 *     BENCH_ROUTES=/,/es/about for some routes only); medians;
 *   - both served over HTTPS with HTTP/2, as Netlify serves a site (one connection for a page's
 *     requests, and a TLS round trip before the first); BENCH_PROTOCOL=http1 serves plain
 *     HTTP/1.1, as the earlier figures were measured (a second connection for the photo);
 *   - what the largest contentful paint of the real-photo page is (./lcpElement.mts) and the bytes
 *     the page loads.
 *
 * Run it after `npm run build` (the placeholder build in public/); `npm run bench -- --real-photos`
 * runs it too.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildVariant } from "../e2e/siteVariant";
import { localCertificate } from "../scripts/localCertificate";
import { serve } from "../scripts/static-server";
import { siteRoutes } from "../src/content/siteRoutes";
import { readContentTexts } from "../plugins/content/contentTree";
import { localePath, locales } from "../src/lib/locales";
import { auditCounted, median, slow3G, type LighthouseResult, type Network } from "./lighthouse.mjs";
import { lcpElements } from "./lcpElement.mjs";
import { ensureRealPhotos } from "./realPhotos.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Every page as the build will make it (src/pages and data/legal), Home first.
const pages = [...siteRoutes(readContentTexts(path.join(root, "data")))].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
const allRoutes = locales.flatMap((locale) => pages.map((page) => localePath(locale, page)));
const listed = (process.env.BENCH_ROUTES ?? "").split(",").map((route) => route.trim()).filter(Boolean);
const routes = listed.length > 0 ? listed : allRoutes;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const networks: [string, Network | undefined][] = [
  ["slow 4G", undefined],
  ["Slow 3G", slow3G],
];

/** data/photos' files, relative to it, sorted. */
const photoFiles = (dataDir: string): string[] =>
  fs
    .readdirSync(path.join(dataDir, "photos"), { recursive: true })
    .map(String)
    .filter((file) => /\.(jpe?g|png|webp)$/i.test(file))
    .sort();

/**
 * Which real photo replaces which placeholder: the phones' photos (4000 × 3000, with EXIF) where a
 * phone's first view shows a photo (the home page's, the first program's, the About page's
 * story) and on the workshop (stored upside down, orientation 3); the rest in order.
 */
function replaceWithRealPhotos(dataDir: string, real: string[]): void {
  const chosen: Record<string, string> = {
    "home-hero.jpg": "phone-2.jpg",
    "programs/mentorship.jpg": "phone-1.jpg",
    "about/our-story.jpg": "phone-4.jpg",
    "programs-workshop.jpg": "phone-3.jpg",
  };
  const rest = real.filter((file) => !Object.values(chosen).includes(path.basename(file)));
  const placeholders = photoFiles(dataDir);
  if (placeholders.length > real.length) throw new Error(`data/photos has ${placeholders.length} photos, the real set ${real.length}`);
  for (const placeholder of placeholders) {
    const source = chosen[placeholder] ? path.join(path.dirname(real[0]), chosen[placeholder]) : (rest.shift() as string);
    // The same name (a .jpg stays a .jpg), so data/ needs no change.
    fs.copyFileSync(source, path.join(dataDir, "photos", placeholder));
  }
}

const real = await ensureRealPhotos();
process.stderr.write("Building the site with real photos (cold)…\n");
const variant = await buildVariant((dataDir) => replaceWithRealPhotos(dataDir, real));
const edited = path.join("pages", "about.yaml");
const warmSeconds = await variant.rebuild((dataDir) => {
  const file = path.join(dataDir, edited);
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(" youth ", " teens "));
});
process.stderr.write(`Built: cold ${variant.seconds.toFixed(0)} s, warm ${warmSeconds.toFixed(0)} s\n`);

const http1 = process.env.BENCH_PROTOCOL === "http1";
const certificate = http1 ? null : localCertificate();
const tls = certificate ? { tls: { key: certificate.key, cert: certificate.cert } } : {};
const placeholderSite = await serve(path.join(root, "public"), tls);
const realSite = await serve(variant.publicDir, tls);
type Results = Record<string, { placeholder: LighthouseResult[]; real: LighthouseResult[] }>;
const results: Record<string, Results> = Object.fromEntries(networks.map(([name]) => [name, Object.fromEntries(routes.map((route) => [route, { placeholder: [], real: [] }]))]));
let failed = 0;
let largest = new Map<string, string>();
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      for (const [name, network] of networks) {
        for (const [build, site] of [["placeholder", placeholderSite], ["real", realSite]] as const) {
          const counted = await auditCounted(`${site.url}${route}`, ["performance"], { network });
          failed += counted.failed;
          if (counted.result) results[name][route][build].push(counted.result);
        }
      }
    }
    process.stderr.write(`round ${run + 1} of ${runs} measured\n`);
  }
  largest = await lcpElements(realSite.url, routes);
} finally {
  await placeholderSite.close();
  await realSite.close();
  certificate?.remove();
}

const seconds = (list: LighthouseResult[], metric: "lcp" | "fcp"): string => {
  const value = median(list.map((result) => result.metrics[metric]));
  return value === null ? "n/a" : (value / 1000).toFixed(2);
};
const scaled = (value: number | null, scale: number, digits = 0): string => (value === null ? "n/a" : (value / scale).toFixed(digits));
const rows = networks.flatMap(([name]) =>
  routes.map((route) => {
    const { placeholder, real: realRuns } = results[name][route];
    return {
      network: name,
      route,
      "LCP plc s": seconds(placeholder, "lcp"),
      "LCP real s": seconds(realRuns, "lcp"),
      "FCP real s": seconds(realRuns, "fcp"),
      "perf plc": median(placeholder.map((result) => result.scores.performance)) ?? "n/a",
      "perf real": median(realRuns.map((result) => result.scores.performance)) ?? "n/a",
      "CLS real": scaled(median(realRuns.map((result) => result.metrics.cls)), 1, 3),
      "KB plc": scaled(median(placeholder.map((result) => result.metrics.bytes)), 1024),
      "KB real": scaled(median(realRuns.map((result) => result.metrics.bytes)), 1024),
      "BI": scaled(median(realRuns.map((result) => result.benchmarkIndex)), 1),
      "LCP element (real)": largest.get(route) ?? "n/a",
    };
  }),
);
const columns = Object.keys(rows[0]);
const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => String(row[column as keyof typeof row]).length)));
const line = (cells: readonly (string | number)[]): string => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(" | ")} |`;
console.log(
  `Lighthouse 12, mobile, Performance only, median of ${runs} runs; placeholder (plc) and real-photo builds in turns, served over ${http1 ? "HTTP/1.1" : "HTTPS with HTTP/2"}; failed runs: ${failed}`,
);
console.log(line(columns));
console.log(line(widths.map((width) => "-".repeat(width))));
for (const row of rows) console.log(line(columns.map((column) => row[column as keyof typeof row])));
console.log(`\nThe real-photo build: cold ${variant.seconds.toFixed(0)} s, warm (one word changed) ${warmSeconds.toFixed(0)} s`);
variant.remove();
