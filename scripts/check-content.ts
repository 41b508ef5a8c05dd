/**
 * The content check: every YAML file in data/ (or the folder given) against the content model,
 * and every photo file (plugins/content/photoFiles.ts), without a build. A photo that holds a GPS
 * position is a warning, printed first. One line per problem, naming the file, the entry and the field; exits 1 if there
 * is any. The build runs the same check first (plugins/content/gatsby-node.ts onPreBootstrap), so a broken edit
 * never ships. Valid content must then also be in the canonical form (npm run format:content);
 * the build only warns about that, since an edit on GitHub's web page cannot run a command.
 *
 *   npm run check:content
 *   npm run check:content -- path/to/data
 */
import path from "path";
import { canonicalProblems } from "../plugins/content/canonicalForm";
import { checkPhotoFiles } from "../plugins/content/photoFiles";
import { siteRoutes } from "../plugins/content/siteRoutes";
import { validateContentDir } from "../plugins/content/validateContentDir";

const root = path.resolve(__dirname, "..");
const dataDir = path.resolve(process.argv[2] ?? path.join(root, "data"));
async function main(): Promise<void> {
  const photos = await checkPhotoFiles(dataDir, process.cwd());
  const problems = [...validateContentDir(dataDir, process.cwd(), siteRoutes(root, dataDir)), ...photos.problems];
  const shown = path.relative(process.cwd(), dataDir) || ".";
  if (photos.warnings.length > 0) process.stderr.write(`${photos.warnings.join("\n")}\n\n`);
  if (problems.length > 0) {
    process.stderr.write(`${problems.join("\n")}\n\n${problems.length} problem(s) in ${shown}/: fix them and run the check again.\n`);
    process.exit(1);
  }
  const unformatted = canonicalProblems(dataDir, process.cwd());
  if (unformatted.length > 0) {
    process.stderr.write(`${unformatted.join("\n")}\n\n${unformatted.length} file(s) in ${shown}/ are valid but not in the canonical form.\n`);
    process.exit(1);
  }
  process.stdout.write(`${shown}/: every content file is valid and in the canonical form.\n`);
}

void main();
