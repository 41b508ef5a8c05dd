/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import type { BuiltPage } from "./builtPages";
import { editorBackend } from "../editor/backend";
import { hashSource } from "./contentSecurityPolicy";
import { headersFile, writeHeaders } from "./headersFile";

const page = (body: string, head = "") => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const projectToml = fs.readFileSync(path.join(__dirname, "..", "..", "netlify.toml"), "utf8");

const built = (route: string, file: string): BuiltPage => ({ route, source: `public/${file}`, file, notFound: path.posix.basename(file) === "404.html" });

describe("public/_headers (plugins/site-finish/headersFile.ts)", () => {
  it("adds noindex only outside production, on every address at once", () => {
    const production = headersFile({ indexable: true, editor: editorBackend });
    expect(production.match(/X-Robots-Tag/g)).toHaveLength(1);
    expect(production).toMatch(/^\/admin\/\*\n(?: {2}.+\n)* {2}X-Robots-Tag: noindex$/m);
    expect(headersFile({ indexable: true })).not.toContain("X-Robots-Tag");
    expect(headersFile({ indexable: false })).toMatch(/^\/\*\n(?: {2}.+\n)* {2}X-Robots-Tag: noindex$/m);
    // Outside production the editor's rule leaves noindex to that one rule.
    expect(headersFile({ indexable: false, editor: editorBackend }).match(/X-Robots-Tag/g)).toHaveLength(1);
  });

  describe("on a finished folder, read back with Netlify's parser", () => {
    let project: string;
    let folder: string;
    const homeStyles = "<style>.home{color:red}</style>";
    const aboutStyles = "<style>.about{color:blue}</style>";
    const pages = [built("/", "index.html"), built("/about", "about.html")];

    beforeEach(() => {
      project = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
      folder = path.join(project, "public");
      fs.mkdirSync(folder);
      fs.writeFileSync(path.join(project, "netlify.toml"), projectToml);
      fs.writeFileSync(path.join(folder, "index.html"), page("", `<script type="module">home()</script>${homeStyles}`));
      fs.writeFileSync(path.join(folder, "about.html"), page("", `<script type="module">about()</script>${aboutStyles}`));
    });

    afterEach(() => fs.rmSync(project, { recursive: true, force: true }));

    const write = (extra: BuiltPage[] = [], indexable = true) => writeHeaders({ projectDir: project, publicDir: folder, pages: [...pages, ...extra], indexable });

    it("writes _headers with each page's own policy, its own script and style hashes, and each page revalidated, at each of its addresses", async () => {
      expect(await write()).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      const home = `default-src 'none'; script-src ${hashSource("home()")}; style-src ${hashSource(".home{color:red}")}; `;
      const about = `default-src 'none'; script-src ${hashSource("about()")}; style-src ${hashSource(".about{color:blue}")}; `;
      for (const address of ["/", "/index.html"]) expect(written).toContain(`\n${address}\n  Content-Security-Policy: ${home}`);
      for (const address of ["/about", "/about.html"]) {
        expect(written).toMatch(new RegExp(`^${address.replace(/[/.]/g, "\\$&")}\\n {2}Content-Security-Policy: .+\\n {2}Cache-Control: public, max-age=0, must-revalidate$`, "m"));
        expect(written).toContain(`\n${address}\n  Content-Security-Policy: ${about}`);
      }
      // Per page, never on /*: an address matching two rules would get both policies. The opener
      // policy is the same for every page and the editor (with its default backend): one rule.
      expect(written).not.toMatch(/^\/\*\n {2}Content-Security-Policy/m);
      expect(written).toMatch(/^\/\*\n {2}Cross-Origin-Opener-Policy: same-origin$/m);
      expect(written.match(/Cross-Origin-Opener-Policy/g)).toHaveLength(1);
    });

    it("gives the editor at /admin its own policy and noindex, and each not-found page its own policy in a <meta>", async () => {
      fs.mkdirSync(path.join(folder, "admin"));
      fs.writeFileSync(path.join(folder, "admin", "index.html"), page('<script src="/admin/decap-cms.js"></script>', "<style>.decap{color:red}</style>"));
      fs.writeFileSync(path.join(folder, "404.html"), page("", '<script type="module">lost()</script><style>.lost{color:red}</style>'));
      fs.mkdirSync(path.join(folder, "es"));
      fs.writeFileSync(path.join(folder, "es", "404.html"), page("", '<script type="module">lost()</script><style>.perdido{color:red}</style>'));
      const notFound = [built("/404.html", "404.html"), built("/es/404.html", "es/404.html")];
      expect(await write(notFound)).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      expect(written).toMatch(/^\/admin\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval';.+\n {2}X-Robots-Tag: noindex$/m);
      // No rule of their own: they answer addresses no rule names.
      expect(written).not.toMatch(/404/);

      // The site's not-found page and the Spanish one (for unknown /es/… addresses), each with its own styles' hash.
      for (const [file, styles] of [["404.html", ".lost{color:red}"], ["es/404.html", ".perdido{color:red}"]]) {
        const html = fs.readFileSync(path.join(folder, file), "utf8");
        expect(html).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src ${hashSource("lost()")}; style-src ${hashSource(styles)}; `);
        // A <meta> policy cannot carry frame-ancestors (browsers ignore it there and say so).
        expect(html).not.toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*frame-ancestors/);
      }
      // Written again: one <meta>, not two.
      expect(await write(notFound)).toEqual([]);
      expect(fs.readFileSync(path.join(folder, "404.html"), "utf8").match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    });

    it("fails, naming the file, when a page has an inline script or handler", async () => {
      fs.writeFileSync(path.join(folder, "about.html"), page('<img src="x.jpg" alt="" onerror="steal()">'));
      expect(await write()).toEqual(["public/about.html: event-handler attribute onerror= is not allowed by script-src 'none'"]);
    });

    it("fails, naming the file, when a page has a style attribute", async () => {
      fs.writeFileSync(path.join(folder, "about.html"), page('<div style="outline:none" id="gatsby-focus-wrapper"></div>', aboutStyles));
      expect(await write()).toEqual(['public/about.html: style attribute (<div style="outline:none" id="gatsby-focus-wrapper">…) is not allowed by style-src; give the element a class']);
    });

    it("allows the player's frames on the page that embeds the story video, and on no other", async () => {
      fs.writeFileSync(path.join(folder, "index.html"), page('<div data-video-embed-url="https://player.vimeo.com/video/1234567?autoplay=1&amp;dnt=1"></div>', homeStyles));
      expect(await write()).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      expect(written).toMatch(/^\/\n {2}Content-Security-Policy: .*; frame-src https:\/\/player\.vimeo\.com; /m);
      expect(written.match(/frame-src/g)).toHaveLength(2);
    });

    it("fails, naming the address and both rules, when netlify.toml sets a header a page's rule also sets, in any letter case", async () => {
      fs.mkdirSync(path.join(folder, "admin"));
      fs.writeFileSync(path.join(folder, "admin", "editor-0123456789ab.js"), "");
      fs.writeFileSync(path.join(project, "netlify.toml"), `${projectToml}\n[[headers]]\n  for = "/*"\n  [headers.values]\n    cache-control = "no-store"\n`);
      const problems = await write();
      expect(problems).toContain("/about: cache-control is set 2 times: /about (Cache-Control), /* (cache-control)");
      expect(problems).toContain("/admin/editor-0123456789ab.js: cache-control is set 2 times: /admin/editor-0123456789ab.js (Cache-Control), /* (cache-control)");
    });

    it("keeps each file named by its content a year, at its own address only: a not-found answer at any other is never kept", async () => {
      fs.mkdirSync(path.join(folder, "admin", "netlify-identity-widget-2.0.3"), { recursive: true });
      fs.mkdirSync(path.join(folder, "static", "0a1b"), { recursive: true });
      for (const file of ["admin/decap-0123456789ab.js", "admin/editor-0123456789ab.css", "admin/netlify-identity-widget-2.0.3/netlify-identity-widget.js", "static/0a1b/photo.webp", "admin/config.en.yml", "admin/photos/a.jpg"]) {
        fs.mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
        fs.writeFileSync(path.join(folder, file), "");
      }
      expect(await write()).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      const kept = Array.from(written.matchAll(/^(\S+)\n {2}Cache-Control: public, max-age=31536000, immutable$/gm), (match) => match[1]).sort();
      expect(kept).toEqual(["/admin/decap-0123456789ab.js", "/admin/editor-0123456789ab.css", "/admin/netlify-identity-widget-2.0.3/netlify-identity-widget.js", "/static/0a1b/photo.webp"]);
      // No pattern: an unknown *.js, *.css or static address (answered with a not-found page) matches no rule that keeps it.
      expect(written).not.toMatch(/^\/\*\.(js|css)$|^\/static\/\*$/m);
      expect(projectToml).not.toMatch(/immutable/);
    });

    it("fails on a rule Netlify cannot read, with its parser's words", async () => {
      fs.writeFileSync(path.join(project, "netlify.toml"), `${projectToml}\n[[headers]]\n  for = "/about"\n  [headers.values]\n    X-Test = 1\n`);
      expect((await write()).join("\n")).toMatch(/_headers or netlify\.toml: Could not parse header number \d+:[\s\S]*Header "X-Test" value must be a string/);
    });
  });
});
