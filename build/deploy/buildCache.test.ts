/** @jest-environment node */
import path from "path";
import { cacheFolder } from "./buildCache";

describe("where Gatsby's cache is kept between builds (build/deploy/buildCache.ts)", () => {
  it("is Netlify's build cache on Netlify, as Netlify's own Gatsby adapter keeps it", () => {
    expect(cacheFolder({ NETLIFY: "true" }, "/opt/build/repo")).toBe("/opt/build/cache");
  });

  it("is beside netlify-cli's local state for a build with Netlify's command line, or any other build", () => {
    expect(cacheFolder({ NETLIFY: "true", NETLIFY_LOCAL: "true" }, "/work/site")).toBe(path.join("/work/site", ".netlify", "build-cache"));
    expect(cacheFolder({}, "/work/site")).toBe(path.join("/work/site", ".netlify", "build-cache"));
  });
});
