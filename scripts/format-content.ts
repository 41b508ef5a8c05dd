/**
 * Rewrites every YAML file in data/ (or the folder given) in the canonical form, the one the
 * content editor saves: keys in the content model's order, its descriptions as comments, long text
 * folded at 100 columns. The content itself never changes.
 *
 *   npm run format:content
 *   npm run format:content -- path/to/data
 */
import path from "path";
import { formatContentDir } from "../plugins/content/canonicalForm";

const root = path.resolve(__dirname, "..");
const dataDir = path.resolve(process.argv[2] ?? path.join(root, "data"));
const shown = path.relative(process.cwd(), dataDir) || ".";
const changed = formatContentDir(dataDir, process.cwd());
for (const label of changed) process.stdout.write(`${label} formatted\n`);
process.stdout.write(changed.length > 0 ? `${changed.length} file(s) in ${shown}/ rewritten in the canonical form.\n` : `${shown}/: every content file is already in the canonical form.\n`);
