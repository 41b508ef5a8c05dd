/**
 * A temporary folder of its own for a program this project starts, inside the system's, removed
 * when the program is done: so what it leaves there goes with it. Gatsby leaves an empty
 * `gatsby-worker…` folder behind for every pool of workers it starts (three a build, two a
 * bootstrap), whether the build passed or not; the test runs' own commands (tsx, Chromium, Java)
 * keep theirs there too. Given as the program's TMPDIR (Node's os.tmpdir(), and most programs', read it).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TempFolder {
  readonly path: string;
  /** The environment to start the program with: `env`, its TMPDIR this folder. */
  readonly env: NodeJS.ProcessEnv;
  /** Removes the folder and everything in it (again: nothing). */
  remove(): void;
}

export function tempFolder(name: string, env: NodeJS.ProcessEnv = process.env): TempFolder {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `mevsme-${name}-`));
  return { path: folder, env: { ...env, TMPDIR: folder }, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
