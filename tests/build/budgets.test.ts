/**
 * Deterministic budgets on the production build: what a phone on a slow connection must download
 * before a page works. (Timed figures such as Lighthouse scores live in the benchmark, not here.)
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { htmlFileFor, publicDir } from "../support/built-site";
// Measured as the benchmark measures them.
import { chunkGroupFiles, firstLoadFiles, firstLoadScripts, totalKb } from "../../scripts/page-weight.mjs";
import { compileHint } from "../../src/lib/build/compileHints";

const pages: [route: string, pageData: string][] = [
  ["/", "index"],
  ["/about", "about"],
  ["/programs", "programs"],
  ["/impact", "impact"],
  ["/contact", "contact"],
  ["/privacy", "privacy"],
  ["/terms", "terms"],
  ["/accessibility", "accessibility"],
  ["/404", "404.html"],
];

describe.each(pages)("the built page %s", (route, pageData) => {
  it("needs at most 110 KB of JavaScript (gzip) on first load", () => {
    const scripts = firstLoadScripts(publicDir, pageData, htmlFileFor(route));
    const kb = totalKb(scripts);
    const detail = scripts.map((script) => `${script.file} ${(script.gzipBytes / 1024).toFixed(1)} KB`).join(", ");
    // On failure, say what weighs what.
    if (kb > 110) throw new Error(`${route} loads ${kb.toFixed(1)} KB of JavaScript: ${detail}`);
    expect(kb).toBeGreaterThan(0);
  });
});

describe("the scripts' compile hint (src/lib/build/compileHints.ts)", () => {
  const firstLine = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8").split("\n", 1)[0];
  const onLoad = new Set(pages.flatMap(([, pageData]) => firstLoadFiles(publicDir, pageData)));

  it.each([...onLoad])("marks %s, which runs as a page loads, for eager compilation", (file) => {
    expect(firstLine(file)).toBe(compileHint);
  });

  it("leaves the scripts loaded on demand lazy", () => {
    // This build's other scripts: the webpack runtime names each by its content hash (public/
    // may still hold files of earlier builds).
    const runtime = [...onLoad].find((file) => file.startsWith("webpack-runtime-")) ?? "";
    const hashes = new Set(fs.readFileSync(path.join(publicDir, runtime), "utf8").match(/[0-9a-f]{20}/g));
    const onDemand = fs
      .readdirSync(publicDir)
      .filter((file) => file.endsWith(".js") && !onLoad.has(file) && hashes.has(file.slice(-23, -3)));
    expect(onDemand.length).toBeGreaterThan(0);
    for (const file of onDemand) expect(`${file}: ${firstLine(file)}`).not.toContain(compileHint);
  });

  it("keeps the source maps exact: the hint's line maps to nothing", () => {
    for (const file of onLoad) {
      const map = JSON.parse(fs.readFileSync(path.join(publicDir, `${file}.map`), "utf8")) as { mappings: string };
      expect(`${file}: ${map.mappings.slice(0, 1)}`).toBe(`${file}: ;`);
    }
  });
});

describe("Gatsby's app script, the longest task of every page load", () => {
  // styled-components marks its style sheets with this attribute, written once in its code.
  const styledComponentsMarker = "data-styled-version";
  const hasStyledComponents = (group: string) =>
    chunkGroupFiles(publicDir, group).some((file) => fs.readFileSync(path.join(publicDir, file), "utf8").includes(styledComponentsMarker));

  it("leaves styled-components to the Layout's chunks, so its start-up runs as a task of its own (gatsby-node.ts)", () => {
    expect(hasStyledComponents("app")).toBe(false);
    expect(hasStyledComponents("layout")).toBe(true);
  });
});

describe("the home page", () => {
  it("fits its HTML in the first round trip (14.6 KB brotli)", () => {
    const html = fs.readFileSync(htmlFileFor("/"));
    const kb = zlib.brotliCompressSync(html).length / 1024;
    expect(kb).toBeLessThanOrEqual(14.6);
  });

  it("loads no stylesheet or font file before it can render: its CSS is inline", () => {
    const html = fs.readFileSync(htmlFileFor("/"), "utf8");
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/\.woff2?/);
  });
});
