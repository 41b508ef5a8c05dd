/**
 * @jest-environment node
 *
 * The YAML library, as each package that parses YAML finds it, is no older than the releases that
 * fixed the advisories against it (docs/decisions.md, "js-yaml and the advisories against it"):
 * the site's own code (the content check, the canonical writer, the editor's page, the launch
 * gate), gatsby-transformer-yaml (every data/ file into GraphQL), Decap's gray-matter (the
 * editor's front matter), and the test tools that read a YAML configuration (ESLint's, Istanbul's).
 * Each copy's package.json is read where Node would load it from, so an override lost in a
 * regenerated lockfile is caught.
 */
import fs from "fs";
import path from "path";
import { compareVersions } from "../support/versions";

/** The oldest safe release of each major line, and why. */
const patched = [
  {
    major: 4,
    minimum: "4.3.2",
    why: "GHSA-mh29-5h37-fv8m (CVE-2025-64718: prototype pollution through the merge key <<, fixed in 4.1.1), GHSA-h67p-54hq-rp68 (quadratic merge keys, 4.2.0), GHSA-52cp-r559-cp3m (merge-key chains), CVE-2026-59869 (4.3.0), GHSA-5p4m-2wfm-xmqj (!!omap, 4.3.1), GHSA-2883-xcg3-v3hh (CVE-2026-84375, 4.3.2)",
  },
  { major: 3, minimum: "3.15.2", why: "the same advisories' 3.x fixes: 3.14.2 (GHSA-mh29-5h37-fv8m), 3.15.0, 3.15.1 (GHSA-5p4m-2wfm-xmqj), 3.15.2 (GHSA-2883-xcg3-v3hh)" },
] as const;

const root = path.resolve(__dirname, "../..");
const packageDir = (name: string, from: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));

/** Whoever parses YAML, by where Node resolves js-yaml from for it. */
const users: Record<string, string> = {
  "the site's own code": root,
  "gatsby-transformer-yaml": packageDir("gatsby-transformer-yaml", root),
  "gray-matter (decap-cms-core)": packageDir("gray-matter", root),
  "eslint (gatsby)": packageDir("eslint", root),
  "@eslint/eslintrc (gatsby)": packageDir("@eslint/eslintrc", root),
  "@istanbuljs/load-nyc-config (babel-jest)": packageDir("@istanbuljs/load-nyc-config", root),
};

describe("the YAML library the build, the editor and the tools load", () => {
  it.each(Object.entries(users))("%s loads a js-yaml no older than its line's patched release", (_user, from) => {
    const { version } = JSON.parse(fs.readFileSync(require.resolve("js-yaml/package.json", { paths: [from] }), "utf8")) as { version: string };
    const line = patched.find((entry) => Number.parseInt(version, 10) === entry.major);
    // A newer major line than these is checked by Dependabot's alerts, not by a floor here.
    if (!line) {
      expect(Number.parseInt(version, 10)).toBeGreaterThan(4);
      return;
    }
    expect(compareVersions(version, line.minimum) >= 0 ? [] : [`js-yaml ${version} is older than ${line.minimum}: ${line.why}`]).toEqual([]);
  });

  it("pins the site's own copy exactly, at the patched release or later", () => {
    const pinned = (JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies: Record<string, string> }).dependencies["js-yaml"];
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(compareVersions(pinned, patched[0].minimum)).toBeGreaterThanOrEqual(0);
  });
});
