/**
 * Serves public/ with Netlify's own engines, as a deploy answers: @netlify/static finds the file for
 * an address (/about → about.html), @netlify/redirects applies netlify.toml's and public/_redirects'
 * rules (an unknown /es/… address gets es/404.html with status 404), @netlify/headers adds the
 * headers of netlify.toml and public/_headers (each page's Content-Security-Policy among them), and
 * anything else gets 404.html with status 404, as Netlify's custom not-found page. This file only
 * joins them in the order Netlify's local emulation (@netlify/dev) does, and compresses text with
 * brotli or gzip as Netlify's CDN does: without that, Lighthouse would measure the scripts at
 * several times the bytes a visitor downloads.
 * Used by `npm run serve`, the tests (through scripts/serve.ts, in its own process: the engines are
 * ES modules) and the benchmark.
 *
 * A POST is answered by a stand-in for Netlify Forms' endpoint, which no package of Netlify's
 * runs outside its platform (netlify-cli's `netlify dev` hands a post to a function of the site's
 * own, which this site has none of): see formPost below. It is a stand-in, not Netlify's code.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { HeadersHandler } from "@netlify/headers";
import { RedirectsHandler } from "@netlify/redirects";
import { StaticHandler } from "@netlify/static";
import { detectSiteForms, type DetectedForm } from "./netlify-forms";

export interface StaticServer {
  url: string;
  close: () => Promise<void>;
}

/** One post the stand-in accepted, as it is written to the log (one JSON line each). */
export interface FormSubmission {
  /** The form it names (`form-name`). */
  form: string;
  /** The address it was posted to. */
  path: string;
  /** The query string it was posted with ("" when none). */
  search: string;
  /** The fields Netlify would keep: those the form was detected with (form-name and honeypot aside). */
  fields: Record<string, string>;
  /** Names the detected form does not have, which Netlify drops. */
  ignored: string[];
  /** The honeypot was filled in: Netlify files it as spam. */
  spam: boolean;
}

/** The largest post the stand-in reads (Netlify's own limit for a submission is larger). */
const MAX_POST_BYTES = 1024 * 1024;

type Encoding = "br" | "gzip";

/** Media types Netlify's CDN compresses (text, scripts, data, SVG); photos are compressed already. */
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml|xhtml\+xml)|image\/svg\+xml)/;

/** The encoding to answer with, from the request's Accept-Encoding, as Netlify chooses it. */
function chooseEncoding(acceptEncoding: string | undefined, contentType: string): Encoding | null {
  if (!compressible.test(contentType)) return null;
  const accepted = String(acceptEncoding ?? "").split(",").map((part) => part.trim().split(";")[0]);
  if (accepted.includes("br")) return "br";
  if (accepted.includes("gzip")) return "gzip";
  return null;
}

/** Compressed bodies by encoding and content: each file is compressed once per server (the editor's script is 2.7 MB). */
const compressedCache = new Map<string, Buffer>();

/**
 * `body` compressed, once per content: kept in memory, and with `cacheDir` in that folder too, so
 * the servers of one test run share it (brotli's best takes 10 s of a core, far more on a busy
 * machine, for the editor's script, which each browser test file's server would compress again).
 * Servers that ask at the same moment may each compress it; the copies are the same. The folder is
 * only a saving: when it cannot be read or written, the body is compressed here as before.
 */
function compress(body: Buffer, encoding: Encoding, cacheDir?: string): Buffer {
  const key = `${encoding}-${crypto.createHash("sha1").update(body).digest("hex")}`;
  const cached = compressedCache.get(key);
  if (cached) return cached;
  const file = cacheDir ? path.join(cacheDir, key) : undefined;
  let compressed = file ? readKept(file) : undefined;
  if (!compressed) {
    compressed = encoding === "br" ? zlib.brotliCompressSync(body) : zlib.gzipSync(body, { level: 9 });
    if (file) keep(file, compressed);
  }
  compressedCache.set(key, compressed);
  return compressed;
}

/** What another server kept in the folder, if it is there and can be read. */
function readKept(file: string): Buffer | undefined {
  try {
    return fs.readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Keeps a compressed body in the folder, written whole, then renamed: another server never reads half of it. */
function keep(file: string, compressed: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(partial, compressed);
    fs.renameSync(partial, file);
  } catch {
    // The folder gone (the run ended) or full: this server has its copy in memory all the same.
    fs.rmSync(partial, { force: true });
  }
}

/** The engines for one site: `root` is its publish folder, `projectDir` the folder of its netlify.toml. */
function netlifyEngines(root: string, projectDir: string) {
  const configPath = path.join(projectDir, "netlify.toml");
  const logger = { log: console.log, warn: console.warn, error: console.error } as unknown as ConstructorParameters<typeof HeadersHandler>[0]["logger"];
  const publishDir = path.relative(projectDir, root);
  return {
    files: new StaticHandler({ directory: root }),
    // Read again on every request (as @netlify/dev does): a rebuild writes a new _headers while the server runs.
    headers: new HeadersHandler({ configPath, projectDir, publishDir, logger }),
    redirects: () => new RedirectsHandler({ configPath, configRedirects: [], jwtRoleClaim: "", jwtSecret: "", projectDir, publicDir: root }),
  };
}

/** Netlify's answer for one request, before compression. */
async function answer(engines: ReturnType<typeof netlifyEngines>, request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  // Netlify reads its configuration files from the publish folder but never serves them.
  const isConfigFile = /^\/_(headers|redirects)$/.test(pathname);
  const staticFile = async (target: Request) => {
    const match = isConfigFile ? undefined : await engines.files.match(target);
    if (!match) return undefined;
    return async () => {
      const response = await match.handle();
      await engines.headers.apply(target, response);
      return response;
    };
  };

  let redirect;
  const redirects = engines.redirects();
  try {
    redirect = await redirects.match(request);
  } catch {
    redirect = undefined; // A malformed address (a stray "%") is a page that does not exist, not a crash.
  }
  if (redirect) {
    // A rule that is not forced never shadows a file of the address's own (handle() would serve
    // it too, but the status below must then stay the file's own).
    const own = redirect.force ? undefined : await staticFile(request);
    if (own) return own();
    const response = await redirects.handle(request, redirect, staticFile);
    // A rewrite answers with its rule's status: 404 for the Spanish not-found page.
    if (response && !redirect.redirect && response.status !== redirect.statusCode) {
      return new Response(response.body, { status: redirect.statusCode, headers: response.headers });
    }
    if (response) return response;
  }
  const file = await staticFile(request);
  if (file) return file();
  const notFound = await engines.files.match(new Request(new URL("/404.html", request.url)));
  const response = notFound ? await notFound.handle() : new Response("Not found", { headers: { "content-type": "text/plain" } });
  await engines.headers.apply(request, response);
  return new Response(response.body, { status: 404, headers: response.headers });
}

/** The forms detected in the build, read again whenever a build has rewritten _headers (its last file). */
function siteForms(publicDir: string): () => Map<string, DetectedForm> {
  let cached: { stamp: number; forms: Map<string, DetectedForm> } | null = null;
  return () => {
    const stamp = fs.statSync(path.join(publicDir, "_headers"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!cached || cached.stamp !== stamp) cached = { stamp, forms: detectSiteForms(publicDir) };
    return cached.forms;
  };
}

function readBody(incoming: http.IncomingMessage | http2.Http2ServerRequest): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_POST_BYTES) chunks.push(chunk);
    });
    incoming.on("end", () => resolve(size <= MAX_POST_BYTES ? Buffer.concat(chunks) : null));
    incoming.on("error", reject);
  });
}

/**
 * The stand-in for Netlify Forms' endpoint. Netlify takes a POST of a form it detected at deploy
 * (its `form-name` names it), keeps the fields the form was detected with, drops any other, files
 * a post whose honeypot is filled in as spam, and answers with the page of the form's `action`
 * (a static file of the site), as for a GET of it. This does the same with the forms
 * ./netlify-forms.ts detects in the build, and writes each accepted post as a JSON line to
 * `formsLog`, for the tests to read. A post that names no detected form, or is not
 * application/x-www-form-urlencoded (the only encoding the site's forms use), gets the
 * not-found page with status 404: Netlify has no form to give it to.
 */
async function formPost(
  engines: ReturnType<typeof netlifyEngines>,
  forms: Map<string, DetectedForm>,
  request: Request,
  body: Buffer | null,
  formsLog: string | undefined,
): Promise<Response> {
  const url = new URL(request.url);
  const type = (request.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  const posted = body && type === "application/x-www-form-urlencoded" ? new URLSearchParams(body.toString("utf8")) : null;
  const form = posted && forms.get(posted.get("form-name") ?? "");
  if (!posted || !form) return answer(engines, new Request(new URL("/404.html", url), { headers: request.headers })).then((page) => new Response(page.body, { status: 404, headers: page.headers }));
  const known = form.fields.filter((name) => name !== "form-name" && name !== form.honeypot);
  const submission: FormSubmission = {
    form: form.name,
    path: url.pathname,
    search: url.search,
    fields: Object.fromEntries(known.map((name) => [name, posted.get(name) ?? ""])),
    ignored: [...new Set(Array.from(posted.keys()).filter((name) => !form.fields.includes(name)))],
    spam: Boolean(form.honeypot && posted.get(form.honeypot)),
  };
  if (formsLog) fs.appendFileSync(formsLog, `${JSON.stringify(submission)}\n`);
  if (!form.action) return new Response("Thank you! Your form submission has been received. (The test server's stand-in for Netlify's own success page.)", { headers: { "content-type": "text/plain; charset=utf-8" } });
  return answer(engines, new Request(new URL(form.action, url), { headers: request.headers }));
}

/**
 * Serves `root` (the build's public/) with the netlify.toml of `projectDir` (by default the folder
 * above it), on `port` (by default one the operating system picks); over HTTPS at
 * https://localhost:<port> when given a `tls` key and certificate (scripts/observatory.ts). Posts
 * go to the stand-in for Netlify Forms (formPost), which logs each to `formsLog` when given.
 * `compressedCache`: a folder where compressed bodies are kept for other servers (compress).
 */
export async function serve(
  root: string,
  {
    projectDir = path.resolve(root, ".."),
    port = 0,
    tls,
    formsLog,
    compressedCache: cacheDir,
  }: { projectDir?: string; port?: number; tls?: { key: Buffer; cert: Buffer }; formsLog?: string; compressedCache?: string } = {},
): Promise<StaticServer> {
  const publicDir = path.resolve(root);
  if (!fs.existsSync(path.join(publicDir, "404.html"))) throw new Error(`${publicDir} holds no built site (no 404.html): run npm run build first`);
  const engines = netlifyEngines(publicDir, path.resolve(projectDir));
  const forms = siteForms(publicDir);
  const handler = (incoming: http.IncomingMessage | http2.Http2ServerRequest, response: http.ServerResponse | http2.Http2ServerResponse) => {
    // What both protocols' responses share.
    const outgoing = response as { writeHead(status: number, headers: Record<string, string | number>): unknown; end(body?: Buffer | string): unknown };
    const url = new URL(incoming.url ?? "/", "http://localhost");
    const headers = new Headers();
    // HTTP/2's pseudo-headers (:path, :authority…) are not headers a Request can hold.
    for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string" && !name.startsWith(":")) headers.set(name, value);
    const request = new Request(url, { method: incoming.method === "HEAD" ? "HEAD" : "GET", headers });
    const answered =
      incoming.method === "POST" ? readBody(incoming).then((body) => formPost(engines, forms(), request, body, formsLog)) : answer(engines, request);
    answered
      .then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        const sent: Record<string, string | number> = Object.fromEntries(response.headers.entries());
        const encoding = chooseEncoding(incoming.headers["accept-encoding"], response.headers.get("content-type") ?? "");
        const payload = encoding ? compress(body, encoding, cacheDir) : body;
        if (encoding) sent["content-encoding"] = encoding;
        sent.vary = "Accept-Encoding";
        sent["content-length"] = payload.length;
        outgoing.writeHead(response.status, sent);
        outgoing.end(incoming.method === "HEAD" ? undefined : payload);
      })
      .catch((error: unknown) => {
        outgoing.writeHead(500, { "content-type": "text/plain; charset=utf-8" });
        outgoing.end(`The test server failed: ${error instanceof Error ? error.message : String(error)}`);
      });
  };
  // Over TLS, HTTP/2 as Netlify's CDN answers (one connection for every request of a page), and
  // HTTP/1.1 for a client that asks for it.
  const server = tls ? http2.createSecureServer({ ...tls, allowHTTP1: true }, handler) : http.createServer(handler);
  return new Promise((resolve) => {
    server.listen(port, "127.0.0.1", () => {
      const { port: listening } = server.address() as AddressInfo;
      // The certificate names localhost; plain HTTP keeps the loopback address the tests use.
      const url = tls ? `https://localhost:${listening}` : `http://127.0.0.1:${listening}`;
      resolve({ url, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
