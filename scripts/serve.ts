/**
 * `npm run serve`: the built site at http://localhost:9000/, served with Netlify's own engines
 * (scripts/static-server.ts): its addresses, redirects, not-found pages and headers, the
 * Content-Security-Policy included, so what works here works there.
 *
 * The tests start it in a process of its own (e2e/server.ts): `--root <folder>` serves another
 * build's publish folder, `--port 0` takes a free port, `--ready` prints the address as the
 * first line, for the process that waits on it, and `--forms-log <file>` writes each post the
 * stand-in for Netlify Forms accepts to that file, one JSON line each (scripts/static-server.ts),
 * and `--compressed-cache <folder>` keeps what it compressed there for the run's other servers.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { serve } from "./static-server";

const { values } = parseArgs({ options: { root: { type: "string" }, port: { type: "string" }, ready: { type: "boolean" }, "forms-log": { type: "string" }, "compressed-cache": { type: "string" } } });
const root = path.resolve(values.root ?? path.join(__dirname, "..", "public"));
const port = Number(values.port ?? process.env.PORT ?? 9000);

serve(root, { port, formsLog: values["forms-log"], compressedCache: values["compressed-cache"] })
  .then((server) => {
    if (values.ready) process.stdout.write(`${server.url}\n`);
    else process.stdout.write(`The built site: ${server.url.replace("127.0.0.1", "localhost")}/ (the editor: /admin/). Ctrl+C stops it.\n`);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
