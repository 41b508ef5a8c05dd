/**
 * `npm run check:launch`: what is left before launch (src/content/launchCheck.ts), the list a
 * production build refuses to publish while it holds a blocker once the site is marked live, and
 * the editor's "Before launch" view: each placeholder with its file, its field in the editor's
 * words and what to put there. Exits 1 while any blocker remains. The site's address is Netlify's to give (src/lib/siteAddress.ts):
 * judged as a build made for Netlify judges it (CONTEXT=production, with URL as Netlify sets it),
 * not on this computer.
 *
 *   npm run check:launch
 *   npm run check:launch -- path/to/data
 *   CONTEXT=production URL=https://www.example-domain.org npm run check:launch
 *   npm run check:launch -- --docs   # rewrites docs/launch.md's table of the checks from the rules
 */
import fs from "fs";
import path from "path";
import { readContentTexts, readContentTree } from "../plugins/content/contentTree";
import { launchChecksTable, launchDocsMarkers, launchReport } from "../plugins/content/launchGate";
import { siteAddress } from "../src/lib/siteAddress";

const root = path.resolve(__dirname, "..");
const args = process.argv.slice(2);
const dataDir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? path.join(root, "data"));
// The folder read as the build reads it (plugins/content/contentTree.ts): its texts for the docs'
// table, the whole tree (the photos' bytes too: a sample is known by them) for the list.
const tree = readContentTexts(dataDir);

if (args.includes("--docs")) {
  const file = path.join(root, "docs", "launch.md");
  const text = fs.readFileSync(file, "utf8");
  if (!launchDocsMarkers.test(text)) {
    process.stderr.write("docs/launch.md has lost its <!-- launch-checks:start --> / <!-- launch-checks:end --> markers; put them back around the table.\n");
    process.exit(1);
  }
  const updated = text.replace(launchDocsMarkers, (_all, start: string, end: string) => start + launchChecksTable(tree).join("\n") + end);
  fs.writeFileSync(file, updated);
  process.stdout.write(updated === text ? "docs/launch.md's table of the checks was already up to date.\n" : "docs/launch.md's table of the checks rewritten.\n");
  process.exit(0);
}
void readContentTree(dataDir).then((fullTree) => {
  const address = siteAddress();
  const { blockers, warnings, launched } = launchReport(fullTree, address);
  if (address.kind === "local") {
    process.stdout.write(`The site's address: not judged on this computer (Netlify gives it to its builds; a production build without it is refused). Here links lead to ${address.url}.\n\n`);
  }
  process.stdout.write(
    launched
      ? "The site is marked live (Organization › The site is live): a production build refuses every line that blocks the launch.\n\n"
      : "The site is not marked live yet (Organization › The site is live): a production build publishes it as not launched, every page saying so, kept out of search engines.\n\n",
  );
  for (const line of [...blockers, ...warnings]) process.stdout.write(`${line}\n`);
  if (blockers.length > 0) {
    process.stderr.write(`\n${blockers.length} placeholder(s) block the launch${warnings.length > 0 ? `, ${warnings.length} can wait` : ""}: a production build is not published until each is replaced.\n`);
    process.exit(1);
  }
  process.stdout.write(`${warnings.length > 0 ? "\n" : ""}Nothing blocks the launch${warnings.length > 0 ? `; ${warnings.length} item(s) can wait` : ""}.\n`);
});
