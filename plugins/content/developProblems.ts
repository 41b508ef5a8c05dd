/**
 * Under `gatsby develop` (npm run edit) content the build would refuse does not stop the server
 * (./gatsby-node.ts): the site's error overlay names each problem instead. A webpack plugin on the
 * development bundle, added through Gatsby's onCreateWebpackConfig, reports them as the bundle's
 * errors, which Gatsby prints and shows in its overlay, and watches data/, so the bundle is checked
 * again, and the overlay goes, as soon as the content is fixed.
 */
import type { Compiler } from "webpack";
import { folderFingerprint } from "./contentTree";


/** Words folded into lines of at most `width` characters, the first after `first`, the rest after `rest`. */
function folded(text: string, width: number, first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const indent = lines.length === 0 ? first : rest;
    if (line !== "" && `${indent}${line} ${word}`.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  return [...lines, (lines.length === 0 ? first : rest) + line];
}

/**
 * What the overlay and the terminal say: the content check's own lines, one each, folded to fit
 * the overlay's box (it does not wrap them) and an 80-column terminal.
 */
export function developProblemsMessage(problems: readonly string[]): string {
  return [
    `The content in data/ has ${problems.length} problem(s), which a build refuses. Fix them in the editor (/admin/) or in the files; this goes when they are fixed:`,
    "",
    ...problems.flatMap((problem) => folded(problem, 72, "- ", "    ")),
  ].join("\n");
}

export class ContentProblemsPlugin {
  private last: { fingerprint: string; problems: readonly string[] } | null = null;

  /** `check` gives the content check's problems with `dataDir` as it is now. */
  constructor(
    private readonly dataDir: string,
    private readonly check: () => Promise<readonly string[]>,
  ) {}

  apply(compiler: Compiler): void {
    // After the bundle is written: Gatsby's development bundle writes nothing on an error
    // (NoEmitOnErrorsPlugin), and the site must still run while its content is being fixed.
    compiler.hooks.afterEmit.tapPromise("ContentProblemsPlugin", async (compilation) => {
      compilation.contextDependencies.add(this.dataDir);
      const fingerprint = folderFingerprint(this.dataDir);
      if (this.last?.fingerprint !== fingerprint) this.last = { fingerprint, problems: await this.check() };
      if (this.last.problems.length > 0) compilation.errors.push(new compiler.webpack.WebpackError(developProblemsMessage(this.last.problems)));
    });
  }
}
