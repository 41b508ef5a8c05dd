/**
 * The site as Netlify builds it (npm run build:netlify: netlify-cli's own `netlify build
 * --offline`, which npm test runs): what Netlify's build said, and what it would publish. public/
 * holds the pages, their scripts, styles, photos, icons, sitemap, robots.txt and the editor, and
 * nothing of Gatsby's runtime; no address gets one header from two rules.
 */
import fs from "fs";
import path from "path";
import { fileForRoute } from "../../plugins/site-finish/builtPages";
import { duplicateHeaders, netlifyHeaderRules } from "../../plugins/site-finish/netlifyRules";
import { filesUnder } from "../../plugins/site-finish/unloadedFiles";
import { buildLog } from "../../scripts/netlify-build";
import { localePath, locales } from "../../src/lib/locales";
import { publicDir } from "../support/built-site";
import { publicRoutes, unknownRoute } from "../support/routes";

const projectDir = path.resolve(publicDir, "..");
const files = filesUnder(publicDir);

describe("Netlify's own build", () => {
  const log = fs.existsSync(buildLog) ? fs.readFileSync(buildLog, "utf8").replace(/\u001b\[[0-9;]*[A-Za-z]/g, "") : "";

  it("built this public/ (npm run build:netlify, as npm test runs it)", () => {
    expect(fs.existsSync(buildLog)).toBe(true);
    // The log is written after the build's last file: it describes this build, not an earlier one.
    expect(fs.statSync(buildLog).mtimeMs).toBeGreaterThanOrEqual(fs.statSync(path.join(publicDir, "_headers")).mtimeMs);
    expect(log).toContain("Netlify Build Complete");
  });

  it("used the site's own adapter, installed nothing during the build and added no build plugin", () => {
    expect(log).toContain("Using mevsme-netlify-static adapter");
    expect(log).not.toMatch(/Installing .*adapter|gatsby-adapter-netlify/);
    expect(log).not.toMatch(/Installing plugins|@netlify\/plugin-gatsby/);
  });

  it("had no warning about the site's headers or redirects", () => {
    expect(log.split("\n").filter((line) => /^\s*Warning:/.test(line))).toEqual([]);
  });
});

describe("what Netlify publishes", () => {
  /** Gatsby's runtime and working files: none is loaded by a page (gatsby-ssr.tsx leaves Gatsby's scripts out). */
  const gatsbyRuntime = [
    /^(app|framework|webpack-runtime|polyfill)-[0-9a-f]+\.js$/,
    /^component---.+\.js$/,
    /^\d+-[0-9a-f]+\.js$/,
    /\.js\.map$/,
    /\.LICENSE\.txt$/,
    /^page-data\//,
    /^slice-data\//,
    /^_gatsby\//,
    /^~partytown\//,
    /^chunk-map\.json$/,
    /^webpack\.stats\.json$/,
  ];

  it("holds none of Gatsby's runtime files", () => {
    expect(files.filter((file) => gatsbyRuntime.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  it("holds the pages (their scripts inside them), photos and icons, the manifests, sitemap, the calendar files, robots.txt and the editor, and nothing else", () => {
    const kinds: [string, RegExp][] = [
      ["page", /^(es\/)?(galleries\/)?[a-z0-9-]+\.html$/],
      ["photo", /^static\/[0-9a-f]+\/[0-9a-f]+\/[a-z0-9-]+\.(avif|webp|jpg|png)$/],
      ["icon", /^(favicon\.svg|favicon-32x32\.png|icons\/icon-\d+x\d+\.png)$/],
      ["manifest", /^manifest(_[a-z]{2})?\.webmanifest$/],
      ["sitemap", /^sitemap-(index|\d+)\.xml$/],
      ["the program's calendar", /^(es\/)?open-program-hours\.ics$/],
      ["robots.txt", /^robots\.txt$/],
      ["Netlify's headers", /^_headers$/],
      ["the editor", /^admin\//],
    ];
    expect(files.filter((file) => !kinds.some(([, pattern]) => pattern.test(file)))).toEqual([]);
    for (const route of publicRoutes) expect(files).toContain(fileForRoute(route));
    for (const locale of locales) expect(files).toContain(fileForRoute(localePath(locale, "/404.html")));
  });

  it("gives no address one header from two rules, in any letter case (Netlify documents no order between them)", async () => {
    const { rules, errors } = await netlifyHeaderRules({ projectDir, publicDir });
    expect(errors).toEqual([]);
    const addresses = [...files.map((file) => `/${file}`), ...publicRoutes, ...publicRoutes.map((route) => `${route}/`), ...locales.map(unknownRoute), "/admin", "/admin/"];
    expect(addresses.flatMap((address) => duplicateHeaders(rules, address))).toEqual([]);
  });
});
