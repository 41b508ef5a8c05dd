/**
 * @jest-environment node
 *
 * `npm run check:advisories` (scripts/audit.ts) in `npm test`: an advisory found fails the run, naming the
 * package; an advisory endpoint that cannot be asked (this machine's registry answers 405) is said
 * plainly and fails nothing.
 */
import { auditVerdict } from "../../scripts/audit";

describe("npm run check:advisories", () => {
  it("says plainly, and fails nothing, when the registry's advisory endpoint cannot be asked", () => {
    const refused = JSON.stringify({ message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk", statusCode: 405, error: { summary: "", detail: "" } });
    expect(auditVerdict(refused)).toEqual({
      fails: false,
      lines: [
        "npm audit: not checked here: the registry's advisory endpoint could not be asked (405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk). Dependabot's alerts on GitHub tell of advisories against the lockfile.",
      ],
    });
    expect(auditVerdict("").fails).toBe(false);
  });

  it("fails on a moderate or worse advisory, naming the package, its severity and its fix", () => {
    const report = {
      vulnerabilities: {
        "js-yaml": { severity: "moderate", range: "<4.1.1", fixAvailable: { name: "js-yaml", version: "4.3.2" } },
        "tiny-thing": { severity: "low", range: "<1.0.1", fixAvailable: true },
      },
      metadata: { vulnerabilities: { info: 0, low: 1, moderate: 1, high: 0, critical: 0, total: 2 } },
    };
    const { fails, lines } = auditVerdict(JSON.stringify(report));
    expect(fails).toBe(true);
    expect(lines).toContain("  js-yaml (moderate, <4.1.1): fixed by js-yaml 4.3.2");
    expect(lines.join("\n")).not.toContain("tiny-thing");
  });

  it("passes when the endpoint answers with nothing moderate or worse", () => {
    expect(auditVerdict(JSON.stringify({ vulnerabilities: {}, metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } } }))).toEqual({
      fails: false,
      lines: ["npm audit: no moderate, high or critical advisory against an installed package."],
    });
  });
});
