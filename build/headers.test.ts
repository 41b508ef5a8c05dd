/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import {
  contentSecurityPolicy,
  directiveSources,
  headersFile,
  inlineScripts,
  pagePaths,
  uncoveredScripts,
  writeHeaders,
} from "./headers";
import origins from "../src/lib/videoEmbedOrigins.json";

const videoEmbedOrigins = Object.values(origins);

const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("the Content-Security-Policy (build/headers.ts)", () => {
  it("counts only the inline scripts a browser runs, not external ones or JSON-LD", () => {
    const html = page(
      '<script>a()</script><script type="module">b()</script><script src="/app.js" async></script>' +
        '<script type="application/ld+json">{"@type":"NGO"}</script>',
    );
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });

  it("allows the site's own script files alone: script-src 'self', never unsafe-inline or unsafe-eval", () => {
    const policy = contentSecurityPolicy({ frameSources: [] });
    expect(directiveSources(policy, "script-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "script-src").join(" ")).not.toMatch(/unsafe/);
    expect(directiveSources(policy, "default-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "object-src")).toEqual(["'none'"]);
    expect(directiveSources(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directiveSources(policy, "frame-src")).toEqual(["'none'"]);
    expect(policy).toContain("upgrade-insecure-requests");
  });

  it("lets frames come only from the video players when there is a story video", () => {
    const policy = contentSecurityPolicy({ frameSources: ["https://www.youtube-nocookie.com"] });
    expect(directiveSources(policy, "frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
  });

  it("finds nothing to block on a page that loads only its own script files and JSON-LD", () => {
    const html = page('<script type="module" src="/enhance-0123.js"></script><script type="application/ld+json">{}</script>');
    expect(uncoveredScripts(html, contentSecurityPolicy({ frameSources: [] }))).toEqual([]);
  });

  it("reports an inline script, a handler attribute, a javascript: link and a foreign script the policy would block", () => {
    const policy = contentSecurityPolicy({ frameSources: [] });
    const problems = uncoveredScripts(
      page('<script>b()</script><button onclick="go()">Go</button><a href="javascript:go()">Go</a><script src="https://cdn.example.com/x.js"></script>'),
      policy,
    );
    expect(problems).toEqual([
      "inline script (b()…) is not allowed by script-src 'self'",
      "event-handler attribute onclick= is not allowed by script-src 'self'",
      "a javascript: URL cannot be allowed",
      "script from another origin (https://cdn.example.com/x.js) is not allowed by script-src 'self'",
    ]);
  });

  it("names each page's addresses for its caching rule", () => {
    expect(pagePaths("index.html")).toEqual(["/"]);
    expect(pagePaths(path.join("about", "index.html"))).toEqual(["/about", "/about/"]);
    expect(pagePaths("404.html")).toEqual(["/404.html"]);
  });

  it("adds noindex only outside production", () => {
    expect(headersFile({ policy: "default-src 'self'", production: true })).not.toContain("X-Robots-Tag");
    expect(headersFile({ policy: "default-src 'self'", production: false })).toContain("  X-Robots-Tag: noindex");
  });

  describe("on a built folder", () => {
    let folder: string;
    let siteYaml: string;

    beforeEach(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
      fs.mkdirSync(path.join(folder, "about"));
      fs.writeFileSync(path.join(folder, "index.html"), page('<script type="module" src="/enhance-0123.js"></script>'));
      fs.writeFileSync(path.join(folder, "about", "index.html"), page('<script type="module" src="/enhance-4567.js"></script>'));
      siteYaml = path.join(folder, "site.yaml");
      fs.writeFileSync(siteYaml, 'en:\n  storyVideoUrl: ""\nes:\n  storyVideoUrl: ""\n');
    });

    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

    it("writes _headers with each page's policy, and each page revalidated", () => {
      expect(writeHeaders({ publicDir: folder, siteYamlFile: siteYaml, production: true, videoEmbedOrigins })).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      expect(written).toMatch(/^\/\n {2}Content-Security-Policy: default-src 'self'; script-src 'self'; /m);
      expect(written).toMatch(/^\/about\n {2}Content-Security-Policy: default-src 'self'; .+\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
      // Per page, never on /*: a path matching two rules would get both policies.
      expect(written).not.toMatch(/^\/\*\n {2}Content-Security-Policy/m);
    });

    it("gives the editor at /admin its own policy and noindex, and the not-found page a <meta> policy", () => {
      fs.mkdirSync(path.join(folder, "admin"));
      fs.writeFileSync(path.join(folder, "admin", "index.html"), page('<script src="/admin/decap-cms.js"></script>'));
      fs.writeFileSync(path.join(folder, "404.html"), page('<script type="module" src="/enhance-89ab.js"></script>'));
      fs.mkdirSync(path.join(folder, "es"));
      fs.writeFileSync(path.join(folder, "es", "404.html"), page('<script type="module" src="/enhance-89ab.js"></script>'));
      expect(writeHeaders({ publicDir: folder, siteYamlFile: siteYaml, production: true, videoEmbedOrigins })).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      expect(written).toMatch(/^\/admin\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval';.+\n {2}X-Robots-Tag: noindex$/m);

      // The site's not-found page and the Spanish one (for unknown /es/… addresses).
      for (const file of ["404.html", "es/404.html"]) {
        const notFound = fs.readFileSync(path.join(folder, file), "utf8");
        expect(notFound).toMatch(/<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; /);
        // A <meta> policy cannot carry frame-ancestors (browsers ignore it there and say so).
        expect(notFound).not.toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*frame-ancestors/);
      }
    });

    it("fails, naming the file, when a page has an inline script or handler", () => {
      fs.writeFileSync(path.join(folder, "about", "index.html"), page('<img src="x.jpg" alt="" onerror="steal()">'));
      const problems = writeHeaders({ publicDir: folder, siteYamlFile: siteYaml, production: true, videoEmbedOrigins });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/about\/index\.html: event-handler attribute onerror= is not allowed by script-src 'self'$/);
    });

    it("allows the video players' frames once the story video is set", () => {
      fs.writeFileSync(siteYaml, "en:\n  storyVideoUrl: https://youtu.be/abcdefghijk\nes:\n  storyVideoUrl: https://youtu.be/abcdefghijk\n");
      writeHeaders({ publicDir: folder, siteYamlFile: siteYaml, production: true, videoEmbedOrigins });
      expect(fs.readFileSync(path.join(folder, "_headers"), "utf8")).toMatch(/frame-src https:\/\/www\.youtube-nocookie\.com https:\/\/player\.vimeo\.com;/);
    });
  });
});
