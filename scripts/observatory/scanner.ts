/**
 * Mozilla's HTTP Observatory (the scanner behind developer.mozilla.org/observatory, from npm as
 * @mdn/mdn-http-observatory) run against the build, served over local HTTPS with the headers
 * Netlify will send (scripts/static-server.ts). Used by `npm run observatory` and the browser tests.
 *
 * The scanner is not a dependency of the project: its install script downloads the HSTS preload
 * list from the web, which CI cannot reach. So it is installed on its own, with `--ignore-scripts`,
 * once per machine in the user's cache folder (../toolInstall.ts), and given an empty preload list
 * (the site is not on it until its real domain is submitted).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { localCertificate } from "../localCertificate";
import { serve } from "../static-server";
import { ensureTool } from "../toolInstall";

/** The scanner's version: a newer one may grade differently, so it changes on purpose. */
export const scannerVersion = "1.4.8";

const scannerPackage = "@mdn/mdn-http-observatory";

/** Installs the scanner when it is missing or another version; returns its folder. */
export function ensureScanner(): string {
  const packageDir = path.join(ensureTool(scannerPackage, scannerVersion, { why: "Mozilla's Observatory scan", npmArgs: ["--ignore-scripts"] }), "node_modules", scannerPackage);
  // What its install script would have downloaded: the preload list, empty here.
  const preloadList = path.join(packageDir, "conf", "hsts-preload.json");
  if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, "{}\n");
  return packageDir;
}

export interface ObservatoryTest {
  pass: boolean;
  result: string;
  scoreModifier: number;
}

export interface ObservatoryReport {
  scan: { grade: string; score: number; testsPassed: number; testsQuantity: number };
  tests: Record<string, ObservatoryTest>;
}

/**
 * Scans the build in `publicDir`: serves it over HTTPS on a free port with a certificate the
 * scanner is told to trust (so its HTTPS-only tests run as they would against Netlify's), and
 * returns the scanner's report of the home page.
 */
export async function scanBuild(publicDir: string): Promise<ObservatoryReport> {
  const scanner = ensureScanner();
  const certificate = localCertificate();
  const server = await serve(publicDir, { tls: { key: certificate.key, cert: certificate.cert } });
  try {
    const host = new URL(server.url).host;
    // Its own command, without its wrapper (which points Node at a CA bundle the skipped install script builds).
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(scanner, "src", "scan.js"), host], {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.certFile },
      timeout: 120_000,
    });
    const report = JSON.parse(stdout) as ObservatoryReport & { error?: string };
    if (report.error) throw new Error(`The scanner could not scan ${host}: ${report.error}`);
    return report;
  } finally {
    await server.close();
    certificate.remove();
  }
}
