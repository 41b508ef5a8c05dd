/**
 * Serves public/ the way Netlify does: clean URLs (/about → about/index.html), /404.html with
 * status 404 for anything unknown, text compressed with brotli or gzip as the browser accepts,
 * and the custom headers of netlify.toml and the build's _headers (the Content-Security-Policy
 * among them), on a loopback port the operating system picks. Without compression Lighthouse
 * would measure the scripts at several times the bytes a visitor downloads.
 * Used by `npm run serve`, the browser tests (e2e/) and the benchmark (bench/).
 */
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { headersFor, loadRules } from "../build/netlifyHeaders";

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

type Encoding = "br" | "gzip";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

const compressible = new Set([".html", ".js", ".json", ".css", ".svg", ".txt", ".xml", ".webmanifest", ".yml"]);

/** Compressed bodies by file, encoding and modification time: each file is compressed once. */
const compressedCache = new Map<string, { mtimeMs: number; body: Buffer }>();

function compressed(file: string, encoding: Encoding): Buffer {
  const { mtimeMs } = fs.statSync(file);
  const key = `${encoding}:${file}`;
  const cached = compressedCache.get(key);
  if (cached && cached.mtimeMs === mtimeMs) return cached.body;
  const raw = fs.readFileSync(file);
  const body = encoding === "br" ? zlib.brotliCompressSync(raw) : zlib.gzipSync(raw, { level: 9 });
  compressedCache.set(key, { mtimeMs, body });
  return body;
}

/** The encoding to answer with, from the request's Accept-Encoding, as Netlify chooses it. */
function chooseEncoding(acceptEncoding: string | undefined, extension: string): Encoding | null {
  if (!compressible.has(extension)) return null;
  const accepted = String(acceptEncoding ?? "").split(",").map((part) => part.trim().split(";")[0]);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

function resolveFile(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null; // A malformed address (a stray "%") is a page that does not exist, not a crash.
  }
  const clean = path.normalize(decoded).replace(/^(\.\.[/\\])+/, "");
  const candidates = [path.join(root, clean), path.join(root, clean, "index.html"), path.join(root, `${clean}.html`)];
  return candidates.find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/**
 * The not-found page for an unknown address: a language's own (public/es/404.html for /es/…),
 * as netlify.toml's redirect for that language says, else the site's.
 */
function notFoundPage(root: string, pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  const localised = path.join(root, first, "404.html");
  return first && /^[a-z]{2}$/.test(first) && fs.existsSync(localised) ? localised : path.join(root, "404.html");
}

/**
 * Serves `root` (the build's public/) with the headers of `tomlFile` (by default the netlify.toml
 * beside it), on `port` (by default one the operating system picks); over HTTPS at
 * https://localhost:<port> when given a `tls` key and certificate (scripts/observatory.ts).
 */
export function serve(
  root: string,
  { tomlFile = path.join(root, "..", "netlify.toml"), port = 0, tls }: { tomlFile?: string; port?: number; tls?: { key: Buffer; cert: Buffer } } = {},
): Promise<StaticServer> {
  const handler: http.RequestListener = (request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    // Netlify reads its configuration files from the publish folder but never serves them.
    const file = /^\/_(headers|redirects)$/.test(pathname) ? null : resolveFile(root, pathname);
    const body = file ?? notFoundPage(root, pathname);
    const extension = path.extname(body);
    const encoding = chooseEncoding(request.headers["accept-encoding"], extension);
    // Read on every request: a rebuild writes a new _headers while the server runs.
    const rules = loadRules({ tomlFile, headersFile: path.join(root, "_headers") });
    const headers: Record<string, string | number> = {
      ...headersFor(rules, pathname),
      "Content-Type": types[extension] ?? "application/octet-stream",
      Vary: "Accept-Encoding",
    };
    if (encoding) {
      const payload = compressed(body, encoding);
      response.writeHead(file ? 200 : 404, { ...headers, "Content-Encoding": encoding, "Content-Length": payload.length });
      response.end(request.method === "HEAD" ? undefined : payload);
      return;
    }
    response.writeHead(file ? 200 : 404, headers);
    fs.createReadStream(body).pipe(response);
  };
  const server = tls ? https.createServer(tls, handler) : http.createServer(handler);
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: listening } = server.address() as AddressInfo;
      // The certificate names localhost; plain HTTP keeps the loopback address the tests use.
      const url = tls ? `https://localhost:${listening}` : `http://127.0.0.1:${listening}`;
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
