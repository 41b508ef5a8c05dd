/**
 * The one builder of a browser-test run's variant sites (./variants.ts), started by
 * ./globalSetup.ts: `tsx e2e/variantBuilder.ts <run folder> <Jest's process id>`. It builds each
 * variant asked for (./variantRun.ts), one at a time in the order they are declared, in one copy of
 * the project: data/ as it is put back before each (its files' times kept, so the photos Gatsby
 * already made are not made again), the variant's change applied, the files put in the canonical
 * form, then Gatsby's or Netlify's build, warm from the one before. Its finished site and content are
 * copied into the variant's folder, then its result written. It stops with Jest, if Jest stops
 * without ./globalTeardown.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { formatContentDir } from "../plugins/content/canonicalForm";
import { syncProjectCopy } from "../scripts/projectCopy";
import { gatsbyBuildIn, netlifyBuildIn } from "./siteVariant";
import { variantNames, variants, type VariantDeclaration, type VariantName } from "./variants";
import { isRunning, requestsFolder, resultFile, variantFolder, type VariantResult } from "./variantRun";

const root = path.resolve(__dirname, "..");
const [run, parentPid] = [process.argv[2], Number(process.argv[3])];
const workspace = path.join(run, "workspace");
const log = (line: string): void => void fs.appendFileSync(path.join(run, "builder.log"), `${new Date().toISOString()} ${line}\n`);

// Jest gone without its teardown (killed): stop, and the builds under way with it (this process
// leads its own group: ./globalSetup.ts starts it detached).
const watch = setInterval(() => {
  if (isRunning(parentPid)) return;
  log("Jest has stopped: stopping the builds");
  process.kill(0, "SIGTERM");
}, 1000);

/** How many variants this builder has built: the first starts cold, the others from the one before. */
let builds = 0;

async function build(name: VariantName): Promise<void> {
  const declaration: VariantDeclaration = variants[name];
  log(`building ${name}: ${declaration.about}`);
  const dataDir = path.join(workspace, "data");
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true, preserveTimestamps: true });
  let result: { ok: boolean; output: string; seconds: number };
  try {
    await declaration.change?.(dataDir);
    formatContentDir(dataDir);
    result = declaration.netlify ? await netlifyBuildIn(workspace, { ...declaration.netlify }) : await gatsbyBuildIn(workspace);
  } catch (error) {
    result = { ok: false, output: `Its change to data/ failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`, seconds: 0 };
  }
  const folder = variantFolder(run, name);
  fs.mkdirSync(folder, { recursive: true });
  const publicDir = path.join(folder, "public");
  if (result.ok) fs.cpSync(path.join(workspace, "public"), publicDir, { recursive: true });
  // Beside it, the netlify.toml it was built with: served as Netlify serves it (e2e/server.ts reads the
  // headers and redirects from the folder above the site, as from a project).
  fs.copyFileSync(path.join(workspace, "netlify.toml"), path.join(folder, "netlify.toml"));
  fs.cpSync(dataDir, path.join(folder, "data"), { recursive: true, preserveTimestamps: true });
  const written: VariantResult = { name, about: declaration.about, ...result, publicDir, dataDir: path.join(folder, "data") };
  // Written whole, then renamed: a test never reads half a result.
  fs.writeFileSync(`${resultFile(run, name)}.partial`, JSON.stringify(written));
  fs.renameSync(`${resultFile(run, name)}.partial`, resultFile(run, name));
  log(`${name}: ${result.ok ? "built" : "FAILED"} in ${result.seconds.toFixed(0)} s (${builds === 0 ? "cold, the first" : "warm"})`);
  builds += 1;
}

async function main(): Promise<void> {
  syncProjectCopy(workspace);
  const built = new Set<VariantName>();
  for (;;) {
    const asked = fs.readdirSync(requestsFolder(run)).filter((name): name is VariantName => (variantNames as string[]).includes(name) && !built.has(name as VariantName));
    const next = variantNames.find((name) => asked.includes(name));
    if (!next) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    built.add(next);
    await build(next);
  }
}

main().catch((error) => {
  log(`stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  clearInterval(watch);
  process.exit(1);
});
