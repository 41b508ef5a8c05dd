/**
 * `gatsby develop` after a production build in the same folder (`npm start`, `npm test`): the
 * build's finishing step (./finishSite.ts) takes Gatsby's page data out of public/, but .cache
 * still records it as written, so develop does not write it again and its bundle cannot resolve
 * the static queries' results ("Can't resolve '../../public/page-data/sq/d/….json'"). Gatsby's
 * own check for a cache without its public/ comes too late under develop, which has already
 * copied static/ into public/. So `npm run develop` and `npm run edit` (scripts/develop.ts,
 * scripts/edit.ts) clear that cache and that public/ first, as `npm run clean` would, and keep the
 * production build's own cache (.netlify/build-cache: ./buildCache.ts), which it restores next time.
 */
import fs from "node:fs";
import path from "node:path";

/**
 * Whether .cache or public/ is one develop cannot use: without Gatsby's page data in public/
 * (a finished production build, or its .cache alone, whose records develop would trust).
 */
export function hasUnusableCache(projectDir: string): boolean {
  const has = (folder: string) => fs.existsSync(path.join(projectDir, folder));
  return (has(".cache") || has("public")) && !has(path.join("public", "page-data"));
}

/** Clears what develop cannot use; returns the line that says so, or null when nothing was cleared. */
export function clearForDevelop(projectDir: string): string | null {
  if (!hasUnusableCache(projectDir)) return null;
  for (const folder of [".cache", "public"]) fs.rmSync(path.join(projectDir, folder), { recursive: true, force: true });
  return "Removed .cache and public/, left by a production build without the page data gatsby develop needs (the production build keeps its own cache in .netlify/build-cache).";
}
