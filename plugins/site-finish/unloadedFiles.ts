/**
 * Nothing ships that nothing loads. Gatsby leaves its own working files in public/: its runtime
 * (app, framework, webpack-runtime and page chunks with their source maps), page-data/, slices,
 * chunk-map.json, webpack.stats.json, ~partytown/. The pages load none of them (gatsby-ssr.tsx
 * leaves Gatsby's scripts out), and the build's cache keeps Gatsby's copy (./buildCache.ts). So the
 * deploy keeps what is served on its own (the pages, robots.txt, Netlify's _headers and
 * _redirects and the files its redirects lead to, the editor under admin/, the files of static/)
 * and every file one of those names, followed through the manifest, the sitemap and so on; every
 * other file is removed.
 */
import fs from "node:fs";
import path from "node:path";

/** Files that may name others: pages, scripts, the manifest, the sitemap, robots.txt, styles, configuration, calendars. */
const textFile = /(\.(html|js|xml|txt|webmanifest|json|css|svg|yml|ics)|^_redirects)$/;

/** Every file under a folder, as paths relative to it with forward slashes. */
export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether a text file at `from` names `file`: by its address (/static/…/photo.avif, with or
 * without the site's origin) or relative to `from`'s folder (the manifest's "icons/icon-48x48.png"),
 * as a whole reference: after a quote, bracket, equals sign, comma or space.
 */
export function names(text: string, from: string, file: string): boolean {
  if (text.includes(`/${file}`) || text.includes(`/${encodeURI(file)}`)) return true;
  const relative = path.posix.relative(path.posix.dirname(from), file);
  return new RegExp(`(?:^|["'(=,\\s])(?:\\./)?${escapeRegExp(relative)}(?=["'?#),\\s]|$)`).test(text);
}

/**
 * The files to keep: `roots`, and every file a kept text file names (see `names`), until nothing
 * new is found. Files under the `unread` folders are kept but not read (the editor: its own
 * folder is kept whole, and its 5 MB of scripts name nothing else of the site's).
 */
export function loadedFiles(publicDir: string, roots: Iterable<string>, { unread = [] }: { unread?: readonly string[] } = {}): Set<string> {
  const candidates = new Set(filesUnder(publicDir));
  const kept = new Set<string>();
  const queue: string[] = [];
  const keep = (file: string) => {
    if (!candidates.delete(file)) return;
    kept.add(file);
    queue.push(file);
  };
  for (const root of roots) keep(root);
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (!textFile.test(file) || unread.some((folder) => file.startsWith(folder))) continue;
    const text = fs.readFileSync(path.join(publicDir, file), "utf8");
    for (const candidate of [...candidates]) if (names(text, file, candidate)) keep(candidate);
  }
  return kept;
}

/** Removes every file of publicDir that is not kept, and the folders left empty; returns the removed files. */
export function removeUnloaded(publicDir: string, kept: ReadonlySet<string>): string[] {
  const removed = filesUnder(publicDir).filter((file) => !kept.has(file));
  for (const file of removed) fs.rmSync(path.join(publicDir, file));
  const folders = fs
    .readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length);
  for (const folder of folders) if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  return removed;
}
