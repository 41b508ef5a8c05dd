/**
 * A temporary folder of its own for a Jest run (jest.config.js: each project's globalSetup and
 * globalTeardown), inside the system's: Jest's workers, and every program a test starts (tsx,
 * Gatsby and its workers, Chromium, Java), are given it as their TMPDIR, and it is removed when the
 * run ends, so a run leaves nothing behind in the system's temporary folder (scripts/tempFolder.ts
 * says who leaves what there). Several projects in one run share one folder, removed after the last.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The variable that names the run's folder, for what a test starts. */
export const runTempFolderVariable = "MEVSME_TEST_TMPDIR";
const usersVariable = "MEVSME_TEST_TMPDIR_USERS";

/**
 * Makes the run's folder (the first project to ask) and gives it to what starts from now on, through
 * `env` (Jest's own process environment: its workers start after every globalSetup, with it).
 */
export function openRunTempFolder(env: NodeJS.ProcessEnv = process.env): string {
  const users = Number(env[usersVariable] ?? 0);
  if (users === 0 || !env[runTempFolderVariable]) {
    const folder = fs.mkdtempSync(path.join(env.TMPDIR || os.tmpdir(), "mevsme-jest-"));
    env[runTempFolderVariable] = folder;
    env.TMPDIR = folder;
  }
  env[usersVariable] = String(users + 1);
  return env[runTempFolderVariable] as string;
}

/** Removes the run's folder once the last project that asked for it is done. */
export function closeRunTempFolder(env: NodeJS.ProcessEnv = process.env): void {
  const users = Number(env[usersVariable] ?? 1) - 1;
  env[usersVariable] = String(users);
  const folder = env[runTempFolderVariable];
  if (users > 0 || !folder) return;
  fs.rmSync(folder, { recursive: true, force: true });
  delete env[runTempFolderVariable];
}
