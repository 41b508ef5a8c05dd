/**
 * The launch gate, before Gatsby starts: `npm run build` (Netlify's build command, netlify.toml) is
 * `tsx scripts/launch-gate.ts && gatsby build`. A production build that must not be published
 * (Netlify's address wrong; or, once the site is marked live, a placeholder left:
 * plugins/content/launchGate.ts buildGate) stops here with the gate's own message, one line per
 * placeholder with its file, its field in the editor's words and what to put there, and Gatsby
 * never starts; any other build prints what it is and what is left, and goes on.
 */
import path from "path";
import { buildGate } from "../plugins/content/launchGate";
import { readContentTree } from "../plugins/content/contentTree";
import { siteAddress } from "../src/lib/siteAddress";

void readContentTree(path.resolve(__dirname, "..", "data")).then((tree) => {
  const { refusal, notes } = buildGate(tree, siteAddress());
  if (refusal) {
    process.stderr.write(`\n${refusal}\n`);
    process.exit(1);
  }
  process.stdout.write(`${notes.join("\n\n")}\n`);
});
