/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { cacheFolder, restoreBuildCache, storeBuildCache, type CacheUtils } from "./buildCache";

describe("where Gatsby's cache is kept between builds (build/deploy/buildCache.ts)", () => {
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
  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "cache-"));
    publicDir = path.join(folder, "public");
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
    expect(await restoreBuildCache([".cache", "public"], { publicDir, utils: netlify })).toBe(true);
    expect(netlify.calls).toEqual([["restore", ".cache", "public"]]);
  });

  it("with nothing stored, removes a public/ finished by an earlier build, so Gatsby starts clean", async () => {
    expect(await restoreBuildCache([".cache", "public"], { publicDir, utils: utils(false) })).toBe(false);
    expect(fs.existsSync(publicDir)).toBe(false);
  });

  it("stores what Gatsby hands it", async () => {
    const netlify = utils(true);
    await storeBuildCache([".cache", "public"], { utils: netlify });
    expect(netlify.calls).toEqual([["save", ".cache", "public"]]);
  });
});
