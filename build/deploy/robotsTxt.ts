/**
 * public/robots.txt, written after every build (gatsby-node.ts onPostBuild): the sitemap for
 * search engines and the content editor kept out. Outside production (./netlifyContext.ts) it
 * asks every crawler to stay away entirely.
 */
export function robotsTxt({ siteUrl, production }: { siteUrl: string; production: boolean }): string {
  const rules = production ? ["User-agent: *", "Disallow: /admin/"] : ["User-agent: *", "Disallow: /"];
  return `${[...rules, "", `Sitemap: ${new URL("/sitemap-index.xml", siteUrl).toString()}`].join("\n")}\n`;
}
