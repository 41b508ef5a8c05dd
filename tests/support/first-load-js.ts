/**
 * What a visitor's browser downloads as JavaScript to show a built page: Gatsby's app chunk group
 * (runtime, framework, app), the Layout's chunk group and the page component's (both fetched by the
 * app at once, see src/components/layout/layoutChunk.ts), and the page's inline scripts, each file
 * counted once. Sizes are gzip, as served.
 */
import fs from "fs";
import path from "path";
import zlib from "zlib";
import { publicDir } from "./built-site";

export interface ScriptWeight {
  file: string;
  gzipBytes: number;
}

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
}

const gzip = (content: string | Buffer): number => zlib.gzipSync(content, { level: 9 }).length;

function chunkGroupFiles(group: string): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as WebpackStats;
  const found = stats.namedChunkGroups[group];
  if (!found) throw new Error(`No chunk group ${group} in public/webpack.stats.json`);
  return found.assets.map((asset) => (typeof asset === "string" ? asset : asset.name)).filter((name) => name.endsWith(".js"));
}

/** The script files a built page runs as it loads (see above), each once. */
export function firstLoadFiles(pageDataName: string): string[] {
  const pageData = JSON.parse(
    fs.readFileSync(path.join(publicDir, "page-data", pageDataName, "page-data.json"), "utf8"),
  ) as { componentChunkName: string };
  return [...new Set([...chunkGroupFiles("app"), ...chunkGroupFiles("layout"), ...chunkGroupFiles(pageData.componentChunkName)])];
}

/** `route` as in the page-data folder: "index" for /, "privacy", "404.html"… */
export function firstLoadScripts(pageDataName: string, htmlFile: string): ScriptWeight[] {
  const files = firstLoadFiles(pageDataName);
  const html = fs.readFileSync(htmlFile, "utf8");
  const inline = Array.from(html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g), (match) => match[1]).filter(Boolean);
  return [
    ...files.map((file) => ({ file, gzipBytes: gzip(fs.readFileSync(path.join(publicDir, file))) })),
    ...inline.map((code, index) => ({ file: `inline script ${index + 1}`, gzipBytes: gzip(code) })),
  ];
}

export const totalKb = (scripts: ScriptWeight[]): number =>
  scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
