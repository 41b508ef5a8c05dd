/**
 * Where this build will be published, and so the address every absolute link is made from
 * (canonical links, hreflang alternates, the sitemap, robots.txt, Open Graph, the structured data,
 * the calendar files, the editor's top bar): never written in code, given by Netlify at build.
 * Netlify sets CONTEXT and the deploy's addresses on each of its builds
 * (https://docs.netlify.com/build/configure-builds/environment-variables/, "Deploy URLs and metadata"):
 *  - production (CONTEXT=production): URL, the site's main address (its custom domain once set,
 *    else https://<name>.netlify.app);
 *  - a deploy preview or a branch deploy (any other CONTEXT but `dev`): DEPLOY_PRIME_URL, the
 *    preview's or branch's own address (DEPLOY_URL, the one deploy's, if Netlify gave no other);
 *  - off Netlify (no CONTEXT) and `netlify build` on this machine (scripts/netlify-build.ts gives it
 *    `dev`, Netlify's context for a developer's computer): `npm start`'s address, localSiteUrl.
 * A production build without URL falls back to localSiteUrl too, and the launch check refuses it
 * (src/content/launchCheck.ts): the real address is Netlify's to give. Why: docs/decisions.md.
 */

/** What a build is for: the public site, a preview of a change, or a build on this computer. */
export type DeployKind = "production" | "preview" | "local";

/** The address of `npm start` (scripts/serve.ts), which a build off Netlify links to. */
export const localSiteUrl = "http://localhost:9000";

/** The environment variables Netlify sets that the address is read from. */
export interface DeployEnvironment {
  readonly CONTEXT?: string;
  readonly URL?: string;
  readonly DEPLOY_PRIME_URL?: string;
  readonly DEPLOY_URL?: string;
}

export interface SiteAddress {
  readonly kind: DeployKind;
  /** The address absolute links start with, without a trailing slash: "https://www.mevsme.org". */
  readonly url: string;
  /** Where it came from: one of Netlify's variables, or the local default. */
  readonly from: "URL" | "DEPLOY_PRIME_URL" | "DEPLOY_URL" | "localSiteUrl";
  /** The production address Netlify gave this build (URL, on every Netlify build), if any: what the launch check judges. */
  readonly productionUrl: string | null;
}

/** A build's kind from Netlify's CONTEXT: unset or `dev` is this computer; anything but production is a preview. */
export function deployKind(context: string | undefined): DeployKind {
  if (context === undefined || context === "" || context === "dev") return "local";
  return context === "production" ? "production" : "preview";
}

/** An address as links are made from it (an origin and path, no trailing slash), or null when it is none. */
function webAddress(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

/** This build's address, from Netlify's variables (`process.env` by default). */
export function siteAddress(env: DeployEnvironment = process.env): SiteAddress {
  const kind = deployKind(env.CONTEXT);
  const productionUrl = webAddress(env.URL);
  const candidates: readonly SiteAddress["from"][] = kind === "production" ? ["URL"] : kind === "preview" ? ["DEPLOY_PRIME_URL", "DEPLOY_URL", "URL"] : [];
  for (const from of candidates) {
    const url = webAddress(env[from as keyof DeployEnvironment]);
    if (url) return { kind, url, from, productionUrl };
  }
  return { kind, url: localSiteUrl, from: "localSiteUrl", productionUrl };
}

/**
 * What a build publishes: the site live for everyone (production, once the organisation has marked
 * it live: data/site.yaml `launched`), the site before its launch (production before that: every
 * page says so and no search engine indexes it, so the organisation can accept its editors'
 * invitations and fill it in on its own address), a preview of a change, or a build on this computer.
 */
export type Publication = "live" | "notLaunched" | "preview" | "local";

export const publicationOf = (kind: DeployKind, launched: boolean): Publication => (kind === "production" ? (launched ? "live" : "notLaunched") : kind);

/**
 * Whether search engines may index it and find it in a sitemap: the live site, and a build on this
 * computer (the tests check the site as it will be published); never a preview, nor the site before launch.
 */
export const isIndexable = (publication: Publication): boolean => publication === "live" || publication === "local";
