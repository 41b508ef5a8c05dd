/**
 * What the build hands to Netlify and to search engines: the generated _headers with its policy,
 * netlify.toml, the sitemap, robots.txt, the manifest and icons, the structured data and every
 * page's sharing tags.
 */
import crypto from "crypto";
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { parse } from "smol-toml";
import { directiveSources, metaPolicyOf, pagePaths, policyFromHeadersFile, uncoveredScripts } from "../../build/headers";
import { headersFor, rulesFromHeadersFile, rulesFromToml } from "../../build/netlifyHeaders";
import { localePrefix } from "../../src/lib/locales";
import { allHtmlFiles, loadPage, publicDir } from "../support/built-site";
import { yamlData } from "../support/content";
import { visibleText } from "../support/pages";
import { defaultLocale, localePath, locales, publicRoutes } from "../support/routes";

const siteUrl = "https://mevsme-youth.example.org";
/** The languages with their own part of the site (/es/…) and their own not-found page. */
const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

/** Every page the build wrote but the editor's, by its file under public/ (es/404.html, about/index.html…). */
const pageFiles = allHtmlFiles()
  .map((file) => path.relative(publicDir, file).split(path.sep).join("/"))
  .filter((file) => !file.startsWith("admin/"))
  .sort();
const rules = [...rulesFromToml(fs.readFileSync(path.join(publicDir, "..", "netlify.toml"), "utf8")), ...rulesFromHeadersFile(read("_headers"))];
const isNotFound = (file: string): boolean => path.basename(file) === "404.html";
/** A CSP hash source, computed here the way a browser does: sha256 over the block's UTF-8 text. */
const sha256 = (text: string): string => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe.each(pageFiles)("public/%s, as Netlify serves it", (file) => {
  const html = read(file);
  // At its clean address, as links name it.
  const sent = headersFor(rules, pagePaths(file)[0]);
  // A not-found page answers unknown addresses, which no header rule names: its policy is its <meta>.
  const policy = isNotFound(file) ? metaPolicyOf(html) : sent["Content-Security-Policy"];
  const document = new JSDOM(html).window.document;

  it("has a policy with nothing by default and no 'unsafe-…' source", () => {
    expect(policy).toBeTruthy();
    expect(policy).not.toMatch(/unsafe/);
    expect(directiveSources(policy, "default-src")).toEqual(["'none'"]);
    expect(directiveSources(policy, "script-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "img-src")).toEqual(["'self'", "data:"]);
    expect(directiveSources(policy, "manifest-src")).toEqual(["'self'"]);
    // Lighthouse reads robots.txt with a fetch from the page (build/headers.ts).
    expect(directiveSources(policy, "connect-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "base-uri")).toEqual(["'none'"]);
    expect(directiveSources(policy, "form-action")).toEqual(["'self'"]);
    // Frames only from the story video's player, on the page that embeds it (none while data/site.yaml sets no video).
    const player = document.querySelector("[data-video-embed-url]")?.getAttribute("data-video-embed-url");
    expect(directiveSources(policy, "frame-src")).toEqual(player ? [new URL(player).origin] : []);
    if (!isNotFound(file)) expect(directiveSources(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("allows exactly its own <style> blocks by hash, and no element carries a style attribute", () => {
    // Parsed without scripting, as a browser with JavaScript off sees it: the <noscript> rules count too.
    const blocks = Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "");
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    expect(directiveSources(policy, "style-src").sort()).toEqual([...new Set(blocks.map(sha256))].sort());
    expect(Array.from(document.querySelectorAll("[style]"), (element) => element.outerHTML.slice(0, 80))).toEqual([]);
    expect(document.getElementById("gatsby-announcer")).toBeNull();
  });

  it("comes with CORP and the other security headers", () => {
    expect(sent).toMatchObject({
      "Cross-Origin-Resource-Policy": "same-origin",
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
  });
});

describe("the generated public/_headers", () => {
  const headers = read("_headers");

  it("has a policy for every page in every language (clean address, with a slash, and the file's own)", () => {
    for (const route of publicRoutes) {
      const file = route === "/" ? "index.html" : `${route.slice(1)}/index.html`;
      for (const address of route === "/" ? ["/", "/index.html"] : [route, `${route}/`, `/${file}`]) {
        expect([address, headersFor(rules, address)["Content-Security-Policy"]]).toEqual([address, policyFromHeadersFile(headers, route)]);
      }
    }
  });

  it("gives 'unsafe-…' sources to the content editor alone", () => {
    const loose = rulesFromHeadersFile(headers)
      .filter((rule) => /unsafe/.test(rule.values["Content-Security-Policy"] ?? ""))
      .map((rule) => rule.for);
    expect(loose).toEqual(["/admin", "/admin/*"]);
  });

  it("finds no inline script, handler or foreign script on any built page", () => {
    const problems = pageFiles.flatMap((file) => uncoveredScripts(read(file), "script-src 'self'").map((problem) => `${file}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it("has noindex only for the content editor in a production build", () => {
    const noindex = Array.from(headers.matchAll(/^(\S+)\n(?: {2}.+\n)*? {2}X-Robots-Tag: noindex$/gm), (match) => match[1]);
    expect(noindex).toEqual(["/admin", "/admin/*"]);
  });
});

describe("the pages' scripts", () => {
  const bundles = fs.readdirSync(publicDir).filter((name) => /^enhance-[0-9a-f]{16}\.js$/.test(name));

  it("are each one self-contained file: none imports another, so the page's integrity attribute covers all it runs", () => {
    expect(bundles.length).toBeGreaterThan(0);
    for (const bundle of bundles) {
      const code = read(bundle);
      expect([bundle, code.match(/(?:^|[;}\s])import\s*[({"'*]|\bimport\(|\bimportScripts\(|new Worker\(/)?.[0] ?? null]).toEqual([bundle, null]);
    }
  });
});

describe("netlify.toml", () => {
  const toml = fs.readFileSync(path.join(publicDir, "..", "netlify.toml"), "utf8");
  const tomlRules = rulesFromToml(toml);

  it("builds with npm run build on the project's Node (.nvmrc, package.json engines) and publishes public/", () => {
    const nodeMajor = fs.readFileSync(path.join(publicDir, "..", ".nvmrc"), "utf8").trim();
    const engines = JSON.parse(fs.readFileSync(path.join(publicDir, "..", "package.json"), "utf8")).engines.node;
    expect(nodeMajor).toBe("24");
    expect(engines).toBe(`^${nodeMajor}`);
    // CI brings the same Node where the machine has another (.ci/run).
    expect(fs.readFileSync(path.join(publicDir, "..", ".ci", "run"), "utf8")).toMatch(new RegExp(`^node_version=${nodeMajor}\\.\\d+\\.\\d+$`, "m"));
    expect(toml).toMatch(/^\s*command = "npm run build"$/m);
    expect(toml).toMatch(/^\s*publish = "public"$/m);
    expect(toml).toMatch(new RegExp(`^\\s*NODE_VERSION = "${nodeMajor}"$`, "m"));
  });

  it("sends the security headers on every path", () => {
    const page = headersFor(tomlRules, "/about");
    expect(page).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(page["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });

  it("keeps files named by their content for a year", () => {
    expect(headersFor(tomlRules, "/enhance-0123456789abcdef.js")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFor(tomlRules, "/static/abc/photo.jpg")["Cache-Control"]).toBe("public, max-age=31536000, immutable");
  });

  it("rewrites nothing but unknown paths under /es/ to the Spanish not-found page (status 404), so other unknown paths get 404.html", () => {
    const redirects = (parse(toml) as { redirects?: Record<string, unknown>[] }).redirects ?? [];
    // Without `force`, a file that exists (every Spanish page) is served as it is: only unknown paths are rewritten.
    expect(redirects).toEqual(
      prefixedLocales.map((locale) => ({ from: `${localePrefix(locale)}/*`, to: `${localePrefix(locale)}/404.html`, status: 404 })),
    );
    expect(fs.existsSync(path.join(publicDir, "_redirects"))).toBe(false);
    expect(fs.existsSync(path.join(publicDir, "404.html"))).toBe(true);
    for (const locale of prefixedLocales) expect(fs.existsSync(path.join(publicDir, localePrefix(locale), "404.html"))).toBe(true);
  });
});

describe("for search engines", () => {
  it("lists every public page in every language in the sitemap, and not the not-found pages or the editor", () => {
    expect(read("sitemap-index.xml")).toContain(`<loc>${siteUrl}/sitemap-0.xml</loc>`);
    const locations = Array.from(read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]).sort();
    expect(locations).toEqual(publicRoutes.map((route) => (route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`)).sort());
  });

  it("names the sitemap in robots.txt and keeps crawlers out of the editor", () => {
    expect(read("robots.txt")).toBe(`User-agent: *\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  });

  it.each(locales)("describes the organisation on the home page as structured data (%s)", (locale) => {
    const script = loadPage(localePath(locale, "/")).querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "null");
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NGO",
      name: "ME vs. ME Youth Outreach",
      url: `${siteUrl}/`,
      foundingDate: "2021",
      address: { "@type": "PostalAddress", addressLocality: "Vista", addressRegion: "CA", postalCode: "92083", addressCountry: "US" },
    });
    expect(data.email).toMatch(/@/);
    // In the page's language.
    expect(data.description).toBe(visibleText(yamlData("site", locale).description));
    expect(data.areaServed.map((place: { name: string }) => place.name)).toEqual(["Vista, California", "North County San Diego"]);
    expect(data.sameAs.length).toBeGreaterThan(0);
    const logo = new URL(data.logo);
    expect(logo.origin).toBe(siteUrl);
    expect(fs.existsSync(path.join(publicDir, logo.pathname))).toBe(true);
  });
});

describe("the content editor at /admin", () => {
  const index = read("admin/index.html");

  it("loads Decap CMS and the Identity widget from our own versioned files, each checked by its integrity, nothing from another site", () => {
    const tags = Array.from(index.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g));
    const sources = tags.map((match) => match[1]);
    for (const [tag, source] of tags) {
      const expected = `sha384-${crypto.createHash("sha384").update(fs.readFileSync(path.join(publicDir, source))).digest("base64")}`;
      expect(tag).toContain(` integrity="${expected}"`);
    }
    expect(sources).toEqual([
      expect.stringMatching(/^\/admin\/netlify-identity-widget-[\d.]+\/netlify-identity-widget\.js$/),
      expect.stringMatching(/^\/admin\/decap-cms-[\d.]+\/decap-cms\.js$/),
      expect.stringMatching(/^\/admin\/editor-[0-9a-f]{12}\.js$/),
    ]);
    for (const source of sources) expect(fs.existsSync(path.join(publicDir, source))).toBe(true);
    expect(index).not.toMatch(/https?:\/\//);
    expect(index).toContain('<meta name="robots" content="noindex"');
    expect(index).toContain('href="/admin/config.yml"');
  });

  it("has the bundle's chunk files beside it, and no source maps", () => {
    const folder = fs.readdirSync(path.join(publicDir, "admin")).find((name) => name.startsWith("decap-cms-"));
    const files = fs.readdirSync(path.join(publicDir, "admin", String(folder)));
    expect(files.filter((name) => /^\d+\.decap-cms\.js$/.test(name)).length).toBeGreaterThan(10);
    expect(files.some((name) => name.endsWith(".map"))).toBe(false);
  });

});

describe("the web app manifest and icons", () => {
  it("names the organisation and lists icons that exist", () => {
    const manifest = JSON.parse(read("manifest.webmanifest"));
    expect(manifest).toMatchObject({ name: "ME vs. ME Youth Outreach", short_name: "ME vs. ME", start_url: "/", lang: "en" });
    for (const icon of manifest.icons as { src: string }[]) {
      expect(fs.existsSync(path.join(publicDir, icon.src.split("?")[0]))).toBe(true);
    }
  });

  it("is linked from every page, with the SVG favicon", () => {
    const document = loadPage("/about");
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute("href")).toMatch(/^\/manifest\.webmanifest/);
    const svgIcons = document.querySelectorAll('link[rel="icon"][type="image/svg+xml"]');
    expect(svgIcons).toHaveLength(1);
    expect(svgIcons[0].getAttribute("href")).toMatch(/^\/favicon\.svg(\?|$)/);
    expect(document.querySelector('link[rel="icon"][type="image/png"]')?.getAttribute("href")).toMatch(/^\/favicon-32x32\.png/);
  });
});

describe.each(publicRoutes)("the sharing tags of %s", (route) => {
  const document = loadPage(route);
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? "";

  it("have the page's own title, description and address", () => {
    const title = document.querySelector("title")?.textContent ?? "";
    expect(title).toMatch(/^.+ — ME vs\. ME Youth Outreach$/);
    expect(meta('meta[property="og:title"]')).toBe(title);
    expect(meta('meta[property="og:description"]')).toBe(meta('meta[name="description"]'));
    expect(meta('meta[property="og:type"]')).toBe("website");
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
    expect(meta('meta[property="og:url"]')).toBe(canonical);
    expect(canonical).toBe(route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`);
    expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta('meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("show a 1200 x 630 JPEG of a real photo, at an absolute address", async () => {
    const image = new URL(meta('meta[property="og:image"]'));
    expect(image.origin).toBe(siteUrl);
    const file = path.join(publicDir, image.pathname);
    const { width, height, format } = await sharp(file).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
    expect(meta('meta[property="og:image:alt"]').length).toBeGreaterThan(10);
    expect(meta('meta[name="twitter:image"]')).toBe(image.toString());
  });
});

describe("titles", () => {
  it("are unique across the public pages of both languages", () => {
    const titles = publicRoutes.map((route) => loadPage(route).querySelector("title")?.textContent);
    expect(new Set(titles).size).toBe(publicRoutes.length);
  });
});
