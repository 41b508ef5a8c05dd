/**
 * Mozilla's HTTP Observatory (scripts/observatory/scanner.ts) on the build, served over local
 * HTTPS with the headers Netlify will send: every test passes, and every extra credit a static
 * site can earn before its domain is on the HSTS preload list is granted.
 */
import { execFile } from "child_process";
import path from "path";
import { promisify } from "util";

const root = path.resolve(__dirname, "..");

/** The scanner's report, from `npm run observatory -- --json` (its own process: the server's Netlify engines are ES modules). */
async function scanBuild(): Promise<{ tests: Record<string, { pass: boolean; scoreModifier: number; result: string }>; scan: Record<string, unknown> }> {
  const { stdout } = await promisify(execFile)(path.join(root, "node_modules", ".bin", "tsx"), [path.join(root, "scripts", "observatory.ts"), "--json"], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout);
}

describe("Mozilla's HTTP Observatory on the home page", () => {
  it("passes every test and grants the extra credit for CSP, CORP, the referrer policy and frame-ancestors: 130, A+", async () => {
    const report = await scanBuild();
    const results = Object.fromEntries(Object.entries(report.tests).map(([name, test]) => [name, `${test.pass ? "pass" : "fail"} ${test.scoreModifier} ${test.result}`]));
    expect(results).toEqual({
      "content-security-policy": "pass 10 csp-implemented-with-no-unsafe-default-src-none",
      cookies: "pass 0 cookies-not-found",
      "cross-origin-resource-sharing": "pass 0 cross-origin-resource-sharing-not-implemented",
      "cross-origin-resource-policy": "pass 10 corp-implemented-with-same-origin",
      // Served on one HTTPS port, there is no plain-HTTP address to redirect; Netlify redirects it.
      redirection: "pass 0 redirection-not-needed-no-http",
      "referrer-policy": "pass 5 referrer-policy-private",
      "strict-transport-security": "pass 0 hsts-implemented-max-age-at-least-six-months",
      // No script file to check: the page's script is inside it, allowed by its hash in the policy
      // (Subresource Integrity's extra credit goes to script files only; docs/decisions.md).
      "subresource-integrity": "pass 0 sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
      "x-content-type-options": "pass 0 x-content-type-options-nosniff",
      "x-frame-options": "pass 5 x-frame-options-implemented-via-csp",
    });
    expect(report.scan).toMatchObject({ score: 130, grade: "A+", testsPassed: 10, testsQuantity: 10 });
  }, 180_000);
});
