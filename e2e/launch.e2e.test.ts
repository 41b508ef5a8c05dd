/**
 * The launch (issues #44.3-4 and #51), on Netlify's own build (`npm run build:netlify`,
 * scripts/netlify-build.ts) of a copy of the project (e2e/siteVariant.ts), as Netlify builds each
 * context and as the coordinator goes live alone:
 *  - production on data/ as it is, before the site is marked live: published as not launched,
 *    every page saying so in its language, `noindex` everywhere, no sitemap; `npm run check:live`
 *    against it, served as Netlify serves it with a stand-in for Netlify Identity, says it is not
 *    launched yet and names open registration;
 *  - a deploy preview on data/ as it is: built, every page saying at its top, in its language,
 *    that it is a preview, its links at the preview's own address (Netlify's DEPLOY_PRIME_URL),
 *    kept out of search engines; the notice seen and read as a visitor does, axe finding nothing;
 *  - production once the site is marked live with the placeholders left: refused at the build's
 *    first step, with the gate's own message (never "ERROR UNKNOWN"), naming every placeholder;
 *    the same with every placeholder replaced but one sample photo, its mark gone and its
 *    description rewritten: refused, naming it; and with Netlify's address at http://: refused;
 *  - production with every placeholder replaced (tests/support/launchFixture.ts, whatever the
 *    rules name) and the address Netlify gives production (URL): built, every canonical link,
 *    hreflang link, the sitemap, robots.txt, the structured data, the sharing tags, the calendar
 *    files and the editor's bar at that address, `example.org` nowhere; the sample photos, now on
 *    no page, nowhere in what it publishes, and still in the editor's library for a signed-in editor.
 * The refused builds run in a fresh copy of the project of this file's own (stopped at their
 * first step, they take seconds); the builds that publish are the run's variant sites `launchNotLaunched`,
 * `launchPreview` and `launchProduction` (e2e/variants.ts), built once per run by the run's builder,
 * warm from the builds before them, while the refused ones run.
 */
import fs from "fs";
import http from "http";
import type { AddressInfo } from "net";
import path from "path";
import AxeBuilder from "@axe-core/playwright";
import { JSDOM } from "jsdom";
import { launchReport } from "../plugins/content/launchGate";
import { readContentTree } from "../plugins/content/contentTree";
import { filesUnder } from "../plugins/site-finish/unloadedFiles";
import { readSampleHashes } from "../plugins/content/samplePhotoFiles";
import { launchedField } from "../src/content/launchCheck";
import { siteAddress } from "../src/lib/siteAddress";
import { localePath, locales, type Locale } from "../src/lib/locales";
import { calendarPath } from "../src/lib/programSessions";
import { unlistedPaths } from "../src/lib/contentPages";
import { allHtmlFiles } from "../tests/support/built-site";
import { readerBlocks } from "../bench/readerText";
import { yamlData } from "../tests/support/content";
import { launchUrl, replacePlaceholders } from "../tests/support/launchFixture";
import { publicRoutes } from "../tests/support/routes";
import { checkLiveCommand } from "../scripts/check-live";
import { siteInBrowser } from "./browser";
import { serve, type StaticServer } from "./server";
import { copyProject, netlifyBuildIn, type BuildResult } from "./siteVariant";
import { useVariantSite } from "./variantSite";
import { launchNetlifyUrl } from "./variants";
import { decapPhrase, useEditor, words, type Ui } from "./editorHarness";
import { liveLine } from "../src/admin/decap/launchList";
import { fillTemplate } from "../src/lib/template";

/** The address Netlify gives a new site's production builds before its domain is set (e2e/variants.ts `launchNotLaunched`). */
const netlifyUrl = launchNetlifyUrl;

let copy: string;
let dataDir: string;
let refusedLive: BuildResult;
let refusedLivePublished: boolean;
/** The lines a production build marked live refuses on data/ as it is. */
let refusedLines: readonly string[];
let refusedSample: BuildResult;
/** The line the launch check gives the one sample photo left, its mark removed. */
let sampleLine: string;
let refusedHttp: BuildResult;

/** Sets data/site.yaml's `launched` in the copy, as the coordinator's tick in the editor does. */
function markLaunched(value: boolean): void {
  const file = path.join(dataDir, "site.yaml");
  const text = fs.readFileSync(file, "utf8");
  const line = new RegExp(`^${launchedField}: (true|false)$`, "m");
  fs.writeFileSync(file, line.test(text) ? text.replace(line, `${launchedField}: ${value}`) : `${text}${launchedField}: ${value}\n`);
}

/** One photo of the fixture put back to its sample file (the real photo's description kept, no mark): returns how to undo it. */
function oneSampleBack(): () => void {
  for (const relative of ["programs.yaml", ...fs.readdirSync(path.join(dataDir, "pages")).map((name) => `pages/${name}`)]) {
    const file = path.join(dataDir, relative);
    const text = fs.readFileSync(file, "utf8");
    const match = /photos\/real-([\w.-]+\.jpg)/.exec(text);
    if (!match) continue;
    fs.writeFileSync(file, text.replace(match[0], `photos/${match[1]}`));
    return () => fs.writeFileSync(file, text);
  }
  throw new Error("The fixture left no photo of its own to put back");
}

beforeAll(async () => {
  copy = copyProject("mevsme-launch-");
  dataDir = path.join(copy, "data");
  // The coordinator ticks "The site is live" with the placeholders still there.
  markLaunched(true);
  refusedLines = launchReport(await readContentTree(dataDir), siteAddress({ CONTEXT: "production", URL: netlifyUrl })).refusals;
  refusedLive = await netlifyBuildIn(copy, { CONTEXT: "production", URL: netlifyUrl });
  refusedLivePublished = fs.existsSync(path.join(copy, "public", "index.html"));
  // Every placeholder replaced but one sample photo, its mark gone and its description a real one's.
  await replacePlaceholders(dataDir);
  const undo = oneSampleBack();
  [sampleLine] = launchReport(await readContentTree(dataDir), siteAddress({ CONTEXT: "production", URL: launchUrl })).refusals;
  refusedSample = await netlifyBuildIn(copy, { CONTEXT: "production", URL: launchUrl });
  undo();
  refusedHttp = await netlifyBuildIn(copy, { CONTEXT: "production", URL: "http://www.mevsmeyouth.org" });
  // Three builds refused at their first step, before Gatsby sources or builds anything: a minute or two on CI's busy 2-core machine.
}, 600_000);
afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

// Asked for as the file loads and built by the run's builder meanwhile; waited on after the refused builds.
const notLaunched = useVariantSite("launchNotLaunched");
const preview = useVariantSite("launchPreview");
const production = useVariantSite("launchProduction");

/** What a build printed, as one line of words: Gatsby's reporter colours and wraps its lines to the terminal. */
const printed = (output: string): string => output.replace(/\u001b\[[0-9;]*[A-Za-z]/g, "").replace(/\s+/g, " ");
const oneLine = (text: string): string => text.replace(/\s+/g, " ");

/** A page of a build, parsed. */
const pageOf = (file: string): Document => new JSDOM(fs.readFileSync(file, "utf8")).window.document;
/** A build's page file's address: about.html → /about, es.html → /es, index.html → /. */
const routeOf = (dir: string, file: string): string => {
  const relative = path.relative(dir, file).split(path.sep).join("/").replace(/\.html$/, "");
  return relative === "index" ? "/" : `/${relative.replace(/\/index$/, "")}`;
};
/** The pages served but listed nowhere, no link leading to them (the forms' thank-you page), in every language. */
const unlisted = locales.flatMap((locale) => unlistedPaths().map((route) => localePath(locale, route)));
const sitePages = (dir: string): string[] => allHtmlFiles(dir).filter((file) => path.relative(dir, file).split(path.sep)[0] !== "admin");
type NoticeWords = { label: string; text: string };
const layoutWords = (locale: Locale) => yamlData<{ previewNotice: NoticeWords; notLaunchedNotice: NoticeWords }>("layout", locale);

/**
 * A refused build stopped at Gatsby's first step, before anything was sourced or built, with the
 * gate's own words as the error (plugins/content/buildErrors.ts), never Gatsby's "UNKNOWN": in a
 * terminal Gatsby heads them "ERROR #content_launch-gate"; on CI and on Netlify, where it logs plain
 * lines, they follow "error".
 */
function expectRefusedAtFirstStep(build: BuildResult): void {
  expect(build.ok).toBe(false);
  const output = printed(build.output);
  expect(output).toMatch(/(ERROR #content_launch-gate \w+ |\berror )This build is a production build; .*? This production build is not published/);
  expect(output).not.toMatch(/ERROR UNKNOWN|source and transform nodes|Building production JavaScript/);
}

describe("a production build before the site is marked live", () => {
  it("is built and published, whatever placeholders are left", () => {
    expect(notLaunched.output.slice(-3000)).toContain("Netlify Build Complete");
    expect(notLaunched.ok).toBe(true);
    expect(printed(notLaunched.output)).toContain(`its links lead to ${netlifyUrl} (Netlify's URL)`);
  });

  it("says on every page, first in its content and in its language, that the site is not launched yet", () => {
    const pages = sitePages(notLaunched.publicDir);
    expect(pages.length).toBeGreaterThanOrEqual(publicRoutes.length);
    for (const file of pages) {
      const document = pageOf(file);
      const { label, text } = layoutWords(document.documentElement.lang as Locale).notLaunchedNotice;
      // The first words a reader meets in <main> (the offer of the other language is served hidden), as for the preview's notice.
      const main = document.querySelector("main");
      expect([path.relative(notLaunched.publicDir, file), main ? readerBlocks(main)[0] : undefined]).toEqual([path.relative(notLaunched.publicDir, file), `${label} ${text}`]);
    }
  });

  it("asks search engines not to index any page, and has no sitemap for them", () => {
    for (const file of sitePages(notLaunched.publicDir)) expect([path.relative(notLaunched.publicDir, file), pageOf(file).querySelector('meta[name="robots"]')?.getAttribute("content")]).toEqual([path.relative(notLaunched.publicDir, file), "noindex"]);
    expect(fs.readFileSync(path.join(notLaunched.publicDir, "_headers"), "utf8")).toMatch(/^\/\*\n(?: {2}.+\n)* {2}X-Robots-Tag: noindex$/m);
    expect(fs.readdirSync(notLaunched.publicDir).filter((name) => /sitemap/.test(name))).toEqual([]);
    expect(fs.readFileSync(path.join(notLaunched.publicDir, "robots.txt"), "utf8")).toBe("User-agent: *\nDisallow: /admin/\n");
  });
});

describe("npm run check:live against the site before launch, as Netlify serves it, with a stand-in for Netlify Identity", () => {
  let site: StaticServer;
  let standIn: http.Server;
  let address: string;
  /** Identity's public settings, as a new Netlify site has them: registration open. */
  let identity: Record<string, unknown> = { external: { email: true, google: false, github: false }, disable_signup: false, autoconfirm: false };

  beforeAll(async () => {
    site = await serve(notLaunched.publicDir);
    standIn = http.createServer((request, response) => {
      const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
      if (pathname === "/.netlify/identity/settings") {
        response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(identity));
        return;
      }
      // Everything else as the deploy answers it (Netlify's own engines: scripts/static-server.ts).
      void fetch(`${site.url}${request.url ?? "/"}`).then(async (answer) => {
        const headers = Object.fromEntries([...answer.headers].filter(([name]) => !/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)));
        response.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
    address = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => standIn?.close(() => resolve()));
    await site?.close();
  });

  const run = async () => {
    let out = "";
    let err = "";
    const code = await checkLiveCommand(address, { out: (text) => (out += text), err: (text) => (err += text) });
    return { code, out: oneLine(out), err };
  };

  it("reports open registration, and that the site is published as not launched yet with its headers right", async () => {
    const { code, out } = await run();
    expect(out).toContain("Blocks the launch: Anyone can sign up to the editor: registration is open.");
    expect(out).toContain("The site is published as not launched yet: every page says so and asks search engines not to list it.");
    expect(out).toContain("The pages come with every security header the site sets.");
    expect(out).not.toContain("local_backend");
    expect(code).toBe(1);
  });

  it("passes once registration is by invitation only", async () => {
    identity = { ...identity, disable_signup: true };
    const { code, out } = await run();
    expect(out).toContain("The editor's login is by invitation only.");
    expect(code).toBe(0);
  });
});

describe("a deploy preview on data/ as it is", () => {
  it("is built", () => {
    expect(preview.output.slice(-3000)).toContain("Netlify Build Complete");
    expect(preview.ok).toBe(true);
  });

  it("says on every page, first in its content and in its language, that it is a preview", () => {
    const pages = sitePages(preview.publicDir);
    expect(pages.length).toBeGreaterThanOrEqual(publicRoutes.length);
    for (const file of pages) {
      const document = pageOf(file);
      const { label, text } = layoutWords(document.documentElement.lang as Locale).previewNotice;
      // The first words a reader meets in <main> (the offer of the other language is served hidden).
      const main = document.querySelector("main");
      expect([path.relative(preview.publicDir, file), main ? readerBlocks(main)[0] : undefined]).toEqual([path.relative(preview.publicDir, file), `${label} ${text}`]);
    }
  });

  it("links every page at the preview's own address, as Netlify gave it, and keeps search engines out", () => {
    const given = /its links lead to (\S+) \(Netlify's DEPLOY_PRIME_URL\)/.exec(printed(preview.output))?.[1];
    expect(given).toMatch(/^https:\/\/[^/]+--[^/]+\.netlify\.app$/);
    for (const file of sitePages(preview.publicDir)) {
      const canonical = pageOf(file).querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
      expect(canonical.startsWith(`${given}/`)).toBe(true);
    }
    expect(fs.readFileSync(path.join(preview.publicDir, "robots.txt"), "utf8")).toBe(`User-agent: *\nDisallow: /\n\nSitemap: ${given}/sitemap-index.xml\n`);
    expect(fs.readFileSync(path.join(preview.publicDir, "_headers"), "utf8")).toContain("X-Robots-Tag: noindex");
  });
});

describe("the preview's notice, as a visitor meets it", () => {
  const site = siteInBrowser(() => preview.publicDir);

  it.each(locales)("is seen at the top of the page, below the header, and read before the page's own heading (%s); axe finds nothing", async (locale) => {
    const context = await site.browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${site.server.url}${localePath(locale, "/about")}`);
    const { label, text } = layoutWords(locale).previewNotice;
    const notice = page.getByText(text);
    await notice.waitFor();
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(800);
    // Nothing covers it: the header ends above it.
    const covering = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("main") !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
    expect(covering).toBe(true);
    const main = await page.locator("main").ariaSnapshot();
    expect(main.indexOf(label)).toBeLessThan(main.indexOf("heading"));
    const findings = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]).analyze();
    expect(findings.violations.map((violation) => violation.id)).toEqual([]);
    await context.close();
  });
});

describe("a production build once the site is marked live", () => {
  it("with the placeholders left: is refused at the build's first step, naming every one with its file, its field in the editor's words and what to put there", () => {
    expectRefusedAtFirstStep(refusedLive);
    const output = printed(refusedLive.output);
    expect(output).toMatch(/the site is marked live \(Organization › The site is live\) but still holds \d+ placeholder\(s\)/);
    expect(refusedLines.filter((line) => !output.includes(oneLine(line)))).toEqual([]);
    expect(refusedLines.length).toBeGreaterThan(0);
    expect(refusedLivePublished).toBe(false);
  });

  it("with one sample photo left, its mark removed and its description rewritten: is refused, naming it", () => {
    expectRefusedAtFirstStep(refusedSample);
    expect(sampleLine).toContain("a sample photo (silhouettes), not one of the program");
    expect(printed(refusedSample.output)).toContain(oneLine(sampleLine));
  });

  it("at an http:// address: is refused, pointing to Netlify's setting", () => {
    expectRefusedAtFirstStep(refusedHttp);
    expect(printed(refusedHttp.output)).toContain("Netlify: Blocks the launch: The site's address (set in Netlify) is http://www.mevsmeyouth.org, which starts with http:// instead of https://.");
  });
});

describe("a production build with the placeholders replaced, marked live, at Netlify's address", () => {
  it("is built", () => {
    expect(production.output.slice(-3000)).toContain("Netlify Build Complete");
    expect(production.ok).toBe(true);
    expect(printed(production.output)).toContain(`its links lead to ${launchUrl} (Netlify's URL)`);
  });

  it("gives the address Netlify gave in every canonical and language link, and says nowhere that it is a preview or not launched", () => {
    const words = layoutWords("en");
    for (const file of sitePages(production.publicDir)) {
      const document = pageOf(file);
      const route = routeOf(production.publicDir, file);
      const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute("href");
      if (publicRoutes.includes(route)) expect(canonical).toBe(route === "/" ? `${launchUrl}/` : `${launchUrl}${route}`);
      else expect(canonical?.startsWith(`${launchUrl}/`)).toBe(true);
      for (const alternate of Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]'))) expect(alternate.getAttribute("href")?.startsWith(`${launchUrl}/`)).toBe(true);
      expect(new URL(document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "").origin).toBe(launchUrl);
      expect(document.body.textContent).not.toContain(words.previewNotice.text);
      expect(document.body.textContent).not.toContain(words.notLaunchedNotice.text);
      // Search engines may list every page but the not-found ones (src/pages/404.tsx keeps those out
      // itself) and those no link leads to (`unlisted` in src/lib/contentPages.ts: the forms' thank-you page).
      if (!/(^|\/)404\.html$/.test(path.relative(production.publicDir, file)) && !unlisted.includes(route)) expect([path.relative(production.publicDir, file), document.querySelector('meta[name="robots"]')]).toEqual([path.relative(production.publicDir, file), null]);
    }
    expect(fs.readFileSync(path.join(production.publicDir, "_headers"), "utf8")).not.toMatch(/^\/\*\n(?: {2}.+\n)* {2}X-Robots-Tag/m);
  });

  it("lists every page at that address in the sitemap, and names the sitemap there in robots.txt", () => {
    const locations = Array.from(fs.readFileSync(path.join(production.publicDir, "sitemap-0.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g), (match) => match[1]).sort();
    expect(unlisted.length).toBeGreaterThan(0);
    expect(locations).toEqual(publicRoutes.filter((route) => !unlisted.includes(route)).map((route) => (route === "/" ? `${launchUrl}/` : `${launchUrl}${route}`)).sort());
    expect(fs.readFileSync(path.join(production.publicDir, "sitemap-index.xml"), "utf8")).toContain(`<loc>${launchUrl}/sitemap-0.xml</loc>`);
    expect(fs.readFileSync(path.join(production.publicDir, "robots.txt"), "utf8")).toBe(`User-agent: *\nDisallow: /admin/\n\nSitemap: ${launchUrl}/sitemap-index.xml\n`);
  });

  it.each(locales)("describes the organisation at that address in the structured data, and links the calendar there (%s)", (locale) => {
    const data = JSON.parse(pageOf(path.join(production.publicDir, locale === "en" ? "index.html" : `${locale}.html`)).querySelector('script[type="application/ld+json"]')?.textContent ?? "null");
    expect(data.url).toBe(`${launchUrl}/`);
    expect(new URL(data.logo).origin).toBe(launchUrl);
    expect(data.email).toBe("hola@mevsmeyouth.org");
    // Unfolded: a calendar file's long lines go on after a line break and a space (RFC 5545).
    const calendar = fs.readFileSync(path.join(production.publicDir, calendarPath(locale).slice(1)), "utf8").replace(/\r\n /g, "");
    expect(calendar).toContain(`URL:${launchUrl}${localePath(locale, "/contact")}\r\n`);
    expect(calendar).toContain("hola@mevsmeyouth.org");
  });

  const textFiles = () => filesUnder(production.publicDir).filter((file) => /\.(html|xml|txt|ics|json|js|css|yml|webmanifest)$|(^|\/)_headers$/.test(file));

  it("names that address in the editor's bar, and publishes example.org nowhere", () => {
    expect(fs.readFileSync(path.join(production.publicDir, "admin", "config.en.yml"), "utf8")).toContain(`display_url: ${launchUrl}`);
    expect(textFiles().length).toBeGreaterThan(publicRoutes.length);
    expect(textFiles().filter((file) => fs.readFileSync(path.join(production.publicDir, file), "utf8").includes("example.org"))).toEqual([]);
  });

  it("publishes no file of a photo no page uses any more (the sample photos the fixture replaced), and names none in the editor's page or files", () => {
    const removed = readSampleHashes().map((sample) => sample.file);
    expect(removed.length).toBeGreaterThan(0);
    const stems = new Set(removed.map((file) => path.parse(file).name));
    expect(filesUnder(production.publicDir).filter((file) => stems.has(path.parse(file).name))).toEqual([]);
    // Named nowhere: the editor's page (its list of photos), its snapshot, its configuration, the pages
    // (the editors' guide, admin/guide*.html, cites a file name as an example of one, listing nothing).
    const named = new RegExp(`(?<![\\w-])(${[...stems].map((stem) => stem.replace(/[.-]/g, "\\$&")).join("|")})\\.jpg`);
    const listing = textFiles().filter((file) => !/^admin\/guide[\w-]*\.html$/.test(file));
    expect(listing.filter((file) => named.test(fs.readFileSync(path.join(production.publicDir, file), "utf8")))).toEqual([]);
    expect(fs.readdirSync(path.join(production.publicDir, "admin", "photos")).every((name) => name.startsWith("real-"))).toBe(true);
  });
});

describe("the editor on that build, to an editor signed in to its backend", () => {
  const editor = useEditor(() => production.publicDir);

  it.each(["en", "es"] as Ui[])("still shows, in its library, a photo no page uses any more, read through the backend (%s)", async (ui) => {
    const [removed] = readSampleHashes().map((sample) => sample.file);
    const { page, errors } = await editor.open("collections/settings", { ui });
    await page.getByRole("button", { name: decapPhrase(ui, "app.header.media"), exact: true }).click();
    // Listed by its name, once decap-server has answered the library with every photo's bytes.
    await page.getByText(removed, { exact: true }).first().waitFor({ timeout: 120_000 });
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);

  it("once the site is marked live, lists what the published site answers, asked from the site itself", async () => {
    const ui: Ui = "en";
    const say = words[ui];
    // The choice as the editor's repository has it (the placeholders of data/ as it is left in it).
    const siteFile = path.join(editor.repo, "data", "site.yaml");
    fs.writeFileSync(siteFile, fs.readFileSync(siteFile, "utf8").replace(new RegExp(`^${launchedField}: false$`, "m"), `${launchedField}: true`));
    const { page, errors } = await editor.open("collections/settings", { ui });
    const button = page.getByRole("button", { name: new RegExp(`^${fillTemplate(say.interface.liveButton, { count: "\\d+" })}$`) });
    await button.waitFor({ timeout: 120_000 });
    await button.click();
    const list = page.getByRole("status", { name: say.interface.liveListHeading, exact: true });
    await list.waitFor();
    const lines = (await list.locator("li").allTextContents()).map((line) => line.replace(/\s+/g, " "));
    // This test's server is Netlify's engines without Identity: the login is named as missing. The
    // editor's configuration is given the local backend here, as npm run edit's is: named too, as it
    // would be if a published one carried it. The headers and the launch are right.
    const site = editor.server.url;
    const live = [
      liveLine({ reason: "identityMissing", problem: true, details: { address: `${site}/.netlify/identity/settings` } }, say),
      ...locales.map((locale) => liveLine({ reason: "localBackend", problem: true, details: { address: `${site}/admin/config.${locale}.yml` } }, say)),
      liveLine({ reason: "headersRight", problem: false, details: {} }, say),
      liveLine({ reason: "launched", problem: false, details: {} }, say),
    ].map((line) => line.replace(/\s+/g, " "));
    // After what a publish would now refuse (the repository's placeholders, each with its way to its field).
    expect(lines.slice(-live.length)).toEqual(live);
    expect(lines.slice(0, -live.length).every((line) => line.startsWith(`${say.interface.launchBlocks}: `))).toBe(true);
    const problems = lines.filter((line) => line.startsWith(`${say.interface.launchBlocks}: `)).length;
    expect(await button.textContent()).toBe(fillTemplate(say.interface.liveButton, { count: problems }));
    expect(errors).toEqual([]);
    await page.close();
    // Decap's bundle and the local backend take a while on a busy machine (as in e2e/editor-launch.e2e.test.ts).
  }, 240_000);
});
