/**
 * After `gatsby build` (npm run build): writes public/_headers, the Content-Security-Policy, and
 * fails the build if a page needs more than the policy allows. See scripts/headers.mjs.
 *
 *   node scripts/write-headers.mjs
 */
import fs from "node:fs";
import path from "node:path";
import { writeHeaders } from "./headers.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// The same players src/lib/videoEmbed.ts builds the embed addresses for.
const videoEmbedOrigins = Object.values(JSON.parse(fs.readFileSync(path.join(root, "src", "lib", "videoEmbedOrigins.json"), "utf8")));
// Netlify sets CONTEXT; anywhere else a build is treated as production.
const production = (process.env.CONTEXT ?? "production") === "production";
const problems = writeHeaders({ publicDir: path.join(root, "public"), siteYamlFile: path.join(root, "data", "site.yaml"), production, videoEmbedOrigins });
if (problems.length > 0) {
  process.stderr.write(`Content-Security-Policy: ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join("\n")}\n`);
  process.exit(1);
}
process.stdout.write(`public/_headers written (${production ? "production" : `${process.env.CONTEXT}: noindex`})\n`);
