import type { Publication } from "../../src/lib/siteAddress";

/**
 * public/robots.txt, written on every build by the finishing step (./finishSite.ts), for what the
 * build publishes (src/lib/siteAddress.ts):
 *  - the live site (and a build on this computer, tested as it will be published): the content
 *    editor kept out, and the sitemap named for search engines;
 *  - the site before its launch: the editor kept out and no sitemap (it has none), but its pages
 *    open to crawlers, so that they read each page's `noindex` and keep it out of their results (a
 *    page a robots.txt forbids can still be listed from links to it, unread);
 *  - a deploy preview or branch deploy: every crawler asked to stay away entirely.
 */
export function robotsTxt({ siteUrl, publication }: { siteUrl: string; publication: Publication }): string {
  const sitemap = ["", `Sitemap: ${new URL("/sitemap-index.xml", siteUrl).toString()}`];
  const lines =
    publication === "preview"
      ? ["User-agent: *", "Disallow: /", ...sitemap]
      : publication === "notLaunched"
        ? ["User-agent: *", "Disallow: /admin/"]
        : ["User-agent: *", "Disallow: /admin/", ...sitemap];
  return `${lines.join("\n")}\n`;
}
