/**
 * Serves public/ the way Netlify does: clean URLs (/about → about/index.html), /404.html with
 * status 404 for anything unknown, on a loopback port the operating system picks.
 * Used by the browser tests (e2e/) and the benchmark (scripts/bench.mjs).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const types = {
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
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

function resolveFile(root, urlPath) {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [path.join(root, clean), path.join(root, clean, "index.html"), path.join(root, `${clean}.html`)];
  return candidates.find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** @param {string} root the folder to serve (the build's public/) */
export function serve(root) {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const file = resolveFile(root, pathname);
    const body = file ?? path.join(root, "404.html");
    response.writeHead(file ? 200 : 404, { "Content-Type": types[path.extname(body)] ?? "application/octet-stream" });
    fs.createReadStream(body).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
