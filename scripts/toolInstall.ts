/**
 * The tools the tests use that are not the project's npm dependencies (netlify-cli for Netlify's own
 * build, Mozilla's Observatory scanner), each installed once per machine and version in the user's
 * cache folder (`$XDG_CACHE_HOME` or `~/.cache`, then `mevsme-tools/<package>@<version>`), as CI
 * keeps its Node (.ci/run). Not in node_modules: `npm ci` empties it, and netlify-cli (350 MB)
 * then took another minute and a half to install at the next build.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** The folder holding every tool's installs. */
export function toolsFolder(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache"), "mevsme-tools");
}

/** Where `name@version` is installed (`npm install --prefix`): its package is in node_modules/<name> there. */
export function toolPrefix(name: string, version: string, env: NodeJS.ProcessEnv = process.env): string {
  return path.join(toolsFolder(env), `${name.replace("/", "+")}@${version}`);
}

const installedVersion = (prefix: string, name: string): string | null => {
  const manifest = path.join(prefix, "node_modules", name, "package.json");
  return fs.existsSync(manifest) ? (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version : null;
};

/**
 * `name@version` installed when missing (saying so first, with `why`); returns its prefix folder.
 * Installed into a folder of its own, then renamed into place: a run stopped half-way, or two
 * clones installing at once, never leave a half install where the next run would use it.
 */
export function ensureTool(name: string, version: string, { why, npmArgs = [] }: { why: string; npmArgs?: string[] }): string {
  const prefix = toolPrefix(name, version);
  if (installedVersion(prefix, name) === version) return prefix;
  fs.mkdirSync(path.dirname(prefix), { recursive: true });
  // On stderr: a command whose output is read (observatory --json) stays one JSON document.
  process.stderr.write(`Installing ${name} ${version} (${why}) into ${prefix}, once for this machine…\n`);
  const staging = fs.mkdtempSync(`${prefix}.installing-`);
  try {
    execFileSync("npm", ["install", "--prefix", staging, "--no-save", "--no-package-lock", "--no-audit", "--no-fund", "--loglevel=error", ...npmArgs, `${name}@${version}`], {
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (installedVersion(staging, name) !== version) throw new Error(`npm did not install ${name} ${version} into ${staging}`);
    // Unless another run put the same version in place meanwhile: then that one is used.
    if (installedVersion(prefix, name) !== version) {
      fs.rmSync(prefix, { recursive: true, force: true });
      try {
        fs.renameSync(staging, prefix);
      } catch (error) {
        if (installedVersion(prefix, name) !== version) throw error;
      }
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
  return prefix;
}
