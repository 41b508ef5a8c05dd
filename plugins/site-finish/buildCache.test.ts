/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { cacheFolder, restoreBuildCache, storeBuildCache, type CacheUtils } from "./buildCache";

describe("where Gatsby's cache is kept between builds (plugins/site-finish/buildCache.ts)", () => {
  it("is Netlify's build cache on Netlify, as Netlify's own Gatsby adapter keeps it", () => {
    expect(cacheFolder({ NETLIFY: "true" }, "/opt/build/repo")).toBe("/opt/build/cache");
  });

  it("is beside netlify-cli's local state for a build with Netlify's command line, or any other build", () => {
    expect(cacheFolder({ NETLIFY: "true", NETLIFY_LOCAL: "true" }, "/work/site")).toBe(path.join("/work/site", ".netlify", "build-cache"));
    expect(cacheFolder({}, "/work/site")).toBe(path.join("/work/site", ".netlify", "build-cache"));
  });
});

describe("restoring and storing the cache", () => {
  let folder: string;
  let publicDir: string;
  let compiledDir: string;
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "cache-"));
    publicDir = path.join(folder, "public");
    compiledDir = path.join(folder, ".cache", "compiled");
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, "about.html"), "<p>finished for the last deploy</p>");
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  const utils = (restored: boolean): CacheUtils & { calls: string[][] } => {
    const calls: string[][] = [];
    return {
      calls,
      restore: async (paths) => {
        calls.push(["restore", ...paths]);
        return restored;
      },
      save: async (paths) => {
        calls.push(["save", ...paths]);
        return true;
      },
    };
  };

  it("puts back .cache and public as the last build stored them", async () => {
    const netlify = utils(true);
    expect(await restoreBuildCache([".cache", "public"], { publicDir, compiledDir, utils: netlify })).toBe(true);
    expect(netlify.calls).toEqual([["restore", ".cache", "public"]]);
  });

  it("with nothing stored, removes a public/ finished by an earlier build, so Gatsby starts clean", async () => {
    expect(await restoreBuildCache([".cache", "public"], { publicDir, compiledDir, utils: utils(false) })).toBe(false);
    expect(fs.existsSync(publicDir)).toBe(false);
  });

  it("keeps this build's compiled gatsby-config and gatsby-node, not the last build's", async () => {
    fs.mkdirSync(compiledDir, { recursive: true });
    fs.writeFileSync(path.join(compiledDir, "gatsby-config.js"), "// this build's");
    const netlify: CacheUtils = {
      restore: async () => {
        // What Netlify's utilities do: the stored folder replaces the one on disk.
        fs.rmSync(compiledDir, { recursive: true, force: true });
        fs.mkdirSync(compiledDir, { recursive: true });
        fs.writeFileSync(path.join(compiledDir, "gatsby-config.js"), "// the last build's");
        return true;
      },
      save: async () => true,
    };
    expect(await restoreBuildCache([".cache", "public"], { publicDir, compiledDir, utils: netlify })).toBe(true);
    expect(fs.readFileSync(path.join(compiledDir, "gatsby-config.js"), "utf8")).toBe("// this build's");
    expect(fs.readdirSync(folder).sort()).toEqual([".cache", "public"]);
  });

  it("stores what Gatsby hands it", async () => {
    const netlify = utils(true);
    await storeBuildCache([".cache", "public"], { utils: netlify });
    expect(netlify.calls).toEqual([["save", ".cache", "public"]]);
  });
});
