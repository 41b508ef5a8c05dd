/** After the browser tests: the variant sites' builder stopped, with any build under way, and the run's folders removed (./globalSetup.ts). */
import fs from "node:fs";
import { builderLog, builderVariable, isRunning, runFolderVariable } from "./variantRun";
import { closeRunTempFolder } from "../tests/runTempFolder";

export default async function globalTeardown(): Promise<void> {
  const builder = Number(process.env[builderVariable]);
  if (builder && isRunning(builder)) {
    // Its process group: the builder and the build it may be running.
    process.kill(-builder, "SIGTERM");
    const end = Date.now() + 30_000;
    while (isRunning(builder) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
    // What did not stop when asked (a build's worker in the middle of its work).
    try {
      process.kill(-builder, "SIGKILL");
    } catch {
      // Every process of the group has ended.
    }
  }
  const run = process.env[runFolderVariable];
  // What each variant's build took (docs/performance.md, "The loop"), said before the log goes with the run.
  const built = run && fs.existsSync(builderLog(run)) ? fs.readFileSync(builderLog(run), "utf8").split("\n").filter((line) => /: (built|FAILED) in \d+ s/.test(line)) : [];
  if (built.length > 0) process.stderr.write(`\nVariant sites built this run (e2e/variants.ts), one after another:\n${built.map((line) => `  ${line.replace(/^\S+ /, "")}`).join("\n")}\n`);
  if (run) fs.rmSync(run, { recursive: true, force: true });
  closeRunTempFolder();
}
