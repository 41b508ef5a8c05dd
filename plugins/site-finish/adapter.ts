/**
 * The site's Gatsby adapter: how a build becomes the deploy, named in gatsby-config.ts so that a
 * build on Netlify installs nothing (without one, Gatsby installs gatsby-adapter-netlify during
 * the build) and does exactly what a build anywhere else does. Netlify's adapter would append
 * Gatsby's default headers to _headers (a second referrer policy, x-xss-protection…) and move the
 * pages after the steps that hash and check them; this one keeps Gatsby's cache with Netlify's own
 * utilities (./buildCache.ts) and then finishes public/ in one ordered step (./finishSite.ts).
 * Why: docs/decisions.md, "The deploy path".
 */
import type { IAdapter } from "gatsby";
import { restoreBuildCache, storeBuildCache } from "./buildCache";
import { finishSite } from "./finishSite";
import type { Publication, SiteAddress } from "../../src/lib/siteAddress";

export interface SiteAdapterOptions {
  /** Where this build is published (robots.txt names its sitemap). */
  readonly address: SiteAddress;
  /** What it publishes: a preview, or the site before its launch, is kept out of search engines. */
  readonly publication: Publication;
}

export function siteAdapter({ address, publication }: SiteAdapterOptions): IAdapter {
  return {
    name: "mevsme-netlify-static",
    cache: {
      restore: ({ directories }) => restoreBuildCache(directories),
      store: ({ directories }) => storeBuildCache(directories),
    },
    async adapt({ routesManifest, functionsManifest, reporter }) {
      // A static site: a function, or a redirect made with createRedirect, would need a part of
      // Netlify this adapter does not set up, so it stops the build instead of shipping it broken.
      const unsupported = [...routesManifest.filter((route) => route.type !== "static").map((route) => `${route.type} route ${route.path}`), ...functionsManifest.map((fn) => `function ${fn.name}`)];
      if (unsupported.length > 0) reporter.panic(`This site's adapter deploys static pages only; found:\n  ${unsupported.join("\n  ")}`);
      const { problems, removed, pages } = await finishSite({ projectDir: process.cwd(), routes: routesManifest, siteUrl: address.url, publication });
      if (problems.length > 0) reporter.panic(`The deploy is not ready: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
      reporter.info(`Finished ${pages.length} pages for Netlify; left out ${removed.length} files Gatsby wrote that nothing loads.`);
    },
    config: () => ({
      supports: { pathPrefix: false, trailingSlash: ["never"] },
      pluginsToDisable: ["gatsby-plugin-netlify", "gatsby-plugin-netlify-cache"],
    }),
  };
}
