/**
 * What the build hands to Netlify and to search engines, as Netlify serves it: every page and
 * file is requested from the build through Netlify's own engines (scripts/static-server.ts), so
 * the headers are the ones Netlify's rules give each address; and the sitemap, robots.txt, the
 * manifest and icons, the structured data and every page's sharing tags.
 */
import crypto from "crypto";
import fs from "fs";
import http from "http";
import os from "os";
import path from "path";
import zlib from "zlib";
import { JSDOM } from "jsdom";
import { editorSetupId, type EditorSetup } from "../../src/admin/editorSetup";
import sharp from "sharp";
import { parse } from "smol-toml";
import { cmsConfigYaml } from "../../plugins/editor/cmsConfigYaml";
import { calendarPath } from "../../src/lib/programSessions";
import { expandSessions } from "../support/calendar";
import { directiveSources, metaPolicyOf, uncoveredScripts } from "../../plugins/site-finish/contentSecurityPolicy";
import { filesUnder } from "../../plugins/site-finish/unloadedFiles";
import { serve, type StaticServer } from "../../e2e/server";
import { runTempFolderVariable } from "../runTempFolder";
import { localeOfPath, localePrefix } from "../../src/lib/locales";
import { addressOf, htmlFileFor, loadPage, publicDir, sitePageFiles } from "../support/built-site";
import { yamlData } from "../support/content";
import { visibleText } from "../support/pages";
import { defaultLocale, localePath, locales, publicRoutes, unknownRoute } from "../support/routes";
import { siteAddress } from "../../src/lib/siteAddress";
import { unlistedPaths } from "../../src/lib/contentPages";

/** The address this build was given (src/lib/siteAddress.ts): the tests run in the build's environment. */
const siteUrl = siteAddress().url;
/** The languages with their own part of the site (/es/…) and their own not-found page. */
const prefixedLocales = locales.filter((locale) => locale !== defaultLocale);
const read = (file: string) => fs.readFileSync(path.join(publicDir, file), "utf8");

/** Every page of the build by its file under public/ (about.html, es/404.html…). */
const pageFiles = sitePageFiles().map((file) => path.relative(publicDir, file).split(path.sep).join("/"));
const isNotFound = (file: string): boolean => path.posix.basename(file) === "404.html";
/** A CSP hash source, computed here the way a browser does: sha256 over the block's UTF-8 text. */
const sha256 = (text: string): string => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

let server: StaticServer;
// Within the build project's time-out (jest.config.js): the server starts Netlify's engines.
beforeAll(async () => {
  server = await serve();
});
afterAll(() => server?.close());

/** The address of the first file of the build ending in `extension` outside the editor: a page script, a photo. */
function firstFile(extension: string): string {
  const file = filesUnder(publicDir).find((name) => name.endsWith(extension) && !name.startsWith("admin/"));
  if (!file) throw new Error(`The build holds no ${extension} file`);
  return `/${file}`;
}

/** What Netlify answers for an address of the build: its status, headers (lower-case names) and body. */
async function request(address: string): Promise<{ status: number; headers: Headers; body: string }> {
  const response = await fetch(`${server.url}${address}`);
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The address a page is asked for: its own, or for a not-found page an address no page has in its language. */
const askedAt = (file: string): string => (isNotFound(file) ? unknownRoute(localeOfPath(`/${file}`)) : addressOf(path.join(publicDir, file)));

describe.each(pageFiles)("public/%s, as Netlify serves it", (file) => {
  const html = read(file);
  const document = new JSDOM(html).window.document;
  let sent: { status: number; headers: Headers; body: string };
  let policy: string;
  beforeAll(async () => {
    sent = await request(askedAt(file));
    // A not-found page answers unknown addresses, which no header rule names: its policy is its <meta>.
    policy = isNotFound(file) ? metaPolicyOf(sent.body) : (sent.headers.get("content-security-policy") ?? "");
  });

  it("is this file, with its status", () => {
    expect(sent.body).toBe(html);
    expect(sent.status).toBe(isNotFound(file) ? 404 : 200);
  });

  it("has a policy with nothing by default and no 'unsafe-…' source", () => {
    expect(policy).toBeTruthy();
    expect(policy).not.toMatch(/unsafe/);
    expect(directiveSources(policy, "default-src")).toEqual(["'none'"]);
    expect(directiveSources(policy, "img-src")).toEqual(["'self'", "data:"]);
    expect(directiveSources(policy, "manifest-src")).toEqual(["'self'"]);
    // Lighthouse reads robots.txt with a fetch from the page (plugins/site-finish/contentSecurityPolicy.ts).
    expect(directiveSources(policy, "connect-src")).toEqual(["'self'"]);
    expect(directiveSources(policy, "base-uri")).toEqual(["'none'"]);
    // A form posts only to the site itself (Netlify Forms answers there: src/mail/netlifyForm.ts).
    expect(directiveSources(policy, "form-action")).toEqual(["'self'"]);
    // Frames only from the story video's player, on the page that embeds it (none while data/site.yaml sets no video).
    const player = document.querySelector("[data-video-embed-url]")?.getAttribute("data-video-embed-url");
    expect(directiveSources(policy, "frame-src")).toEqual(player ? [new URL(player).origin] : []);
    if (!isNotFound(file)) expect(directiveSources(policy, "frame-ancestors")).toEqual(["'none'"]);
  });

  it("runs exactly its own inline module script, allowed by its hash: no script file, no other script", () => {
    const scripts = Array.from(document.querySelectorAll("script:not([type='application/ld+json'])"));
    expect(scripts.map((script) => [script.getAttribute("type"), script.hasAttribute("src")])).toEqual([["module", false]]);
    expect(directiveSources(policy, "script-src")).toEqual([sha256(scripts[0].textContent ?? "")]);
    expect(uncoveredScripts(html, policy)).toEqual([]);
  });

  it("allows exactly its own <style> blocks by hash, and no element carries a style attribute", () => {
    // Parsed without scripting, as a browser with JavaScript off sees it: the <noscript> rules count too.
    const blocks = Array.from(document.querySelectorAll("style"), (style) => style.textContent ?? "");
    expect(blocks.length).toBeGreaterThanOrEqual(3);
    expect(directiveSources(policy, "style-src").sort()).toEqual([...new Set(blocks.map(sha256))].sort());
    expect(Array.from(document.querySelectorAll("[style]"), (element) => element.outerHTML.slice(0, 80))).toEqual([]);
    expect(document.getElementById("gatsby-announcer")).toBeNull();
  });

  it("comes with CORP, the opener policy and the other security headers", () => {
    expect(sent.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(Object.fromEntries(["cross-origin-resource-policy", "strict-transport-security", "x-content-type-options", "referrer-policy"].map((name) => [name, sent.headers.get(name)]))).toEqual({
      "cross-origin-resource-policy": "same-origin",
      "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
  });
});

describe("every page's addresses", () => {
  it.each(publicRoutes)("%s, with a slash and as its file, answers the same page with the same policy", async (route) => {
    const file = path.relative(publicDir, htmlFileFor(route)).split(path.sep).join("/");
    const addresses = route === "/" ? ["/", "/index.html"] : [route, `${route}/`, `/${file}`];
    const answers = await Promise.all(addresses.map(request));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toBe(read(file));
      expect(answer.headers.get("content-security-policy")).toBe(answers[0].headers.get("content-security-policy"));
    }
  });

  it("gives 'unsafe-…' sources to the content editor alone", async () => {
    for (const address of ["/admin", "/admin/", "/admin/config.en.yml"]) expect((await request(address)).headers.get("content-security-policy")).toMatch(/'unsafe-eval'/);
    for (const route of publicRoutes) expect((await request(route)).headers.get("content-security-policy")).not.toMatch(/unsafe/);
  });


  it("keeps only the content editor out of search results in a production build", async () => {
    expect((await request("/admin/")).headers.get("x-robots-tag")).toBe("noindex");
    for (const address of ["/", "/es/about", "/robots.txt", unknownRoute(defaultLocale)]) expect((await request(address)).headers.get("x-robots-tag")).toBeNull();
  });
});

describe("the pages' scripts", () => {
  const scripts = pageFiles.map((file) => new JSDOM(read(file)).window.document.querySelector("script[type='module']")?.textContent ?? "");

  it("are each self-contained: none imports another module or starts a worker, so the hash in the page's policy covers all it runs", () => {
    for (const [index, code] of scripts.entries()) {
      expect([pageFiles[index], code.length > 0, code.match(/(?:^|[;}\s])import\s*[({"'*]|\bimport\(|\bimportScripts\(|new Worker\(/)?.[0] ?? null]).toEqual([pageFiles[index], true, null]);
    }
  });
});

/** The bytes an address is answered with as they come over the wire, asking for `acceptEncoding`. */
function rawRequest(url: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

describe("compression, as Netlify's CDN gives it", () => {
  it("sends a page brotli- or gzip-compressed as the browser accepts, and a photo as it is", async () => {
    const page = read("about.html");
    const brotli = await rawRequest(`${server.url}/about`, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.body).toString("utf8")).toBe(page);
    const gzip = await rawRequest(`${server.url}/about`, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString("utf8")).toBe(page);
    const photo = await rawRequest(`${server.url}${firstFile(".avif")}`, "gzip, deflate, br");
    expect(photo.headers["content-encoding"]).toBeUndefined();
  });

  it("keeps what it compressed for the run: another server of the run answers with what the first kept", async () => {
    const run = process.env[runTempFolderVariable];
    // A run's folder of this test's own, so the copy it changes is no other test's.
    const folder = fs.mkdtempSync(path.join(run ?? os.tmpdir(), "compressed-"));
    process.env[runTempFolderVariable] = folder;
    let first: StaticServer | undefined;
    let second: StaticServer | undefined;
    try {
      first = await serve();
      await rawRequest(`${first.url}/about`, "br");
      const kept = fs.readdirSync(path.join(folder, "compressed"));
      expect(kept.map((name) => zlib.brotliDecompressSync(fs.readFileSync(path.join(folder, "compressed", name))).toString("utf8"))).toEqual([read("about.html")]);
      // What the folder holds is what the next server sends: it does not compress the page again.
      fs.writeFileSync(path.join(folder, "compressed", kept[0]), zlib.brotliCompressSync("kept by the first server"));
      second = await serve();
      expect(zlib.brotliDecompressSync((await rawRequest(`${second.url}/about`, "br")).body).toString("utf8")).toBe("kept by the first server");
    } finally {
      if (run === undefined) delete process.env[runTempFolderVariable];
      else process.env[runTempFolderVariable] = run;
      await first?.close();
      await second?.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe("netlify.toml", () => {
  const toml = fs.readFileSync(path.join(publicDir, "..", "netlify.toml"), "utf8");

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

  it("sends the security headers on every path, a page, a photo or an unknown one", async () => {
    for (const address of ["/about", firstFile(".avif"), unknownRoute(defaultLocale)]) {
      const { status, headers } = await request(address);
      expect([address, status]).toEqual([address, address === unknownRoute(defaultLocale) ? 404 : 200]);
      expect(Object.fromEntries(["strict-transport-security", "x-content-type-options", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "cross-origin-resource-policy"].map((name) => [name, headers.get(name)]))).toEqual({
        "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
      });
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) expect(headers.get("permissions-policy")).toContain(`${feature}=()`);
    }
  });

  it("keeps files named by their content for a year, and has pages checked again on every visit", async () => {
    // The editor's script, named by its content (the pages' scripts are inside them).
    const editorScript = filesUnder(path.join(publicDir, "admin")).find((name) => /^decap-[0-9a-f]+\.js$/.test(name));
    expect((await request(`/admin/${editorScript}`)).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await request(firstFile(".webp"))).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await request("/es/programs")).headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("never keeps a not-found answer: an unknown script, style sheet or static file is answered 404 and asked again next time", async () => {
    for (const address of ["/app-0123456789ab.js", "/styles.css", "/admin/decap-000000000000.js", "/admin/editor-000000000000.css", "/static/0000/missing.webp", "/es/main.js"]) {
      const { status, headers } = await request(address);
      expect([address, status, headers.get("cache-control") ?? ""]).toEqual([address, 404, expect.not.stringContaining("immutable")]);
    }
  });

  it("rewrites nothing but unknown paths under /es/ to the Spanish not-found page (status 404), so other unknown paths get 404.html", () => {
    const redirects = (parse(toml) as { redirects?: Record<string, unknown>[] }).redirects ?? [];
    // Without `force`, a file that exists (every Spanish page) is served as it is: only unknown paths are rewritten.
    expect(redirects).toEqual(
      prefixedLocales.map((locale) => ({ from: `${localePrefix(locale)}/*`, to: `${localePrefix(locale)}/404.html`, status: 404 })),
    );
    expect(fs.existsSync(path.join(publicDir, "_redirects"))).toBe(false);
  });

  it.each(locales)("answers an unknown address in %s with that language's not-found page, status 404", async (locale) => {
    const { status, body } = await request(unknownRoute(locale));
    expect(status).toBe(404);
    expect(body).toBe(read(`${localePrefix(locale).slice(1)}${localePrefix(locale) ? "/" : ""}404.html`));
  });
});

describe("for search engines", () => {
  it("lists every public page in every language in the sitemap, and not the not-found pages, the pages no link leads to or the editor", () => {
    expect(read("sitemap-index.xml")).toContain(`<loc>${siteUrl}/sitemap-0.xml</loc>`);
    const locations = Array.from(read("sitemap-0.xml").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]).sort();
    // The forms' thank-you page (src/lib/contentPages.ts `unlisted`) is served but never listed.
    const unlisted = locales.flatMap((locale) => unlistedPaths().map((route) => localePath(locale, route)));
    expect(unlisted.length).toBeGreaterThan(0);
    expect(locations).toEqual(
      publicRoutes.filter((route) => !unlisted.includes(route)).map((route) => (route === "/" ? `${siteUrl}/` : `${siteUrl}${route}`)).sort(),
    );
  });

  it("names the sitemap in robots.txt and keeps crawlers out of the editor", () => {
    expect(read("robots.txt")).toBe(`User-agent: *\nDisallow: /admin/\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`);
  });

  it.each(locales)("describes the organisation on the home page as structured data (%s)", (locale) => {
    const script = loadPage(localePath(locale, "/")).querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? "null");
    // The organisation's facts as data/site.yaml gives them, in the page's language.
    const site = yamlData("site", locale);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NGO",
      name: site.name,
      url: `${siteUrl}/`,
      foundingDate: String(site.foundedYear),
      address: { "@type": "PostalAddress", addressLocality: site.address.city, addressRegion: site.address.region, postalCode: site.address.postalCode, addressCountry: "US" },
    });
    expect(data.email).toBe(site.email);
    expect(data.description).toBe(visibleText(site.description));
    expect(data.areaServed.map((place: { name: string }) => place.name)).toEqual(site.areaServed);
    // Each social page the site links (a network's link left empty is none).
    expect(data.sameAs).toEqual((site.social as { url?: string | null }[]).map((link) => link.url?.trim() ?? "").filter(Boolean));
    const logo = new URL(data.logo);
    expect(logo.origin).toBe(siteUrl);
    expect(fs.existsSync(path.join(publicDir, logo.pathname))).toBe(true);
  });
});

describe("the content editor at /admin", () => {
  const index = read("admin/index.html");

  it("loads Decap CMS (with our additions) and the Identity widget from our own hashed or versioned files, each checked by its integrity, nothing from another site", () => {
    const tags = Array.from(index.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g));
    const sources = tags.map((match) => match[1]);
    for (const [tag, source] of tags) {
      const expected = `sha384-${crypto.createHash("sha384").update(fs.readFileSync(path.join(publicDir, source))).digest("base64")}`;
      expect(tag).toContain(` integrity="${expected}"`);
    }
    expect(sources).toEqual([
      expect.stringMatching(/^\/admin\/netlify-identity-widget-[\d.]+\/netlify-identity-widget\.js$/),
      expect.stringMatching(/^\/admin\/decap-[0-9a-f]{12}\.js$/),
    ]);
    for (const source of sources) expect(fs.existsSync(path.join(publicDir, source))).toBe(true);
    expect(index).not.toMatch(/https?:\/\//);
    expect(index).toContain('<meta name="robots" content="noindex"');
    expect(index).toContain('href="/admin/config.en.yml"');
  });

  it.each([
    ["en", "/admin/guide", "Editing the site's content"],
    ["es", "/admin/guide-es", "Cómo editar el contenido del sitio"],
  ])("serves the editors' guide in %s beside it, at %s, where the editor in that language links, with the editor's headers", async (locale, address, heading) => {
    const response = await request(address);
    expect(response.status).toBe(200);
    const guide = new JSDOM(response.body).window.document;
    expect(guide.documentElement.lang).toBe(locale);
    expect(guide.querySelector("h1")?.textContent).toBe(heading);
    const stylesheet = guide.querySelector('link[rel="stylesheet"]')?.getAttribute("href") ?? "";
    expect(fs.existsSync(path.join(publicDir, stylesheet))).toBe(true);
    const setup = JSON.parse(new JSDOM(index).window.document.getElementById(editorSetupId)?.textContent ?? "null") as EditorSetup;
    expect(setup.guides[locale as keyof EditorSetup["guides"]]).toBe(address);
    const editor = await request("/admin/");
    expect(response.headers.get("content-security-policy")).toBe(editor.headers.get("content-security-policy"));
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
  });

  it.each(locales)("has its configuration with its %s words, written by the build from the content model and data/", (locale) => {
    const written = fs.readFileSync(path.join(publicDir, "admin", `config.${locale}.yml`), "utf8");
    expect(written).toBe(cmsConfigYaml(path.resolve(__dirname, "../../data"), locale));
  });

  it("loads its previews, their content and style later, from hashed files the setup names, and ships no source maps", () => {
    const setup = JSON.parse(new JSDOM(index).window.document.getElementById(editorSetupId)?.textContent ?? "null") as EditorSetup;
    for (const address of Object.values(setup.previews)) {
      expect(address).toMatch(/^\/admin\/[a-z]+-[0-9a-f]{12}\.(js|json|css)$/);
      expect(fs.existsSync(path.join(publicDir, address))).toBe(true);
      expect(index).not.toContain(`src="${address}"`);
    }
    expect(filesUnder(path.join(publicDir, "admin")).some((name) => name.endsWith(".map"))).toBe(false);
  });

});

/** The weeks of the month as data/site.yaml names them (the schema's WeekOfMonth). */
const weekNumbers: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5 };

describe("the program's sessions in a family's calendar", () => {
  it.each(locales)("in %s: linked from the open program hours on Contact, served as text/calendar, on the weeks, day and hours data/site.yaml gives, Pacific time", async (locale) => {
    const contact = loadPage(localePath(locale, "/contact"));
    const site = yamlData("site", locale);
    const link = [...contact.querySelectorAll("a")].find((anchor) => anchor.textContent === site.programSessions.addToCalendar);
    expect(link?.getAttribute("href")).toBe(calendarPath(locale));
    const response = await request(calendarPath(locale));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const sessions = expandSessions(response.body, 6);
    expect(sessions).toHaveLength(6);
    const pacific = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", weekday: "long", day: "numeric", hour: "numeric", minute: "2-digit", hourCycle: "h23" });
    for (const { start, end, summary } of sessions) {
      const [from, to] = [pacific.formatToParts(new Date(start)), pacific.formatToParts(new Date(end))];
      const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value;
      expect(part(from, "weekday")?.toLowerCase()).toBe(site.programSessions.weekday);
      expect((site.programSessions.weeks as string[]).map((week) => weekNumbers[week])).toContain(Math.ceil(Number(part(from, "day")) / 7));
      const clock = (time: string) => time.split(":").map(Number);
      expect([[part(from, "hour"), part(from, "minute")].map(Number), [part(to, "hour"), part(to, "minute")].map(Number)]).toEqual([clock(site.programSessions.start), clock(site.programSessions.end)]);
      // The event is named by the hours' one name, as the pages name them.
      expect(summary).toBe(site.programSessions.calendarTitle.replace("{name}", site.programSessions.name));
    }
  });
});

describe("the web app manifest and icons", () => {
  it("names the organisation and lists icons that exist", () => {
    const manifest = JSON.parse(read("manifest.webmanifest"));
    const site = yamlData("site", "en");
    expect(manifest).toMatchObject({ name: site.name, short_name: site.shortName, start_url: "/", lang: "en", display: "browser" });
    for (const icon of manifest.icons as { src: string }[]) {
      expect(fs.existsSync(path.join(publicDir, icon.src.split("?")[0]))).toBe(true);
    }
  });

  it("speaks Spanish on the Spanish pages: a manifest of its own, in Spanish, starting from the Spanish home page", () => {
    const spanish = yamlData("site", "es");
    const manifest = JSON.parse(read("manifest_es.webmanifest"));
    expect(manifest).toMatchObject({ name: spanish.name, short_name: spanish.shortName, description: spanish.description.trim(), start_url: "/es", lang: "es" });
    expect(manifest.icons).toEqual(JSON.parse(read("manifest.webmanifest")).icons);
    for (const route of publicRoutes) {
      const expected = localeOfPath(route) === "es" ? /^\/manifest_es\.webmanifest/ : /^\/manifest\.webmanifest/;
      expect([route, loadPage(route).querySelector('link[rel="manifest"]')?.getAttribute("href")]).toEqual([route, expect.stringMatching(expected)]);
    }
  });

  it("is linked from every page, with the SVG favicon written into the page and a PNG one, each with its size so a browser takes one", () => {
    const document = loadPage("/about");
    const manifest = document.querySelector('link[rel="manifest"]');
    expect(manifest?.getAttribute("href")).toMatch(/^\/manifest\.webmanifest/);
    // Fetched on the page's own connection.
    expect(manifest?.getAttribute("crossorigin")).toBe("use-credentials");
    const svgIcons = document.querySelectorAll('link[rel="icon"][type="image/svg+xml"]');
    expect(svgIcons).toHaveLength(1);
    const href = svgIcons[0].getAttribute("href") ?? "";
    expect(href).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(href.slice("data:image/svg+xml;base64,".length), "base64").toString("utf8")).toBe(fs.readFileSync(path.join(publicDir, "..", "static", "favicon.svg"), "utf8"));
    expect(svgIcons[0].getAttribute("sizes")).toBe("any");
    const pngIcon = document.querySelector('link[rel="icon"][type="image/png"]');
    expect(pngIcon?.getAttribute("href")).toMatch(/^\/favicon-32x32\.png/);
    expect(pngIcon?.getAttribute("sizes")).toBe("32x32");
  });
});

describe.each(publicRoutes)("the sharing tags of %s", (route) => {
  const document = loadPage(route);
  const meta = (selector: string) => document.querySelector(selector)?.getAttribute("content") ?? "";

  it("have the page's own title, description and address", () => {
    const title = document.querySelector("title")?.textContent ?? "";
    expect(title.endsWith(` — ${yamlData("site", localeOfPath(route)).name}`)).toBe(true);
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
