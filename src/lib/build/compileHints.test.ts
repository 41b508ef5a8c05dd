import { filesRunOnLoad, runsOnLoad } from "./compileHints";

describe("which scripts get the compile hint", () => {
  it("takes Gatsby's entry, the Layout and every page component", () => {
    expect(runsOnLoad("app")).toBe(true);
    expect(runsOnLoad("layout")).toBe(true);
    expect(runsOnLoad("component---src-pages-index-tsx")).toBe(true);
  });

  it("leaves chunks loaded on demand, and unnamed ones, alone", () => {
    expect(runsOnLoad(null)).toBe(false);
    expect(runsOnLoad(undefined)).toBe(false);
    expect(runsOnLoad("gatsby-plugin-image-objectfit-polyfill")).toBe(false);
  });

  it("lists each script file of those groups once, and no source map or other file", () => {
    const files = filesRunOnLoad([
      { name: "app", chunks: [{ files: ["framework-1.js", "app-2.js", "app-2.js.map"] }] },
      { name: "component---src-pages-about-tsx", chunks: [{ files: ["shared-3.js"] }, { files: ["about-4.js"] }] },
      { name: "component---src-pages-impact-tsx", chunks: [{ files: ["shared-3.js"] }] },
      { name: null, chunks: [{ files: ["toasts-5.js"] }] },
    ]);
    expect([...files]).toEqual(["framework-1.js", "app-2.js", "shared-3.js", "about-4.js"]);
  });
});
