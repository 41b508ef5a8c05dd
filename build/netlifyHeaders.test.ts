/** @jest-environment node */
import { type HeaderRule, headersFor, matches, rulesFromHeadersFile, rulesFromToml } from "./netlifyHeaders";

describe("Netlify's header rules as the test server applies them (build/netlifyHeaders.ts)", () => {
  it("matches Netlify's path patterns", () => {
    expect(matches("/*", "/about")).toBe(true);
    expect(matches("/*.js", "/app-123.js")).toBe(true);
    expect(matches("/*.js", "/about")).toBe(false);
    expect(matches("/static/*", "/static/abc/photo.jpg")).toBe(true);
    expect(matches("/about", "/about")).toBe(true);
    expect(matches("/about", "/about-us")).toBe(false);
  });

  it("reads netlify.toml's [[headers]] tables and a _headers file", () => {
    const toml = rulesFromToml('[[headers]]\n  for = "/*"\n  [headers.values]\n    X-Frame-Options = "DENY"\n');
    expect(toml).toEqual([{ for: "/*", values: { "X-Frame-Options": "DENY" } }]);
    const file = rulesFromHeadersFile("# comment\n/*\n  Content-Security-Policy: default-src 'self'; img-src 'self' data:\n/about\n  Cache-Control: no-cache\n");
    expect(file).toEqual([
      { for: "/*", values: { "Content-Security-Policy": "default-src 'self'; img-src 'self' data:" } },
      { for: "/about", values: { "Cache-Control": "no-cache" } },
    ]);
  });

  it("applies every matching rule and joins a header set twice, so a conflict shows", () => {
    const rules: HeaderRule[] = [
      { for: "/*", values: { "X-Frame-Options": "DENY" } },
      { for: "/*.js", values: { "Cache-Control": "immutable" } },
      { for: "/app.js", values: { "Cache-Control": "no-cache" } },
    ];
    expect(headersFor(rules, "/about")).toEqual({ "X-Frame-Options": "DENY" });
    expect(headersFor(rules, "/app.js")).toEqual({ "X-Frame-Options": "DENY", "Cache-Control": "immutable, no-cache" });
  });
});
