/** @jest-environment node */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { addPageScripts, entrySource, modulesInHtml, withPageScript } from "./pageScripts";

const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body>${body}</body></html>`;

describe("the pages' scripts", () => {
  it("finds the modules a page's markup names, each once", () => {
    expect(modulesInHtml(page('<nav data-module="menu"></nav><form data-module="subscribe"></form><span data-module="tooltip menu"></span>'))).toEqual([
      "menu",
      "subscribe",
      "tooltip",
    ]);
    expect(modulesInHtml(page("<p>No behaviour here</p>"))).toEqual([]);
  });

  it("stops the build on a data-module that names no module, saying which ones exist", () => {
    expect(() => entrySource(["menu", "carousel"])).toThrow(/data-module names no module: carousel \(known: menu, /);
  });

  it("leaves a page without modules without a script", () => {
    expect(withPageScript(page(""), null)).toBe(page(""));
  });

  describe("on a built folder", () => {
    let folder: string;
    beforeEach(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), "page-scripts-"));
    });
    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

    it("writes one file per set of modules, named by its content, and loads it from each page's head with its integrity", async () => {
      const pages = ["a.html", "b.html", "c.html"].map((name) => path.join(folder, name));
      fs.writeFileSync(pages[0], page('<nav data-module="menu"></nav>'));
      fs.writeFileSync(pages[1], page('<nav data-module="menu"></nav>'));
      fs.writeFileSync(pages[2], page('<nav data-module="menu"></nav><p data-module="not-found" data-log-message="404: no page at"></p>'));
      expect(await addPageScripts(folder, pages)).toBe(2);

      const tag = (file: string) => fs.readFileSync(file, "utf8").match(/<script type="module" src="(\/enhance-[0-9a-f]{16}\.js)" integrity="(sha384-[^"]+)"><\/script><\/head>/);
      const [a, b, c] = pages.map(tag);
      expect(a?.[1]).toBe(b?.[1]);
      expect(c?.[1]).not.toBe(a?.[1]);
      for (const found of [a, c]) {
        const script = fs.readFileSync(path.join(folder, found?.[1] ?? ""));
        expect(found?.[2]).toBe(`sha384-${crypto.createHash("sha384").update(script).digest("base64")}`);
        // Self-contained: nothing is imported at run time.
        expect(script.toString()).not.toMatch(/\bimport\s*\(|\bimport\s*[{"']/);
      }
    });
  });
});
