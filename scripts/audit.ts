/**
 * `npm run check:advisories`, in `npm test` (scripts/test.sh): `npm audit --audit-level=moderate` against the
 * registry npm is configured with. Where the registry answers, a moderate or worse advisory against
 * any installed package fails the run, naming each package, its severity and what fixes it. Where
 * it cannot be asked (a mirror without the advisory endpoint answers 405; no network), it says so
 * plainly and goes on: Dependabot's alerts on GitHub read the lockfile against GitHub's advisory
 * database whatever this machine reaches (docs/decisions.md, "How the project hears of an advisory").
 */
import { execFile } from "node:child_process";

/** What `npm audit --json` reports, as far as this reads it. */
interface AuditReport {
  readonly vulnerabilities?: Record<string, { readonly severity: string; readonly range?: string; readonly fixAvailable?: boolean | { readonly name: string; readonly version: string } }>;
  readonly metadata?: { readonly vulnerabilities?: Record<string, number> };
  readonly message?: string;
  readonly error?: { readonly summary?: string; readonly detail?: string };
}

const serious = ["moderate", "high", "critical"];

export interface AuditVerdict {
  /** Whether the run fails: only an advisory found, never an endpoint that could not be asked. */
  readonly fails: boolean;
  readonly lines: readonly string[];
}

/** The verdict from what `npm audit --audit-level=moderate --json` printed. */
export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return { fails: false, lines: ["npm audit: not checked here: npm gave no report (no network, or no registry to ask). Dependabot's alerts on GitHub tell of advisories against the lockfile."] };
  }
  if (!report.metadata?.vulnerabilities) {
    const why = report.message ?? report.error?.summary ?? "no answer";
    return { fails: false, lines: [`npm audit: not checked here: the registry's advisory endpoint could not be asked (${why}). Dependabot's alerts on GitHub tell of advisories against the lockfile.`] };
  }
  const found = Object.entries(report.vulnerabilities ?? {}).filter(([, entry]) => serious.includes(entry.severity));
  if (found.length === 0) return { fails: false, lines: ["npm audit: no moderate, high or critical advisory against an installed package."] };
  return {
    fails: true,
    lines: [
      `npm audit: ${found.length} installed package(s) under a moderate or worse advisory:`,
      ...found.map(([name, entry]) => {
        const fix = typeof entry.fixAvailable === "object" ? `fixed by ${entry.fixAvailable.name} ${entry.fixAvailable.version}` : entry.fixAvailable ? "npm audit fix fixes it" : "no fix yet";
        return `  ${name} (${entry.severity}${entry.range ? `, ${entry.range}` : ""}): ${fix}`;
      }),
      "Update each (docs/decisions.md says how each advisory the project met was checked), then run npm test again.",
    ],
  };
}

if (require.main === module) {
  // Two minutes at most: a registry that does not answer is one that cannot be asked.
  execFile("npm", ["audit", "--audit-level=moderate", "--json"], { maxBuffer: 64 * 1024 * 1024, timeout: 120_000 }, (_error, stdout) => {
    const { fails, lines } = auditVerdict(stdout);
    (fails ? process.stderr : process.stdout).write(`${lines.join("\n")}\n`);
    process.exitCode = fails ? 1 : 0;
  });
}
