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

/** Whether .cache is one develop cannot use: Gatsby's records with no page data in public/ beside them. */
export function hasUnusableCache(projectDir: string): boolean {
  return fs.existsSync(path.join(projectDir, ".cache")) && !fs.existsSync(path.join(projectDir, "public", "page-data"));
}

/** Clears what develop cannot use; returns the line that says so, or null when nothing was cleared. */
export function clearForDevelop(projectDir: string): string | null {
  if (!hasUnusableCache(projectDir)) return null;
  for (const folder of [".cache", "public"]) fs.rmSync(path.join(projectDir, folder), { recursive: true, force: true });
  return "Removed .cache and public/, left by a production build, which gatsby develop cannot use (the production build keeps its own cache in .netlify/build-cache).";
}
