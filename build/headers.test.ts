/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import {
  contentSecurityPolicy,
  directiveSources,
  frameOrigins,
  hashSource,
  headersFile,
  inlineScripts,
  pagePaths,
  pagePolicy,
  styleBlocks,
  uncoveredScripts,
  uncoveredFrames,
  uncoveredStyles,
  writeHeaders,
} from "./headers";

const page = (body: string, head = "") => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const noStyles = { styleHashes: [], frameSources: [] };

describe("the Content-Security-Policy (build/headers.ts)", () => {
  it("counts only the inline scripts a browser runs, not external ones or JSON-LD", () => {
    const html = page(
      '<script>a()</script><script type="module">b()</script><script src="/app.js" async></script>' +
        '<script type="application/ld+json">{"@type":"NGO"}</script>',
    );
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });

  it("allows nothing by default, then the site's own script files alone, and no 'unsafe-…' anywhere", () => {
    const policy = contentSecurityPolicy({ styleHashes: [hashSource("body{margin:0}")], frameSources: [] });
    expect(policy).not.toMatch(/unsafe/);
    expect(directiveSources(policy, "default-src")).toEqual(["'none'"]);
    expect(directiveSources(policy, "script-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "style-src")).toEqual([hashSource("body{margin:0}")]);
    expect(directiveSources(policy, "img-src")).toEqual(["'self'", "data:"]);
    expect(directiveSources(policy, "manifest-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "connect-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "base-uri")).toEqual(["'none'"]);
    expect(directiveSources(policy, "form-action")).toEqual(["'self'"]);
    expect(directiveSources(policy, "frame-ancestors")).toEqual(["'none'"]);
    // No frames unless a page embeds the video: default-src 'none' refuses them.
    expect(directiveSources(policy, "frame-src")).toEqual([]);
    expect(policy.split("; ").map((directive) => directive.split(" ")[0])).toEqual([
      "default-src",
      "script-src",
      "style-src",
      "img-src",
      "manifest-src",
      "connect-src",
      "base-uri",
      "form-action",
      "frame-ancestors",
    ]);
  });

  it("hashes a style block as the browser does, over its UTF-8 text (sha256, base64)", () => {
    // echo -n 'p{color:red}' | openssl dgst -sha256 -binary | base64
    expect(hashSource("p{color:red}")).toBe("'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='");
    // Over UTF-8 bytes, not UTF-16 code units or Latin-1: printf '%s' 'q::before{content:"«"}' | openssl dgst -sha256 -binary | base64
    expect(hashSource('q::before{content:"«"}')).toBe("'sha256-4bscruSgqXoJ+i9/R5dqxmR3lJWk9TtYIevcQPZbx3k='");
  });

  it("hashes every <style> block of a page, the no-script one inside <noscript> too", () => {
    const html = page("<p>Hi</p>", '<style data-global-css="">body{margin:0}</style><noscript><style>nav{display:block}</style></noscript><style data-styled="">.a{color:red}</style>');
    expect(styleBlocks(html)).toEqual(["body{margin:0}", "nav{display:block}", ".a{color:red}"]);
    expect(styleBlocks(page("<style-sheet>x</style-sheet>"))).toEqual([]);
    expect(directiveSources(pagePolicy(html), "style-src")).toEqual(["body{margin:0}", "nav{display:block}", ".a{color:red}"].map(hashSource));
    expect(directiveSources(pagePolicy(page("<p>Hi</p>")), "style-src")).toEqual(["'none'"]);
  });

  it("lets a page frame only the video player it embeds", () => {
    const home = page('<div data-module="video-dialog" data-video-embed-url="https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&amp;rel=0"></div>');
    expect(frameOrigins(home)).toEqual(["https://www.youtube-nocookie.com"]);
    expect(directiveSources(pagePolicy(home), "frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(frameOrigins(page('<iframe src="https://player.vimeo.com/video/123456" title="Story"></iframe>'))).toEqual(["https://player.vimeo.com"]);
    expect(frameOrigins(page('<iframe src="http://insecure.example.com/"></iframe><p data-video-embed-url="not a url"></p>'))).toEqual([]);
  });

  it("refuses a frame from anywhere but the video players: left out of the policy, and reported", () => {
    const html = page('<iframe src="https://maps.example.com/embed" title="Map"></iframe>');
    expect(directiveSources(pagePolicy(html), "frame-src")).toEqual([]);
    expect(uncoveredFrames(html)).toEqual(["a frame from https://maps.example.com is not allowed: only the video players of src/lib/videoEmbedOrigins.json"]);
    expect(uncoveredFrames(page('<iframe src="https://www.youtube-nocookie.com/embed/abcdefghijk" title="Story"></iframe>'))).toEqual([]);
  });

  it("finds nothing to block on a page that loads only its own script files and JSON-LD", () => {
    const html = page('<script type="module" src="/enhance-0123.js"></script><script type="application/ld+json">{}</script>');
    expect(uncoveredScripts(html, contentSecurityPolicy(noStyles))).toEqual([]);
  });

  it("reports an inline script, a handler attribute, a javascript: link and a foreign script the policy would block", () => {
    const policy = contentSecurityPolicy(noStyles);
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

  it("reports a style attribute and a <style> block the policy has no hash for", () => {
    const html = page('<div style="max-width:576px">Photo</div>', "<style>.a{color:red}</style><style>.b{color:blue}</style>");
    expect(uncoveredStyles(html, contentSecurityPolicy({ styleHashes: [hashSource(".a{color:red}")], frameSources: [] }))).toEqual([
      'style attribute (<div style="max-width:576px">…) is not allowed by style-src; give the element a class',
      "<style> block (.b{color:blue}…) has no hash in style-src",
    ]);
    expect(uncoveredStyles(html.replace(' style="max-width:576px"', ""), pagePolicy(html))).toEqual([]);
  });

  it("names each page's addresses for its rules: clean, with a slash, and the file's own", () => {
    expect(pagePaths("index.html")).toEqual(["/", "/index.html"]);
    expect(pagePaths(path.join("about", "index.html"))).toEqual(["/about", "/about/", "/about/index.html"]);
    expect(pagePaths("404.html")).toEqual(["/404.html"]);
  });

  it("adds noindex only outside production", () => {
    expect(headersFile({ production: true })).not.toContain("X-Robots-Tag");
    expect(headersFile({ production: false })).toContain("  X-Robots-Tag: noindex");
  });

  describe("on a built folder", () => {
    let folder: string;
    const homeStyles = "<style>.home{color:red}</style>";
    const aboutStyles = "<style>.about{color:blue}</style>";

    beforeEach(() => {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
      fs.mkdirSync(path.join(folder, "about"));
      fs.writeFileSync(path.join(folder, "index.html"), page('<script type="module" src="/enhance-0123.js"></script>', homeStyles));
      fs.writeFileSync(path.join(folder, "about", "index.html"), page('<script type="module" src="/enhance-4567.js"></script>', aboutStyles));
    });

    afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

    it("writes _headers with each page's own policy, its own style hashes, and each page revalidated", () => {
      expect(writeHeaders({ publicDir: folder, production: true })).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      const home = `default-src 'none'; script-src 'self'; style-src ${hashSource(".home{color:red}")}; `;
      const about = `default-src 'none'; script-src 'self'; style-src ${hashSource(".about{color:blue}")}; `;
      for (const address of ["/", "/index.html"]) expect(written).toContain(`\n${address}\n  Content-Security-Policy: ${home}`);
      for (const address of ["/about", "/about/", "/about/index.html"]) {
        expect(written).toMatch(new RegExp(`^${address.replace(/\//g, "\\/")}\\n {2}Content-Security-Policy: .+\\n {2}Cache-Control: public, max-age=0, must-revalidate$`, "m"));
        expect(written).toContain(`\n${address}\n  Content-Security-Policy: ${about}`);
      }
      // Per page, never on /*: a path matching two rules would get both policies.
      expect(written).not.toMatch(/^\/\*\n {2}Content-Security-Policy/m);
    });

    it("gives the editor at /admin its own policy and noindex, and each not-found page its own policy in a <meta>", () => {
      fs.mkdirSync(path.join(folder, "admin"));
      fs.writeFileSync(path.join(folder, "admin", "index.html"), page('<script src="/admin/decap-cms.js"></script>', '<style>.decap{color:red}</style>'));
      fs.writeFileSync(path.join(folder, "404.html"), page('<script type="module" src="/enhance-89ab.js"></script>', "<style>.lost{color:red}</style>"));
      fs.mkdirSync(path.join(folder, "es"));
      fs.writeFileSync(path.join(folder, "es", "404.html"), page('<script type="module" src="/enhance-89ab.js"></script>', "<style>.perdido{color:red}</style>"));
      expect(writeHeaders({ publicDir: folder, production: true })).toEqual([]);
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      expect(written).toMatch(/^\/admin\/\*\n {2}Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval';.+\n {2}X-Robots-Tag: noindex$/m);

      // The site's not-found page and the Spanish one (for unknown /es/… addresses), each with its own styles' hash.
      for (const [file, styles] of [["404.html", ".lost{color:red}"], ["es/404.html", ".perdido{color:red}"]]) {
        const notFound = fs.readFileSync(path.join(folder, file), "utf8");
        expect(notFound).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; style-src ${hashSource(styles)}; `);
        // A <meta> policy cannot carry frame-ancestors (browsers ignore it there and say so).
        expect(notFound).not.toMatch(/<meta http-equiv="Content-Security-Policy" content="[^"]*frame-ancestors/);
      }
      // Written again (a second build keeps unchanged pages): one <meta>, not two.
      expect(writeHeaders({ publicDir: folder, production: true })).toEqual([]);
      expect(fs.readFileSync(path.join(folder, "404.html"), "utf8").match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    });

    it("fails, naming the file, when a page has an inline script or handler", () => {
      fs.writeFileSync(path.join(folder, "about", "index.html"), page('<img src="x.jpg" alt="" onerror="steal()">'));
      const problems = writeHeaders({ publicDir: folder, production: true });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/about\/index\.html: event-handler attribute onerror= is not allowed by script-src 'self'$/);
    });

    it("fails, naming the file, when a page has a style attribute", () => {
      fs.writeFileSync(path.join(folder, "about", "index.html"), page('<div style="outline:none" id="gatsby-focus-wrapper"></div>', aboutStyles));
      const problems = writeHeaders({ publicDir: folder, production: true });
      expect(problems).toEqual(['public/about/index.html: style attribute (<div style="outline:none" id="gatsby-focus-wrapper">…) is not allowed by style-src; give the element a class']);
    });

    it("allows the player's frames on the page that embeds the story video, and on no other", () => {
      fs.writeFileSync(path.join(folder, "index.html"), page('<div data-video-embed-url="https://player.vimeo.com/video/1234567?autoplay=1&amp;dnt=1"></div>', homeStyles));
      writeHeaders({ publicDir: folder, production: true });
      const written = fs.readFileSync(path.join(folder, "_headers"), "utf8");
      expect(written).toMatch(/^\/\n {2}Content-Security-Policy: .*; frame-src https:\/\/player\.vimeo\.com; /m);
      expect(written.match(/frame-src/g)).toHaveLength(2);
    });
  });
});
