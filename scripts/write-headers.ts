/**
 * Writes public/_headers (the Content-Security-Policy) for the build in public/ again, and fails if a
 * page needs more than the policy allows. `npm run build` does this itself (gatsby-node.ts
 * onPostBuild); this is for checking a build on its own. See build/headers.ts.
 *
 *   npx tsx scripts/write-headers.ts
 */
import path from "node:path";
import { writeHeaders } from "../build/headers";
import { isProductionBuild } from "../build/netlifyContext";

const root = path.resolve(__dirname, "..");
const production = isProductionBuild();
const problems = writeHeaders({ publicDir: path.join(root, "public"), production });
if (problems.length > 0) {
  process.stderr.write(`Content-Security-Policy: ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join("\n")}\n`);
  process.exit(1);
}
process.stdout.write(`public/_headers written (${production ? "production" : `${process.env.CONTEXT}: noindex`})\n`);
