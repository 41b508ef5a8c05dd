/**
 * Gatsby's cache between builds (.cache and public, as Gatsby hands them to its adapter), kept
 * with Netlify's own cache utilities (@netlify/cache-utils) in the folders Gatsby's Netlify adapter
 * uses: Netlify's build cache on Netlify, .netlify/build-cache under netlify-cli, and the same
 * folder for a build anywhere else. Gatsby stores it before the adapter finishes public/ (./finishSite.ts), so the next
 * build starts from Gatsby's own output, page data and slices included, and rebuilds only what
 * changed. It is kept on every machine, not only on Netlify, so a local build is the same build.
 */
import fs from "node:fs";
import path from "node:path";

/** Where the cache is kept: Netlify's build cache on Netlify, else beside netlify-cli's local state. */
export function cacheFolder(env: NodeJS.ProcessEnv = process.env, projectDir: string = process.cwd()): string {
  if (env.NETLIFY && !env.NETLIFY_LOCAL) return "/opt/build/cache";
  return path.join(projectDir, ".netlify", "build-cache");
}

/** What the build needs of @netlify/cache-utils (bound to the cache's folder). */
export interface CacheUtils {
  restore: (paths: string[]) => Promise<boolean>;
  save: (paths: string[]) => Promise<boolean>;
}

async function netlifyCacheUtils(): Promise<CacheUtils> {
  const { bindOpts } = await import("@netlify/cache-utils");
  const utils = bindOpts({ cacheDir: cacheFolder() });
  return { restore: async (paths) => Boolean(await utils.restore(paths, {})), save: async (paths) => Boolean(await utils.save(paths, {})) };
}

/**
 * Puts back what the last build stored. With nothing stored, a public/ left on this computer by an
 * earlier build is removed: it was finished for deploying (its pages moved, Gatsby's own records
 * taken out) and would mislead Gatsby, which then also clears a .cache it finds without a public/.
 */
export async function restoreBuildCache(
  directories: readonly string[],
  { publicDir = path.resolve("public"), compiledDir = path.resolve(".cache", "compiled"), utils }: { publicDir?: string; compiledDir?: string; utils?: CacheUtils } = {},
): Promise<boolean> {
  // Gatsby compiles gatsby-config and gatsby-node into .cache/compiled before it asks for the
  // cache: the stored copy is the last build's, so this build's own is kept (with the old one, a
  // changed gatsby-config would reach Gatsby's query workers as it was).
  const fresh = fs.existsSync(compiledDir) ? fs.mkdtempSync(path.join(path.dirname(publicDir), ".compiled-")) : null;
  if (fresh) fs.renameSync(compiledDir, path.join(fresh, "compiled"));
  try {
    const restored = await (utils ?? (await netlifyCacheUtils())).restore([...directories]);
    if (!restored) fs.rmSync(publicDir, { recursive: true, force: true });
    return restored;
  } finally {
    if (fresh) {
      fs.rmSync(compiledDir, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(compiledDir), { recursive: true });
      fs.renameSync(path.join(fresh, "compiled"), compiledDir);
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  }
}

export async function storeBuildCache(directories: readonly string[], { utils }: { utils?: CacheUtils } = {}): Promise<void> {
  await (utils ?? (await netlifyCacheUtils())).save([...directories]);
}
