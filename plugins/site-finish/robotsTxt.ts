/**
 * public/robots.txt, written on every build by the finishing step (./finishSite.ts): the sitemap for
 * search engines and the content editor kept out. On a deploy preview or branch deploy (src/lib/siteAddress.ts) it
 * asks every crawler to stay away entirely.
 */
export function robotsTxt({ siteUrl, production }: { siteUrl: string; production: boolean }): string {
  const rules = production ? ["User-agent: *", "Disallow: /admin/"] : ["User-agent: *", "Disallow: /"];
  return `${[...rules, "", `Sitemap: ${new URL("/sitemap-index.xml", siteUrl).toString()}`].join("\n")}\n`;
}
