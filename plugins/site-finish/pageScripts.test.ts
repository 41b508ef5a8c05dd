/** @jest-environment node */
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

  it("writes the script as it is, whatever it holds: `$&` and `$'` of minified code stay as written", () => {
    const code = "let $=1;a.length>$&&f();b=$'x';c=$$";
    expect(withPageScript(page(""), code)).toBe(page("").replace("</head>", () => `<script type="module">${code}</script></head>`));
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

    it("bundles each set of modules once and writes it into each page's head as an inline module, self-contained", async () => {
      const pages = ["a.html", "b.html", "c.html", "d.html"].map((name) => path.join(folder, name));
      fs.writeFileSync(pages[0], page('<nav data-module="menu"></nav>'));
      fs.writeFileSync(pages[1], page('<nav data-module="menu"></nav>'));
      fs.writeFileSync(pages[2], page('<nav data-module="menu"></nav><p data-module="not-found" data-log-message="404: no page at"></p>'));
      fs.writeFileSync(pages[3], page("<p>Nothing to enhance</p>"));
      expect(await addPageScripts(pages)).toBe(2);

      const script = (file: string) => fs.readFileSync(file, "utf8").match(/<script type="module">([\s\S]+)<\/script><\/head>/)?.[1];
      const [a, b, c, d] = pages.map(script);
      expect(a).toBeDefined();
      expect(b).toBe(a);
      expect(c).not.toBe(a);
      expect(d).toBeUndefined();
      // No file beside the pages: nothing to fetch after the HTML.
      expect(fs.readdirSync(folder).sort()).toEqual(["a.html", "b.html", "c.html", "d.html"]);
      for (const code of [a, c]) {
        // Self-contained: nothing is imported at run time.
        expect(code).not.toMatch(/\bimport\s*\(|\bimport\s*[{"']/);
        expect(code).not.toMatch(/<\/script|<!--/i);
      }
    });
  });
});
