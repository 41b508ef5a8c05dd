import { spawn } from "node:child_process";
import fs from "node:fs";
import type { FormSubmission } from "../scripts/static-server";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import { runTempFolderVariable } from "../tests/runTempFolder";

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

const root = path.resolve(__dirname, "..");

/**
 * The production build (or another build's public/), served with Netlify's own engines
 * (scripts/static-server.ts), in a process of its own: they are ES modules, which Jest's module
 * loader does not run. With `formsLog`, each post the stand-in for Netlify Forms accepts is
 * written to that file, one JSON line each (formSubmissions reads them).
 */
export function serve(publicDir = path.join(root, "public"), { formsLog }: { formsLog?: string } = {}): Promise<StaticServer> {
  // The run's temporary folder (tests/runTempFolder.ts): each file is compressed once per run, not once per test file.
  const runFolder = process.env[runTempFolderVariable];
  const shared = runFolder ? ["--compressed-cache", path.join(runFolder, "compressed")] : [];
  const child = spawn(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "serve.ts"), "--root", publicDir, "--port", "0", "--ready", ...shared, ...(formsLog ? ["--forms-log", formsLog] : [])], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const close = (): Promise<void> =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout });
    lines.once("line", (url) => resolve({ url: url.trim(), close }));
    child.once("exit", (code) => reject(new Error(`The test server stopped (exit ${code}): ${errors.trim() || "no message"}`)));
  });
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The posts the stand-in for Netlify Forms accepted, in order, from the file given to serve(). */
export function formSubmissions(formsLog: string): FormSubmission[] {
  if (!fs.existsSync(formsLog)) return [];
  return fs
    .readFileSync(formsLog, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as FormSubmission);
}
