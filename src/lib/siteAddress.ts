/**
 * The production address: canonical URLs, Open Graph, the sitemap and robots.txt are built from it
 * (gatsby-config.ts), and the content editor's top bar links to it. BEFORE LAUNCH: the real address
 * (docs/launch.md).
 */
export const siteUrl = "https://mevsme-youth.example.org";
