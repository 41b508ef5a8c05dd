/**
 * A variant site (./variants.ts) in a test file: `const video = useVariantSite("homeAsEdited")` at the
 * file's top level, then `video.publicDir` (to serve: `siteInBrowser(() => video.publicDir)`),
 * `video.dataDir`, `video.ok` and `video.output` in its tests and hooks. Its beforeAll asks the
 * run's builder for it (./variantBuilder.ts) and waits until it is built: the variant is built once
 * per run, whichever files use it, and a run of the whole suite has it built while other files run.
 * Waiting is on the build's end, not a duration: a slower machine waits longer, and a build that
 * fails or a builder that stops ends the wait with what it said.
 */
import fs from "node:fs";
import { builderLog, builderVariable, isRunning, requestVariant, resultFile, runFolderVariable, type VariantResult } from "./variantRun";
import { isVariantName, type VariantName } from "./variants";

/** A variant in a test file, once its beforeAll has run. */
export interface SharedVariant {
  readonly ok: boolean;
  readonly output: string;
  readonly seconds: number;
  /** Its finished site; reading it when the build failed throws, with the build's last words. */
  readonly publicDir: string;
  readonly dataDir: string;
}

const tail = (text: string, characters = 4000): string => text.slice(-characters);

/** Waits for a variant of this run, asking the builder for it first. */
export async function variantSite(name: VariantName): Promise<VariantResult> {
  if (!isVariantName(name)) throw new Error(`No variant site is declared as "${name}" in e2e/variants.ts`);
  const run = process.env[runFolderVariable];
  const builder = Number(process.env[builderVariable]);
  if (!run || !builder) throw new Error(`A variant site is built by the browser tests' run (jest.config.js, the e2e project's globalSetup): ${runFolderVariable} is not set`);
  requestVariant(run, name);
  const file = resultFile(run, name);
  while (!fs.existsSync(file)) {
    if (!isRunning(builder)) {
      const said = fs.existsSync(builderLog(run)) ? fs.readFileSync(builderLog(run), "utf8") : "nothing";
      throw new Error(`The variant sites' builder stopped before building "${name}"; it said:\n${tail(said)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as VariantResult;
}

/**
 * The variant `name` for this test file: asked for as the file loads, so it is built while the
 * file's own earlier hooks run, and waited on in a beforeAll (`timeout`: how long that hook may wait).
 */
export function useVariantSite(name: VariantName, { timeout = 60 * 60_000 } = {}): SharedVariant {
  let result: VariantResult | undefined;
  const run = process.env[runFolderVariable];
  if (run && isVariantName(name)) requestVariant(run, name);
  // Its queue may hold every other variant of the run, each a build of a minute or more on a busy
  // 2-core machine: the hook waits on the build's end, and this only stops a builder that hangs.
  beforeAll(async () => {
    result = await variantSite(name);
  }, timeout);
  const built = (): VariantResult => {
    if (!result) throw new Error(`The variant site "${name}" is read before its beforeAll asked for it`);
    return result;
  };
  return {
    get ok() {
      return built().ok;
    },
    get output() {
      return built().output;
    },
    get seconds() {
      return built().seconds;
    },
    get publicDir() {
      const variant = built();
      if (!variant.ok) throw new Error(`The variant site "${name}" (${variant.about}) was not built:\n${tail(variant.output)}`);
      return variant.publicDir;
    },
    get dataDir() {
      return built().dataDir;
    },
  };
}
