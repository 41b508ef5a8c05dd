/** @jest-environment node */
import {
  contentSecurityPolicy,
  directiveSources,
  frameOrigins,
  hashSource,
  inlineScripts,
  pagePolicy,
  styleBlocks,
  uncoveredScripts,
  uncoveredFrames,
  uncoveredStyles,
} from "./contentSecurityPolicy";

const page = (body: string, head = "") => `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const nothingInline = { scriptHashes: [], styleHashes: [], frameSources: [] };

describe("the Content-Security-Policy (plugins/site-finish/contentSecurityPolicy.ts)", () => {
  it("counts only the inline scripts a browser runs, not external ones or JSON-LD", () => {
    const html = page(
      '<script>a()</script><script type="module">b()</script><script src="/app.js" async></script>' +
        '<script type="application/ld+json">{"@type":"NGO"}</script>',
    );
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
  });

  it("allows nothing by default, then the page's own inline script by its hash alone, and no 'unsafe-…' anywhere", () => {
    const policy = contentSecurityPolicy({ scriptHashes: [hashSource("start()")], styleHashes: [hashSource("body{margin:0}")], frameSources: [] });
    expect(policy).not.toMatch(/unsafe/);
    expect(directiveSources(policy, "default-src")).toEqual(["'none'"]);
    // No 'self': not even a script file of the site's own may run.
    expect(directiveSources(policy, "script-src")).toEqual([hashSource("start()")]);
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

  it("allows a page's inline module script by its hash, and finds nothing to block beside it and JSON-LD", () => {
    const html = page("<p>Hi</p>", '<script type="module">start({menu:m0})</script><script type="application/ld+json">{}</script>');
    expect(directiveSources(pagePolicy(html), "script-src")).toEqual([hashSource("start({menu:m0})")]);
    expect(uncoveredScripts(html, pagePolicy(html))).toEqual([]);
    // A page without a script runs none.
    expect(directiveSources(pagePolicy(page("<p>Hi</p>")), "script-src")).toEqual(["'none'"]);
  });

  it("reports an inline script without its hash, a handler attribute, a javascript: link, a script file and a foreign script", () => {
    const policy = contentSecurityPolicy({ ...nothingInline, scriptHashes: [hashSource("a()")] });
    const problems = uncoveredScripts(
      page(
        '<script>a()</script><script>b()</script><button onclick="go()">Go</button><a href="javascript:go()">Go</a><script src="/enhance-0123.js"></script><script src="https://cdn.example.com/x.js"></script>',
      ),
      policy,
    );
    expect(problems).toEqual([
      "inline script (b()…) has no hash in script-src",
      `event-handler attribute onclick= is not allowed by script-src ${hashSource("a()")}`,
      "a javascript: URL cannot be allowed",
      `script file /enhance-0123.js is not allowed by script-src ${hashSource("a()")}: a page's script is written into it (plugins/site-finish/pageScripts.ts)`,
      `script from another origin (https://cdn.example.com/x.js) is not allowed by script-src ${hashSource("a()")}`,
    ]);
  });

  it("reports a style attribute and a <style> block the policy has no hash for", () => {
    const html = page('<div style="max-width:576px">Photo</div>', "<style>.a{color:red}</style><style>.b{color:blue}</style>");
    expect(uncoveredStyles(html, contentSecurityPolicy({ ...nothingInline, styleHashes: [hashSource(".a{color:red}")] }))).toEqual([
      'style attribute (<div style="max-width:576px">…) is not allowed by style-src; give the element a class',
      "<style> block (.b{color:blue}…) has no hash in style-src",
    ]);
    expect(uncoveredStyles(html.replace(' style="max-width:576px"', ""), pagePolicy(html))).toEqual([]);
  });
});
