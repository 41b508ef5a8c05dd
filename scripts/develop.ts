/**
 * `npm run develop`: `gatsby develop` (its arguments passed on, `-- --port 8001`), after clearing
 * what a production build in this folder left and develop cannot use
 * (plugins/site-finish/developCache.ts), so it starts after `npm start` or `npm test` too.
 */
import { spawn } from "child_process";
import path from "path";
import { clearForDevelop } from "../plugins/site-finish/developCache";
import { tempFolder } from "./tempFolder";

const root = path.resolve(__dirname, "..");
const cleared = clearForDevelop(root);
if (cleared) process.stdout.write(`${cleared}\n`);

// What Gatsby leaves in a temporary folder goes when it stops (./tempFolder.ts).
const tmp = tempFolder("develop");
const gatsby = spawn(path.join(root, "node_modules", ".bin", "gatsby"), ["develop", ...process.argv.slice(2)], { cwd: root, env: tmp.env, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => gatsby.kill(signal));
gatsby.on("exit", (code, signal) => {
  tmp.remove();
  process.exit(code ?? (signal ? 1 : 0));
});
