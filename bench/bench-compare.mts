/**
 * Compares two builds fairly on a machine whose speed varies (npm run bench:compare):
 *
 *   npm run bench:compare -- ../old-checkout/public [runs] [route ...]
 *
 * Lighthouse (mobile defaults) runs on the other build and on this one's public/ in turn, one run
 * each, so both see the same machine load; it prints the median TBT and Performance of each.
 * Build the other checkout first (`git worktree add ../old <commit>`, then `npm run build` there).
 * Defaults: 5 runs, routes / /about /impact.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { serve } from "../scripts/static-server";
import { auditCounted, median, type LighthouseResult } from "./lighthouse.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [other, runsArg, ...routesArg] = process.argv.slice(2);
if (!other) {
  console.error("Usage: npm run bench:compare -- <other build's public dir> [runs] [route ...]");
  process.exit(2);
}
const runs = Number(runsArg ?? 5);
const routes = routesArg.length > 0 ? routesArg : ["/", "/about", "/impact"];
const builds = [
  { name: path.resolve(other), dir: path.resolve(other) },
  { name: "this build", dir: path.join(root, "public") },
];

const servers = await Promise.all(builds.map((build) => serve(build.dir)));
try {
  for (const route of routes) {
    const results = builds.map((): LighthouseResult[] => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, server] of servers.entries()) {
        const { result } = await auditCounted(`${server.url}${route}`, ["performance"]);
        if (result) results[index].push(result);
      }
    }
    console.log(`\n${route}, ${runs} interleaved runs each`);
    builds.forEach((build, index) => {
      const tbt = results[index].map((result) => Math.round(result.metrics.tbt ?? 0));
      const perf = results[index].map((result) => result.scores.performance);
      console.log(`  ${build.name}: TBT median ${median(tbt) ?? "n/a"} ms (${tbt.join(", ")}), Performance median ${median(perf) ?? "n/a"}`);
    });
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
}
