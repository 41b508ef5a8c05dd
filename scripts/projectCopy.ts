/**
 * The project's source in another folder, its node_modules linked, not copied: where a Gatsby run
 * may write its own .cache and public/ without touching the project's (the browser tests' second
 * builds, e2e/siteVariant.ts; the query types' bootstrap, ./typegen.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "..");
/** What is not the project's source: installed, built, cached or local. */
const notCopied = new Set(["node_modules", "public", ".cache", ".netlify", ".git", ".tmp", "coverage"]);

/** The project's source copied into `copy` (made if missing), replacing what an earlier copy left there; `.cache` and public/ are kept. */
export function syncProjectCopy(copy: string): void {
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of fs.readdirSync(copy)) {
    if (!notCopied.has(entry)) fs.rmSync(path.join(copy, entry), { recursive: true, force: true });
  }
  for (const entry of fs.readdirSync(root)) {
    if (!notCopied.has(entry)) fs.cpSync(path.join(root, entry), path.join(copy, entry), { recursive: true });
  }
  if (!fs.existsSync(path.join(copy, "node_modules"))) fs.symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
}

/** The project's source copied to a new temporary folder (its node_modules linked): the folder. */
export function copyProject(prefix = "mevsme-variant-"): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  try {
    syncProjectCopy(copy);
  } catch (error) {
    fs.rmSync(copy, { recursive: true, force: true });
    throw error;
  }
  return copy;
}
