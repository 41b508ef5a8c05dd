/**
 * @jest-environment node
 *
 * How a test run is arranged (docs/recipes.md, "A variant site for a browser test"): a run of the
 * whole browser suite, and only that, asks for every variant site at its start; the files that use
 * one run after the others; and a run's temporary folder is removed once its last project is done.
 */
import fs from "fs";
import path from "path";
import { isWholeSuite } from "../../e2e/globalSetup";
import { variantNames, variants } from "../../e2e/variants";
import { closeRunTempFolder, openRunTempFolder } from "../runTempFolder";
import { scratchFolders } from "../support/scratchFolders";

// eslint-disable-next-line @typescript-eslint/no-var-requires
const ProjectSequencer = require("../sequencer");

const scratch = scratchFolders();

describe("a run of the whole browser suite", () => {
  it("is a run that names no file, test or change", () => {
    expect(isWholeSuite({ nonFlagArgs: [], testPathPattern: "" })).toBe(true);
    expect(isWholeSuite({ nonFlagArgs: ["e2e/video.e2e.test.ts"], testPathPattern: "e2e/video.e2e.test.ts" })).toBe(false);
    expect(isWholeSuite({ nonFlagArgs: [], testPathPattern: "", testNamePattern: "Watch Our Story" })).toBe(false);
    expect(isWholeSuite({ nonFlagArgs: [], testPathPattern: "", onlyChanged: true })).toBe(false);
    expect(isWholeSuite({ nonFlagArgs: [], testPathPattern: "", onlyFailures: true })).toBe(false);
  });

  it("has every variant declared with what it is, and each used by a browser test file", () => {
    const sources = fs
      .readdirSync(path.resolve(__dirname, "../../e2e"))
      .filter((file) => file.endsWith(".e2e.test.ts"))
      .map((file) => fs.readFileSync(path.resolve(__dirname, "../../e2e", file), "utf8"));
    for (const name of variantNames) {
      expect([name, variants[name].about.length > 0]).toEqual([name, true]);
      expect([name, sources.some((source) => source.includes(`useVariantSite("${name}")`))]).toEqual([name, true]);
    }
  });
});

describe("the order of test files (tests/sequencer.js)", () => {
  it("runs the files that use a variant site after the others, each group in Jest's own order (the largest first, with no times yet)", () => {
    const folder = scratch("sequence-");
    const file = (name: string, text: string) => {
      fs.writeFileSync(path.join(folder, name), text);
      return path.join(folder, name);
    };
    const files = [
      file("small-variant.e2e.test.ts", 'const video = useVariantSite("homeAsEdited");'),
      file("large.e2e.test.ts", `${"// a long file\n".repeat(50)}it("x", () => {});`),
      file("small.e2e.test.ts", 'it("y", () => {});'),
      file("large-variant.e2e.test.ts", `${"// a long file\n".repeat(80)}const launch = useVariantSite("launchPreview");`),
    ];
    const context = { config: { cache: false, cacheDirectory: folder, id: "test" }, hasteFS: { getSize: (at: string) => fs.statSync(at).size } };
    const sorted = new ProjectSequencer().sort(files.map((at) => ({ path: at, context })));
    expect(sorted.map((test: { path: string }) => path.basename(test.path))).toEqual(["large.e2e.test.ts", "small.e2e.test.ts", "large-variant.e2e.test.ts", "small-variant.e2e.test.ts"]);
  });
});

describe("a run's temporary folder (tests/runTempFolder.ts)", () => {
  it("is given to what starts next as its TMPDIR, shared by the run's projects, and removed after the last", () => {
    const outer = scratch("outer-");
    // Jest's own process environment, as its globalSetup and globalTeardown change it.
    const env: NodeJS.ProcessEnv = { TMPDIR: outer };
    const first = openRunTempFolder(env);
    expect(path.dirname(first)).toBe(outer);
    expect(env.TMPDIR).toBe(first);
    expect(openRunTempFolder(env)).toBe(first);
    fs.writeFileSync(path.join(first, "left-by-a-test"), "");
    closeRunTempFolder(env);
    expect(fs.existsSync(first)).toBe(true);
    closeRunTempFolder(env);
    expect(fs.existsSync(first)).toBe(false);
    expect(fs.readdirSync(outer)).toEqual([]);
  });
});
