/**
 * @jest-environment node
 *
 * The image library the build decodes every photo with, an editor's upload included, on Netlify's
 * Linux machines: sharp, with the libvips and libheif it bundles, as each package that runs it
 * finds it, is no older than the releases that fixed the advisories against it
 * (docs/decisions.md, "sharp and the advisories against it"). `require("sharp").versions` reports
 * the libraries as loaded, so a globally installed libvips is caught too.
 */
import path from "path";
import { compareVersions } from "../support/versions";

/** The oldest safe release of each, and why. */
const patched = [
  { library: "sharp", minimum: "0.35.4", why: "GHSA-rgj7-g3m4-5g8c (its libheif's heap overflows: code execution from a crafted HEIF/AVIF)" },
  { library: "vips", minimum: "8.18.3", why: "GHSA-f88m-g3jw-g9cj (libvips CVE-2026-33327, -33328, -35590, -35591, -69242)" },
  { library: "heif", minimum: "1.23.3", why: "GHSA-rgj7-g3m4-5g8c (fixed in libheif 1.23.2) and libheif 1.23.3's security release (GHSA-x8r2-mggj-j6wr, critical)" },
] as const;

const root = path.resolve(__dirname, "../..");
const packageDir = (name: string, from: string) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));

/** Whoever runs sharp at build: Gatsby's image plugins, the manifest's icons, Gatsby itself, and the site's own build code (the photo check, the editor's previews). */
const users: Record<string, string> = {
  "gatsby-plugin-sharp": packageDir("gatsby-plugin-sharp", root),
  "gatsby-transformer-sharp": packageDir("gatsby-transformer-sharp", root),
  "gatsby-plugin-manifest": packageDir("gatsby-plugin-manifest", root),
  "gatsby-sharp (gatsby)": packageDir("gatsby-sharp", packageDir("gatsby", root)),
  "the site's own build code": root,
};

describe("the image library the build runs", () => {
  it("compares versions part by part, as numbers", () => {
    expect(compareVersions("0.34.5", "0.35.4")).toBe(-1);
    expect(compareVersions("1.23.10", "1.23.9")).toBe(1);
    expect(compareVersions("8.18.3", "8.18.3")).toBe(0);
  });

  it.each(Object.entries(users))("%s loads sharp, libvips and libheif no older than their patched releases", (_user, from) => {
    const sharp = require(require.resolve("sharp", { paths: [from] })) as { versions: Record<string, string | undefined> };
    const tooOld = patched.flatMap(({ library, minimum, why }) => {
      const found = sharp.versions[library];
      return found && compareVersions(found, minimum) >= 0 ? [] : [`${library} ${found ?? "(not reported)"} is older than ${minimum}: ${why}`];
    });
    expect(tooOld).toEqual([]);
  });
});
