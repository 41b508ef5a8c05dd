/**
 * The content check: every YAML file in data/ (or the folder given) against the content model,
 * and every photo file (plugins/content/photoFiles.ts), without a build. A photo that holds a GPS
 * position is a warning, printed first. Then the readability of each page's body text per file
 * and language (src/content/readabilityCheck.ts: the English grade, the Spanish INFLESZ, the
 * longest sentence), and a warning, which fails nothing, for each text past the plain-language
 * limits, naming the file, the field and the sentence; and each translation to review (a text
 * whose other language changed since it was written, src/content/translations.ts), which also fails
 * nothing. One line per problem, naming the file, the entry and the field; exits 1 if there
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
import { checkReadabilityDir, describeToReview, textsToReviewDir, validateContentDir } from "../plugins/content/validateContentDir";
import { describeReadability, describeReadabilityWarning } from "../src/content/readabilityCheck";
import { readabilityLimits } from "../src/content/readability";

const root = path.resolve(__dirname, "..");
const dataDir = path.resolve(process.argv[2] ?? path.join(root, "data"));
async function main(): Promise<void> {
  const photos = await checkPhotoFiles(dataDir, process.cwd());
  const problems = [...validateContentDir(dataDir, process.cwd(), siteRoutes(root, dataDir)), ...photos.problems];
  const shown = path.relative(process.cwd(), dataDir) || ".";
  if (photos.warnings.length > 0) process.stderr.write(`${photos.warnings.join("\n")}\n\n`);
  const readability = checkReadabilityDir(dataDir, process.cwd());
  process.stdout.write(`Readability of the text the pages show, per file and language (English grade at most ${readabilityLimits.maxGrade}, Spanish INFLESZ at least ${readabilityLimits.minInflesz}, sentences of at most ${readabilityLimits.maxSentenceWords} words):\n${readability.measured.map(describeReadability).join("\n")}\n\n`);
  if (readability.warnings.length > 0) {
    process.stdout.write(`${readability.warnings.map((warning) => `Warning: ${describeReadabilityWarning(warning)}`).join("\n")}\n\n${readability.warnings.length} readability warning(s): plain language is asked for, not required; the check goes on.\n\n`);
  }
  // Translations whose other language changed since they were written: listed, never refused.
  const toReview = textsToReviewDir(dataDir, process.cwd());
  if (toReview.length > 0) {
    process.stdout.write(`${toReview.map((text) => `To review: ${describeToReview(text)}`).join("\n")}\n\n${toReview.length} text(s) to review: a translation whose other language changed since it was written; the check goes on.\n\n`);
  }
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
