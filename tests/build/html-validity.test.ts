/**
 * Every built page passes the W3C Nu HTML Checker (vnu-jar from npm, run with Java) with no error
 * and no warning, its whole report read (it exits 0 on warnings alone). Nothing is allowed: the messages gatsby-plugin-image's GatsbyImage markup used
 * to cause (data-srcset stand-ins, its role="presentation" sizer) went with it; photos are plain
 * <picture> markup (src/components/ui/Photo.tsx).
 *
 * The not-found page carries its Content-Security-Policy in a <meta> (plugins/site-finish/headersFile.ts). The
 * checker would evaluate it against files with no origin, where 'self' matches nothing and the
 * style hashes are not computed, so it checks a copy without that one tag; the policy itself is tested in
 * a browser (e2e/security.e2e.test.ts).
 */
import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import { allHtmlFiles, publicDir } from "../support/built-site";

// eslint-disable-next-line @typescript-eslint/no-var-requires
const vnuJar: string = require("vnu-jar");

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const cspMeta = /<meta http-equiv="Content-Security-Policy"[^>]*>/;

/** Copies of the pages without the CSP <meta>, at the same relative paths. */
function copiesForChecking(files: string[]): { dir: string; copies: string[] } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const copies = files.map((file) => {
    const copy = path.join(dir, path.relative(publicDir, file));
    fs.mkdirSync(path.dirname(copy), { recursive: true });
    fs.writeFileSync(copy, fs.readFileSync(file, "utf8").replace(cspMeta, ""));
    return copy;
  });
  return { dir, copies };
}

function check(files: string[]): VnuMessage[] {
  const { dir, copies } = copiesForChecking(files);
  try {
    // The whole report, whatever the exit code: vnu exits 0 when it has only warnings to say, and
    // writes its JSON report on standard error either way.
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", ...copies], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
    if (run.error) throw run.error;
    const messages = (JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] }).messages;
    // Name each message by the built file it stands for.
    return messages.map((message) => ({ ...message, url: message.url.replace(`file:${dir}`, `file:${publicDir}`) }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("HTML validity", () => {
  const files = allHtmlFiles();
  const messages = check(files);

  it("checked every page", () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
  });

  it("finds no error or warning", () => {
    const problems = messages
      .filter((message) => message.type !== "info" || message.subType === "warning")
      .map((message) => `${path.relative(publicDir, message.url.replace(/^file:/, ""))}:${message.lastLine}: ${message.message}`);
    expect(problems).toEqual([]);
  });
});
