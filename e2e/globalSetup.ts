/**
 * Before the browser tests (jest.config.js, the e2e project's globalSetup): the run's folder for
 * its variant sites (./variantRun.ts) and their builder (./variantBuilder.ts), in a process of its
 * own, inside the run's temporary folder (tests/runTempFolder.ts). A run of the whole suite (no file, name or change named) asks for every declared variant at
 * once, so they are built while the first files run; a run of some files builds only what they ask for.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { builderLog, builderVariable, requestVariant, requestsFolder, runFolderVariable } from "./variantRun";
import { variantNames } from "./variants";
import { openRunTempFolder } from "../tests/runTempFolder";

const root = path.resolve(__dirname, "..");

/** What of Jest's global configuration says which tests a run takes. */
export interface RunSelection {
  readonly nonFlagArgs?: readonly string[];
  readonly testPathPattern?: string;
  readonly testNamePattern?: string;
  readonly onlyChanged?: boolean;
  readonly onlyFailures?: boolean;
  readonly findRelatedTests?: boolean;
  readonly changedSince?: string;
  readonly lastCommit?: boolean;
  readonly watch?: boolean;
  readonly watchAll?: boolean;
}

/** Whether this run is every test of the project: nothing narrows it to some files, tests or changes. */
export function isWholeSuite(config: RunSelection): boolean {
  return (
    (config.nonFlagArgs ?? []).length === 0 &&
    !config.testPathPattern &&
    !config.testNamePattern &&
    !config.onlyChanged &&
    !config.onlyFailures &&
    !config.findRelatedTests &&
    !config.changedSince &&
    !config.lastCommit &&
    !config.watch &&
    !config.watchAll
  );
}

export default async function globalSetup(globalConfig: RunSelection): Promise<void> {
  const run = fs.mkdtempSync(path.join(openRunTempFolder(), "variants-"));
  fs.mkdirSync(requestsFolder(run));
  // Whatever the builds leave in a temporary folder (Gatsby's workers leave theirs) goes with the run's.
  const tmp = path.join(run, "tmp");
  fs.mkdirSync(tmp);
  const out = fs.openSync(builderLog(run), "a");
  const builder = spawn(path.join(root, "node_modules", ".bin", "tsx"), [path.join(__dirname, "variantBuilder.ts"), run, String(process.pid)], {
    cwd: root,
    env: { ...process.env, TMPDIR: tmp },
    detached: true,
    stdio: ["ignore", out, out],
  });
  fs.closeSync(out);
  builder.unref();
  // Jest's workers start after this, with this environment.
  process.env[runFolderVariable] = run;
  process.env[builderVariable] = String(builder.pid);
  if (isWholeSuite(globalConfig)) for (const name of variantNames) requestVariant(run, name);
}
