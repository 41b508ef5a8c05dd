/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { filesUnder, loadedFiles, names, removeUnloaded } from "./unloadedFiles";

describe("what ships (plugins/site-finish/unloadedFiles.ts)", () => {
  it("finds a file named by its address, its full URL, or relative to the file that names it", () => {
    expect(names('<img srcset="/static/a/photo.avif 640w">', "about.html", "static/a/photo.avif")).toBe(true);
    expect(names('"logo":"https://site.example/icons/icon-512x512.png"', "index.html", "icons/icon-512x512.png")).toBe(true);
    expect(names('{"src":"icons/icon-48x48.png?v=1"}', "manifest.webmanifest", "icons/icon-48x48.png")).toBe(true);
    expect(names("Sitemap: https://site.example/sitemap-index.xml", "robots.txt", "sitemap-index.xml")).toBe(true);
    expect(names('<a href="/about">', "index.html", "about/index.html")).toBe(false);
    expect(names("see myicons/icon-48x48.png", "manifest.webmanifest", "icons/icon-48x48.png")).toBe(false);
  });

  describe("on a built folder", () => {
    let folder: string;
    const write = (file: string, text = "") => {
      fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      fs.writeFileSync(path.join(folder, file), text);
    };
    beforeEach(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), "deploy-"));
      write("index.html", '<link rel="manifest" href="/manifest.webmanifest"><script src="/enhance-1.js"></script><img src="/static/x/photo.webp">');
      write("manifest.webmanifest", '{"icons":[{"src":"icons/icon-48x48.png?v=1"}]}');
      write("icons/icon-48x48.png");
      write("icons/icon-96x96.png");
      write("enhance-1.js");
      write("static/x/photo.webp");
      write("static/x/photo-unused.webp");
      write("robots.txt", "Sitemap: https://site.example/sitemap-index.xml");
      write("sitemap-index.xml", "<loc>https://site.example/sitemap-0.xml</loc>");
      write("sitemap-0.xml");
      // Gatsby's runtime and working files.
      write("app-0123abcd.js");
      write("app-0123abcd.js.map");
      write("framework-0123abcd.js.LICENSE.txt");
      write("page-data/index/page-data.json", '{"path":"/"}');
      write("_gatsby/slices/_gatsby-scripts-1.html", '<script src="/app-0123abcd.js"></script>');
      write("webpack.stats.json", '{"assets":["app-0123abcd.js"]}');
      write("~partytown/partytown.js");
      write("about/index.html");
    });
    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

    it("keeps the pages and what they load, through the manifest and the sitemap, and removes the rest", () => {
      const kept = loadedFiles(folder, ["index.html", "robots.txt"]);
      const removed = removeUnloaded(folder, kept);
      expect(filesUnder(folder)).toEqual([
        "enhance-1.js",
        "icons/icon-48x48.png",
        "index.html",
        "manifest.webmanifest",
        "robots.txt",
        "sitemap-0.xml",
        "sitemap-index.xml",
        "static/x/photo.webp",
      ]);
      expect(removed).toContain("app-0123abcd.js");
      expect(removed).toContain("static/x/photo-unused.webp");
      // Folders left empty go too.
      for (const folderName of ["page-data", "_gatsby", "~partytown", "about"]) expect(fs.existsSync(path.join(folder, folderName))).toBe(false);
    });
  });
});
