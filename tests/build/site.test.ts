/**
 * The production build, as served: every route exists with its key content in the HTML itself
 * (so it is there without JavaScript), with the head, landmarks and photos a visitor relies on.
 * Run after `gatsby build` (npm test does both).
 */
import fs from "fs";
import path from "path";
import { JSDOM } from "jsdom";
import { localeOfPath, pathWithoutLocale } from "../../src/lib/locales";
import { allHtmlFiles, loadPage, publicDir, text } from "../support/built-site";
import { yamlData } from "../support/content";
import { pagesFromData, visibleText } from "../support/pages";
import { sitePage, sitePages } from "../../src/lib/contentPages";
import { localePath, locales } from "../support/routes";
import { siteAddress } from "../../src/lib/siteAddress";

/**
 * Every page in every language (the not-found page too), as data/ and the list of pages say
 * (tests/support/pages.ts; tests/unit/pages-table.test.ts holds it to words written out, on the
 * unit tests' fixed copy of the content).
 */
const expectations = locales.flatMap((locale) => pagesFromData(locale));
const routes = Object.fromEntries(expectations.map(({ route, title, h1, content }) => [route, { title, h1, content }]));

/** Every link of the header and the footer, as data/nav.yaml and data/programs.yaml write them. */
const navigationHrefs: string[] = (() => {
  const nav = yamlData("nav");
  const links = [...nav.main, nav.cta, ...nav.quick, ...nav.legal] as { to: string }[];
  const programs = yamlData("programs").programs as { id: string }[];
  return [...links.map((link) => link.to), ...programs.map((program) => `${sitePage("programs").path}#${program.id}`)];
})();

describe.each(Object.entries(routes))("the built page %s", (route, expected) => {
  const document = loadPage(route);

  it("is in its language (English, or Spanish under /es), titled and described", () => {
    expect(document.documentElement.getAttribute("lang")).toBe(localeOfPath(route));
    expect(text(document.querySelector("title"))).toBe(expected.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute("content")?.length).toBeGreaterThan(50);
    // At the address this build was given (src/lib/siteAddress.ts: Netlify's, or npm start's here).
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")?.startsWith(`${siteAddress().url}/`)).toBe(true);
  });

  it("is styled before any JavaScript runs: global rules first, then the component styles, in the HTML", () => {
    const styles = Array.from(document.head.querySelectorAll("style"));
    const global = styles.findIndex((style) => style.hasAttribute("data-global-css"));
    const components = styles.findIndex((style) => style.hasAttribute("data-styled"));
    expect(global).toBeGreaterThanOrEqual(0);
    expect(components).toBeGreaterThan(global);
    const globalRules = styles[global].textContent ?? "";
    expect(globalRules).toMatch(/body\{[^}]*font-family:/);
    expect(globalRules).toMatch(/scroll-padding-top:/);
    expect(globalRules).toMatch(/:focus-visible\{/);
    expect(styles[components].textContent).toMatch(/\.[\w-]+\{/);
  });

  it("has one h1 and its key content in the HTML", () => {
    const h1s = Array.from(document.querySelectorAll("h1"));
    expect(h1s.map(text)).toEqual([expected.h1]);
    const body = text(document.body);
    for (const piece of expected.content) expect(body).toContain(piece);
  });

  it("has the skip link first, leading to the page's h1 in main (which takes focus, never a Tab stop), then the header, main and footer", () => {
    const firstLink = document.querySelector("body a");
    const target = document.getElementById(firstLink?.getAttribute("href")?.replace(/^#/, "") ?? "");
    expect(target?.tagName).toBe("H1");
    expect(target?.getAttribute("tabindex")).toBe("-1");
    const main = document.querySelector("main#main");
    expect(main).not.toBeNull();
    expect(main?.contains(target ?? null)).toBe(true);
    // The site's banner and contentinfo landmarks: a header and a footer outside <main>.
    const outsideMain = (selector: string) => Array.from(document.querySelectorAll(selector)).filter((el) => !main?.contains(el));
    expect(outsideMain("header")).toHaveLength(1);
    expect(outsideMain("footer")).toHaveLength(1);
  });

  it("links the whole navigation and the footer, in its own language", () => {
    // The header's language link and the offer of the twin (languages.test.ts) lead to the other language.
    const hrefs = Array.from(document.querySelectorAll("a:not([data-language-switch])"))
      .filter((a) => !a.closest('[data-module="language-offer"]'))
      .map((a) => a.getAttribute("href"));
    for (const href of navigationHrefs) {
      expect(hrefs).toContain(localePath(localeOfPath(route), href));
    }
    for (const locale of locales.filter((other) => other !== localeOfPath(route))) {
      expect(hrefs.filter((href) => href?.startsWith("/") && localeOfPath(href) === locale)).toEqual([]);
    }
  });
});

describe("every built page", () => {
  const files = allHtmlFiles();

  it("was found", () => {
    expect(files.length).toBeGreaterThanOrEqual(Object.keys(routes).length);
  });

  it.each(files.map((file) => [path.relative(publicDir, file), file]))("%s has no dead href=\"#\" link", (_name, file) => {
    expect(fs.readFileSync(file, "utf8")).not.toMatch(/href="#"/);
  });
});

describe.each(locales)("the home page's photos (%s)", (locale) => {
  const document = loadPage(localePath(locale, "/"));
  const heroAlt = visibleText(yamlData("pages/home", locale).hero.photo.alt);

  it("serves the hero photo as AVIF and WebP with a JPEG fallback, loaded eagerly", () => {
    expect(heroAlt).not.toBe("");
    const img = Array.from(document.querySelectorAll("img")).find((candidate) => candidate.getAttribute("alt") === heroAlt);
    expect(img).toBeDefined();
    expect(img?.getAttribute("loading")).toBe("eager");
    const picture = img?.closest("picture");
    const types = Array.from(picture?.querySelectorAll("source") ?? []).map((source) => source.getAttribute("type"));
    expect(types).toEqual(["image/avif", "image/webp"]);
    expect(img?.getAttribute("src") ?? img?.getAttribute("data-src")).toMatch(/\.jpg$/);
  });

  it("asks for the hero photo first, at high priority, where it stands beside the text (wide screens)", () => {
    const preload = document.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute("fetchpriority")).toBe("high");
    expect(preload?.getAttribute("media")).toBe("(min-width: 64em)");
    expect(preload?.getAttribute("imagesrcset")).toMatch(/\.avif \d+w/);
  });
});

/** The pages that show photos, the home page apart (its hero is loaded at once: above). */
const photoRoutes = expectations.filter((page) => page.photos && pathWithoutLocale(page.route) !== "/").map((page) => page.route);

describe.each(photoRoutes)("the photos of %s", (route) => {
  const document = loadPage(route);
  const photos = Array.from(document.querySelectorAll("img[data-main-image]"));
  // The galleries' photos (the About page's galleries, the Impact page's participants) come as WebP
  // and JPEG only (src/components/ui/Photo.tsx, GalleryImage); every other photo also as AVIF.
  const locale = localeOfPath(route);
  const galleries: Record<string, () => { alt: string }[]> = {
    "/about": () => (yamlData("galleries", locale).galleries as { photos: { alt: string }[] }[]).flatMap((gallery) => gallery.photos),
    "/impact": () => yamlData("pages/impact", locale).participants.photos,
  };
  const galleryPage = pathWithoutLocale(route).startsWith("/galleries/");
  const galleryAlts = new Set((galleries[pathWithoutLocale(route)]?.() ?? []).map((photo) => visibleText(photo.alt)));

  it("are all served from gatsby-plugin-image's data, described, as AVIF and WebP with a JPEG fallback (WebP and JPEG in a gallery)", () => {
    expect(photos.length).toBeGreaterThan(0);
    for (const img of photos) {
      expect(img.getAttribute("alt")?.length).toBeGreaterThan(10);
      const types = Array.from(img.closest("picture")?.querySelectorAll("source") ?? []).map((source) => source.getAttribute("type"));
      expect(types).toEqual(galleryPage || galleryAlts.has(img.getAttribute("alt") ?? "") ? ["image/webp"] : ["image/avif", "image/webp"]);
      expect(img.getAttribute("src")).toMatch(/^\/static\/.+\.jpg$/);
      expect(img.getAttribute("srcset")).toMatch(/\.jpg \d+w/);
    }
  });

  it("load lazily by the browser itself, with no script and no data-src stand-ins: a phone's first view shows none of them (a gallery's page the first two, a page of sections the first)", () => {
    // Where each photo is on a screen: e2e/budgets.e2e.test.ts.
    // A page of sections' first photo stands at a phone's fold, under the first section's words.
    const shownAtOnce = galleryPage ? 2 : sitePages.some((page) => page.model === "sections" && localePath(locale, page.path ?? "") === route) ? 1 : 0;
    for (const [index, img] of photos.entries()) {
      expect(img.getAttribute("loading")).toBe(index < shownAtOnce ? "eager" : "lazy");
      expect(img.closest("picture")?.querySelector("[data-src], [data-srcset]")).toBeNull();
    }
    // No image-loading script of their own: the page's only script is its enhancement modules.
    const scripts = Array.from(document.querySelectorAll("script:not([type='application/ld+json'])"));
    expect(scripts.map((script) => script.getAttribute("type"))).toEqual(["module"]);
    expect(scripts[0].textContent).not.toMatch(/IntersectionObserver|data-src/);
  });

  it("has a wide screen ask for its first photo (the largest thing in its first view) at high priority, a phone not", () => {
    const preloads = Array.from(document.querySelectorAll('link[rel="preload"][as="image"]'));
    expect(preloads).toHaveLength(1);
    expect(preloads[0].getAttribute("fetchpriority")).toBe("high");
    expect(preloads[0].getAttribute("media")).toBe("(min-width: 64em)");
    // The same files and sizes as the page's first photo, so the browser takes the preloaded one.
    const first = photos[0].closest("picture")?.querySelector("source");
    expect(preloads[0].getAttribute("type")).toBe(first?.getAttribute("type"));
    expect(preloads[0].getAttribute("imagesrcset")).toBe(first?.getAttribute("srcset"));
    expect(preloads[0].getAttribute("imagesizes")).toBe(first?.getAttribute("sizes"));
  });

  it("hold their space before they load, in the photo's own colour, so nothing shifts", () => {
    for (const img of photos) {
      const frame = img.closest("picture")?.parentElement as HTMLElement;
      // A class of the frame's (no style attribute: the policy allows none) gives it the photo's
      // own ratio. (jsdom's CSS does not know aspect-ratio: read the rule's text.)
      const styles = Array.from(document.querySelectorAll("style"), (style) => style.textContent).join("");
      const rules = Array.from(frame.classList, (name) => styles.match(new RegExp(`\\.${name}\\{([^}]*)\\}`))?.[1] ?? "").join(";");
      const ratio = rules.match(/aspect-ratio:\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)/);
      expect(ratio).not.toBeNull();
      expect(Number(ratio?.[1]) / Number(ratio?.[2])).toBeCloseTo(Number(img.getAttribute("width")) / Number(img.getAttribute("height")), 2);
      expect(rules).toMatch(/background-color:\s*#[0-9a-f]{6}/i);
      // No blurred copy: no browser counts one as the page's content, and each weighs 0.3 KB of HTML.
      expect(frame.querySelector(":scope > img[aria-hidden='true']")).toBeNull();
    }
  });
});

describe("every built page's bytes", () => {
  it("hold no NUL byte (React 18's streaming renderer leaks them at its buffer's edge; the finishing step takes them out)", () => {
    expect(allHtmlFiles().filter((file) => fs.readFileSync(file).includes(0))).toEqual([]);
  });
});

describe("links between pages", () => {
  const files = allHtmlFiles();
  const pages = new Map(files.map((file) => [file, new JSDOM(fs.readFileSync(file, "utf8")).window.document]));
  const routeOf = (file: string) => {
    const relative = path.relative(publicDir, file).split(path.sep).join("/");
    if (relative === "index.html") return "/";
    return `/${relative.replace(/\/index\.html$/, "").replace(/\.html$/, "")}`;
  };
  const idsOf = new Map(Array.from(pages, ([file, document]) => [routeOf(file), new Set(Array.from(document.querySelectorAll("[id]"), (el) => el.id))]));

  it.each(files.map((file) => [routeOf(file), file]))("every internal link on %s leads to a page, and every #id to an element", (_route, file) => {
    const document = pages.get(file) as Document;
    const broken: string[] = [];
    for (const anchor of Array.from(document.querySelectorAll("a[href]"))) {
      const href = anchor.getAttribute("href") ?? "";
      if (!href.startsWith("/") && !href.startsWith("#")) continue;
      const url = new URL(href, `https://site.test${routeOf(file)}`);
      // As the server resolves it: /404.html is the file 404.html (the not-found pages link each other so).
      const target = url.pathname.replace(/\/$/, "").replace(/\.html$/, "") || "/";
      // A link to a file the site serves (the program's calendar file) leads to that file.
      if (!url.hash && /\.[a-z]+$/.test(target) && fs.existsSync(path.join(publicDir, target))) continue;
      const ids = idsOf.get(target);
      if (!ids) broken.push(`${href} (no page ${target})`);
      else if (url.hash && !ids.has(decodeURIComponent(url.hash.slice(1)))) broken.push(`${href} (no #${url.hash.slice(1)} on ${target})`);
    }
    expect(broken).toEqual([]);
  });

  it.each(files.map((file) => [routeOf(file), file]))("links leaving the site from %s in a new tab are safe", (_route, file) => {
    const document = pages.get(file) as Document;
    for (const anchor of Array.from(document.querySelectorAll('a[target="_blank"]'))) {
      expect(anchor.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });
});
