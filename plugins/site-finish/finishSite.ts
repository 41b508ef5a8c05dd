/**
 * The one step that turns Gatsby's output into the deploy, run by the site's adapter
 * (./adapter.ts) after Gatsby has written every page and stored its cache, so nothing rewrites
 * public/ after it (the editor's plugin has written /admin in onPostBuild, before). In order, from
 * the one list of built pages (./builtPages.ts):
 *  1. each page to the file Netlify serves its address from (about/index.html → about.html),
 *     without Gatsby's router markup (./routerMarkup.ts) or React 18's stray NUL bytes
 *     (./strayBytes.ts);
 *  2. each page's script (./pageScripts.ts);
 *  3. robots.txt for this deploy (./robotsTxt.ts);
 *  4. Gatsby's runtime and working files out: only what the site loads ships (./unloadedFiles.ts);
 *  5. last, the policies and headers, which hash what the steps above wrote (./headersFile.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { builtPages, type BuiltPage, type ManifestRoute } from "./builtPages";
import { writeHeaders } from "./headersFile";
import { redirectTargets } from "./netlifyRules";
import { addPageScripts } from "./pageScripts";
import { robotsTxt } from "./robotsTxt";
import { withoutGatsbyRouterMarkup } from "./routerMarkup";
import { pagesWithNulBytes, withoutStrayNulBytes } from "./strayBytes";
import { filesUnder, loadedFiles, removeUnloaded } from "./unloadedFiles";
import { isIndexable, type Publication } from "../../src/lib/siteAddress";

export interface FinishOptions {
  /** The project folder (netlify.toml, static/); its public/ is finished. */
  readonly projectDir: string;
  /** Gatsby's routes manifest, as its adapter receives it. */
  readonly routes: readonly ManifestRoute[];
  readonly siteUrl: string;
  /** What the build publishes (src/lib/siteAddress.ts): only the live site and a build on this computer are indexable. */
  readonly publication: Publication;
}

export interface FinishedSite {
  readonly pages: readonly BuiltPage[];
  /** The files of Gatsby's output the deploy leaves out, relative to public/. */
  readonly removed: readonly string[];
  /** What would ship broken, one sentence per problem, each naming its file; none on success. */
  readonly problems: readonly string[];
}

/** Step 1: writes each page to its own file, tidied, and removes the file Gatsby wrote it to. */
function placePages(projectDir: string, publicDir: string, pages: readonly BuiltPage[]): void {
  const finals = new Set(pages.map((page) => path.join(publicDir, page.file)));
  for (const page of pages) {
    const source = path.join(projectDir, page.source);
    const target = path.join(publicDir, page.file);
    const html = withoutStrayNulBytes(withoutGatsbyRouterMarkup(fs.readFileSync(source, "utf8")));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, html);
    if (!finals.has(source)) fs.rmSync(source);
  }
}

export async function finishSite({ projectDir, routes, siteUrl, publication }: FinishOptions): Promise<FinishedSite> {
  const publicDir = path.join(projectDir, "public");
  const pages = builtPages(routes);
  if (pages.length === 0) return { pages, removed: [], problems: ["Gatsby's routes name no page: nothing to deploy"] };

  placePages(projectDir, publicDir, pages);
  await addPageScripts(pages.map((page) => path.join(publicDir, page.file)));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt({ siteUrl, publication }));

  const servedOnTheirOwn = [
    ...pages.map((page) => page.file),
    "robots.txt",
    "_headers",
    "_redirects",
    ...(await redirectTargets({ projectDir, publicDir })),
    ...filesUnder(path.join(publicDir, "admin")).map((file) => `admin/${file}`),
    // static/ is served as it is (Gatsby copies it into public/).
    ...filesUnder(path.join(projectDir, "static")),
  ];
  const removed = removeUnloaded(publicDir, loadedFiles(publicDir, servedOnTheirOwn, { unread: ["admin/"] }));
  const problems = await writeHeaders({ projectDir, publicDir, pages, indexable: isIndexable(publication) });
  const finished = pages.map((page) => ({ file: page.file, html: fs.readFileSync(path.join(publicDir, page.file), "utf8") }));
  problems.push(...pagesWithNulBytes(finished).map((file) => `public/${file} holds a NUL byte (U+0000), which no HTML text may`));
  return { pages, removed, problems };
}
