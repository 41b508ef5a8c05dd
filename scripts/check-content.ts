/**
 * The content check: every YAML file in data/ (or the folder given) against the content model,
 * and every photo file (src/content/photoFileCheck.ts), without a build: the folder read once into
 * one tree (plugins/content/contentTree.ts), as the build reads it, and the same checks run on it
 * (src/content/contentCheck.ts). Then the readability of each page's body text per file
 * and language (src/content/readabilityCheck.ts: the English grade, the Spanish INFLESZ, the
 * longest sentence), and a warning, which fails nothing, for each text past the plain-language
 * limits, naming the file, the field and the sentence; and each translation to review (a text
 * whose other language changed since it was written, src/content/translations.ts), which also fails
 * nothing; and each number that may be one of the organisation's facts written by hand ("over 11
 * weeks" where the curriculum has 11: src/content/factCheck.ts), a warning too, where a fact
 * written by hand in a sentence about it, or a text naming an empty one, is a problem. One line per problem, naming the file, the entry and the field; exits 1 if there
 * is any. The build runs the same check first (plugins/content/gatsby-node.ts onPreBootstrap), so a broken edit
 * never ships. Valid content must then also be in the canonical form (npm run format:content);
 * the build only warns about that, since an edit on GitHub's web page cannot run a command.
 *
 *   npm run check:content
 *   npm run check:content -- path/to/data
 */
import path from "path";
import { readContentTree } from "../plugins/content/contentTree";
import { checkContent, describeToReview } from "../src/content/contentCheck";
import { describeProblem } from "../src/content/problems";
import { describeReadability, describeReadabilityWarning, readabilityOf } from "../src/content/readabilityCheck";
import { readabilityLimits } from "../src/content/readability";

const root = path.resolve(__dirname, "..");

/** Where the check writes: the process's own output, or a test's. */
export interface Output {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/**
 * The check of `dataDir`, its paths shown from `cwd`; resolves with the exit code (0 or 1).
 * tests/unit/check-content.test.ts runs it here as well as through the command.
 */
export async function checkContentCommand(dataDir: string, cwd: string, out: Output): Promise<number> {
  const tree = await readContentTree(dataDir, cwd);
  const findings = checkContent(tree);
  const problems = findings.problems.map(describeProblem);
  const shown = path.relative(cwd, dataDir) || ".";
  const readability = readabilityOf(tree);
  out.stdout(`Readability of the text the pages show, per file and language (English grade at most ${readabilityLimits.maxGrade}, Spanish INFLESZ at least ${readabilityLimits.minInflesz}, sentences of at most ${readabilityLimits.maxSentenceWords} words):\n${readability.measured.map(describeReadability).join("\n")}\n\n`);
  if (readability.warnings.length > 0) {
    out.stdout(`${readability.warnings.map((warning) => `Warning: ${describeReadabilityWarning(warning)}`).join("\n")}\n\n${readability.warnings.length} readability warning(s): plain language is asked for, not required; the check goes on.\n\n`);
  }
  // Translations whose other language changed since they were written: listed, never refused.
  const { toReview } = findings;
  if (toReview.length > 0) {
    out.stdout(`${toReview.map((text) => `To review: ${describeToReview(text)}`).join("\n")}\n\n${toReview.length} text(s) to review: a translation whose other language changed since it was written; the check goes on.\n\n`);
  }
  // A number that may be a fact written by hand ("over 11 weeks"): said, never refused.
  const { factWarnings } = findings;
  if (factWarnings.length > 0) {
    out.stdout(`${factWarnings.map((warning) => `Warning: ${describeProblem(warning)}`).join("\n")}\n\n${factWarnings.length} number(s) that may be one of the organization's facts written by hand; the check goes on.\n\n`);
  }
  if (problems.length > 0) {
    out.stderr(`${problems.join("\n")}\n\n${problems.length} problem(s) in ${shown}/: fix them and run the check again.\n`);
    return 1;
  }
  const { unformatted } = findings;
  if (unformatted.length > 0) {
    out.stderr(`${unformatted.join("\n")}\n\n${unformatted.length} file(s) in ${shown}/ are valid but not in the canonical form.\n`);
    return 1;
  }
  out.stdout(`${shown}/: every content file is valid and in the canonical form.\n`);
  return 0;
}

if (require.main === module) {
  const dataDir = path.resolve(process.argv[2] ?? path.join(root, "data"));
  void checkContentCommand(dataDir, process.cwd(), { stdout: (text) => process.stdout.write(text), stderr: (text) => process.stderr.write(text) }).then((code) => {
    process.exitCode = code;
  });
}
