/**
 * Lighthouse's Accessibility, Best Practices and SEO scores do not vary between runs: each must be
 * 100 on every page (one run each). Performance varies, so it is measured by `npm run bench`.
 * Lighthouse is ESM-only, so it runs in its own process (bench/lighthouse.mts, with tsx).
 */
import { execFile } from "child_process";
import path from "path";
import { promisify } from "util";
import { publicRoutes } from "../tests/support/routes";
import { serve, type StaticServer } from "./server";

const run = promisify(execFile);
const root = path.resolve(__dirname, "..");
const tsx = path.join(root, "node_modules", ".bin", "tsx");
const script = path.join(root, "bench", "lighthouse.mts");

// Every page in both languages. The not-found pages are left out on purpose: their 404 status and
// the missing path they log (site spec) are what Lighthouse's SEO and Best Practices audits count
// against a page.
const routes = publicRoutes;

let server: StaticServer;
beforeAll(async () => {
  server = await serve();
});
afterAll(() => server?.close());

it.each(routes)("Lighthouse scores %s 100 for accessibility, best practices and SEO", async (route) => {
  const { stdout } = await run(tsx, [script, `${server.url}${route}`, "accessibility,best-practices,seo"], { timeout: 110_000 });
  const result = JSON.parse(stdout) as { runtimeError: string | null; scores: Record<string, number>; shortfalls: string[] };
  expect({ runtimeError: result.runtimeError, scores: result.scores, shortfalls: result.shortfalls }).toEqual({
    runtimeError: null,
    scores: { accessibility: 100, "best-practices": 100, seo: 100 },
    shortfalls: [],
  });
}, 120_000);
