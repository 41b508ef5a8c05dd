/**
 * `npm run serve`: the built site at http://localhost:9000/, served as Netlify will serve it
 * (clean URLs, the 404 page, compression, and the headers of netlify.toml and public/_headers,
 * the Content-Security-Policy included), so what works here works there.
 */
import path from "node:path";
import { serve } from "./static-server";

const root = path.resolve(__dirname, "..");
const port = Number(process.env.PORT ?? 9000);
void serve(path.join(root, "public"), { port }).then((server) => {
  process.stdout.write(`The built site: ${server.url.replace("127.0.0.1", "localhost")}/ (the editor: /admin/). Ctrl+C stops it.\n`);
});
