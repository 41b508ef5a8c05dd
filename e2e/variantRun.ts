/**
 * Where one run of the browser tests keeps its variant sites (./variants.ts): a folder of its own
 * in the temporary folder, made by ./globalSetup.ts and removed by ./globalTeardown.ts, which the
 * test files (./variantSite.ts) and the builder (./variantBuilder.ts) find through the
 * environment Jest's workers inherit. A test asks for a variant by a file in `requests/`; the
 * builder answers with `variants/<name>/result.json`.
 */
import fs from "node:fs";
import path from "node:path";
import type { VariantName } from "./variants";

/** The variable naming the run's folder, set by ./globalSetup.ts before Jest starts its workers. */
export const runFolderVariable = "MEVSME_E2E_RUN";
/** The variable holding the builder's process id. */
export const builderVariable = "MEVSME_E2E_BUILDER";

/** A variant as built: where its site and its content are, and what its build said. */
export interface VariantResult {
  readonly name: VariantName;
  readonly about: string;
  readonly ok: boolean;
  /** What its build printed (Gatsby's or Netlify's output, warnings included). */
  readonly output: string;
  /** How long its build took, in seconds. */
  readonly seconds: number;
  /** Its built site, finished as the deploy (public/), kept apart for the run. */
  readonly publicDir: string;
  /** The content it was built from (its data/, changed and formatted). */
  readonly dataDir: string;
}

export const requestsFolder = (run: string): string => path.join(run, "requests");
export const variantFolder = (run: string, name: VariantName): string => path.join(run, "variants", name);
export const resultFile = (run: string, name: VariantName): string => path.join(variantFolder(run, name), "result.json");
export const builderLog = (run: string): string => path.join(run, "builder.log");

/** Asks the run's builder for a variant (once: asking again changes nothing). */
export function requestVariant(run: string, name: VariantName): void {
  fs.writeFileSync(path.join(requestsFolder(run), name), "", { flag: "a" });
}

/** Whether a process is still running. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
