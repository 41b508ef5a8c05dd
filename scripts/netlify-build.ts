/**
 * `npm run build:netlify`: the site built by Netlify's own build, as a deploy builds it: netlify-cli's
 * `netlify build --offline`, which reads netlify.toml, sets Netlify's build environment (NETLIFY,
 * CONTEXT…), runs `npm run build` (Gatsby with the site's adapter) and then checks public/ as
 * Netlify would (its headers and redirects). It needs no account. `npm test` builds this way, so
 * every test of the built site runs on what Netlify would publish.
 *
 * netlify-cli is not a dependency of the project (350 MB, and only this command needs it; Netlify's
 * own deploys have theirs): it is installed on its own, pinned, once per machine in the user's
 * cache folder (./toolInstall.ts), where `npm ci` leaves it. `--install` only installs it
 * (scripts/ensure-test-tools.sh).
 *
 * The environment is the site's on Netlify (docs/launch.md, "Netlify's settings, in order"): NETLIFY_SKIP_GATSBY_BUILD_PLUGIN
 * keeps Netlify from adding its Essential Gatsby build plugin, which the site's own adapter
 * replaces. netlify.toml cannot set it: Netlify reads it before netlify.toml's environment applies.
 * The whole output goes to .netlify/build.log too (tests/plugins/site-finish.test.ts reads Netlify's warnings there).
 *
 * The deploy context is the caller's CONTEXT, as on Netlify (`CONTEXT=production npm run build:netlify`
 * builds production, with its launch check: src/content/launchCheck.ts; `CONTEXT=deploy-preview`, a
 * preview); without one it is `dev`, Netlify's context for a developer's computer, where netlify-cli
 * would otherwise say production: a build here links to `npm start`'s address and publishes nothing
 * (src/lib/siteAddress.ts).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { tempFolder } from "./tempFolder";
import { ensureTool } from "./toolInstall";

/** netlify-cli's version: a newer one may build differently, so it changes on purpose. */
export const netlifyCliVersion = "27.10.2";

const root = path.resolve(__dirname, "..");
export const buildLog = path.join(root, ".netlify", "build.log");

/** The context of a build on this computer when the caller names none (src/lib/siteAddress.ts reads it as local). */
export const localContext = "dev";

/** The environment Netlify's build gets from the site's settings (see docs/launch.md). */
export const siteEnvironment = { NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true", GATSBY_TELEMETRY_DISABLED: "1" } as const;

function ensureCli(): string {
  const prefix = ensureTool("netlify-cli", netlifyCliVersion, { why: "Netlify's own build, about 1.5 min" });
  return path.join(prefix, "node_modules", ".bin", "netlify");
}

function main(): void {
  const netlify = ensureCli();
  if (process.argv.includes("--install")) return;
  fs.mkdirSync(path.dirname(buildLog), { recursive: true });
  const log = fs.createWriteStream(buildLog);
  const context = process.env.CONTEXT || localContext;
  process.stdout.write(`Netlify's build in its ${context} context.\n`);
  // Netlify's build, Gatsby's and what they start leave their temporary files in a folder of their own, removed after.
  const tmp = tempFolder("netlify-build", { ...process.env, ...siteEnvironment });
  const child = spawn(netlify, ["build", "--offline", "--context", context], { cwd: root, env: tmp.env, stdio: ["ignore", "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
  }
  // "close", not "exit": the output may still be arriving when the process exits.
  child.on("close", (code) => {
    tmp.remove();
    log.end();
    if (code !== 0) process.stderr.write(`\nNetlify's build failed (exit ${code}); its output is in ${path.relative(root, buildLog)}.\n`);
    process.exitCode = code ?? 1;
  });
}

if (require.main === module) main();
