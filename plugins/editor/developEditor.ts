import fs from "fs";
import type { IncomingMessage, ServerResponse } from "http";
import path from "path";
import { readContentTree } from "../content/contentTree";
import { contentDir } from "../content/paths";
import { checkContent } from "../../src/content/contentCheck";
import { contentProblemsElementId } from "../../src/admin/editorSetup";
import { locales } from "../../src/lib/locales";
import { configFileName } from "./cmsConfigYaml";
import { localBackendPort, withLocalBackend } from "./editPorts";
import { jsonInHtml, publishEditor } from "./publishEditor";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".svg": "image/svg+xml",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
};

/**
 * The editor at /admin under `gatsby develop` (`npm run edit`): the same files the production
 * build publishes (./publishEditor.ts), written into a folder of its own whenever the editor page
 * is opened, so its configuration, previews and content snapshot follow data/ and the code as they
 * are now. gatsby-config.ts's developMiddleware runs it, before Gatsby serves the last build's
 * public/ (a plugin's onCreateDevServer would come after, and serve its stale /admin).
 *
 * Two things only this editor has: the content check's problems with data/ as it is now, in the
 * page (src/admin/decap/contentProblems.ts shows them, in the editor's words), since develop goes on with content a build
 * refuses; and Decap's local backend (on EDIT_BACKEND_PORT when `npm run edit` is given one), which
 * a published configuration never has.
 */
export function developEditor({ siteName, backendPort = localBackendPort(process.env) }: { siteName: string; backendPort?: number }) {
  // In Gatsby's own cache folder, not the system's temporary one: it is written anew on each start
  // and removed by \`npm run clean\`, instead of one more folder left behind by every run.
  const outDir = path.join(process.cwd(), ".cache", "develop-editor");
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const adminDir = path.join(outDir, "admin");

  async function publish(): Promise<void> {
    fs.rmSync(adminDir, { recursive: true, force: true });
    // Every photo of data/photos listed and copied: this editor is on the editor's own computer, never published.
    await publishEditor({ publicDir: outDir, siteName, everyPhoto: true });
    const { problems } = checkContent(await readContentTree(contentDir));
    const page = path.join(adminDir, "index.html");
    const block = `<script type="application/json" id="${contentProblemsElementId}">${jsonInHtml(problems)}</script>`;
    fs.writeFileSync(page, fs.readFileSync(page, "utf8").replace("</head>", () => `  ${block}\n  </head>`));
    for (const locale of locales) {
      const config = path.join(adminDir, configFileName(locale));
      fs.writeFileSync(config, withLocalBackend(fs.readFileSync(config, "utf8"), backendPort));
    }
  }

  // One publish at a time, and every request waits for the one under way: it empties the folder
  // first, so a photo asked for meanwhile would not be found.
  let published: Promise<void> | null = null;
  const publishOnce = (again: boolean): Promise<void> => {
    if (again || !published) published = (published ?? Promise.resolve()).catch(() => undefined).then(publish);
    return published;
  };

  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === "/admin") {
      response.writeHead(301, { Location: "/admin/" }).end();
      return;
    }
    if (!pathname.startsWith("/admin/")) {
      next();
      return;
    }
    const answer = async (): Promise<void> => {
      await publishOnce(pathname === "/admin/" || pathname === "/admin/index.html");
      const relative = pathname === "/admin/" ? "/admin/index.html" : decodeURIComponent(pathname);
      // As Netlify serves it: /admin/guide from admin/guide.html, /admin/guide-es from admin/guide-es.html.
      const asIs = path.normalize(path.join(outDir, relative));
      const file = !fs.existsSync(asIs) && fs.existsSync(`${asIs}.html`) ? `${asIs}.html` : asIs;
      if (!file.startsWith(adminDir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end(`No editor file at ${pathname}`);
        return;
      }
      response.writeHead(200, { "Content-Type": types[path.extname(file)] ?? "application/octet-stream", "Cache-Control": "no-store" });
      fs.createReadStream(file).pipe(response);
    };
    answer().catch((error: unknown) => {
      // The editor's own message (a content file the config cannot be written from, say), not a hang.
      response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(`The editor could not be prepared:\n${error instanceof Error ? error.message : String(error)}\n`);
    });
  };
}
