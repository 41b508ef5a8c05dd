/**
 * Serves public/ the way Netlify does: clean URLs (/about → about/index.html), /404.html with
 * status 404 for anything unknown, on a loopback port the operating system picks.
 */
import fs from "fs";
import http from "http";
import path from "path";
import type { AddressInfo } from "net";

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
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

function resolveFile(root: string, urlPath: string): string | null {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = [path.join(root, clean), path.join(root, clean, "index.html"), path.join(root, `${clean}.html`)];
  return candidates.find((file) => file.startsWith(root) && fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

export function serve(root = path.resolve(__dirname, "../public")): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    const file = resolveFile(root, pathname);
    const status = file ? 200 : 404;
    const body = file ?? path.join(root, "404.html");
    response.writeHead(status, { "Content-Type": types[path.extname(body)] ?? "application/octet-stream" });
    fs.createReadStream(body).pipe(response);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
