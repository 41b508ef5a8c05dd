/**
 * The site built again from a changed copy of its content, for what the content in data/ does not
 * show yet (the story video, until the organisation sets one): the project copied to a temporary
 * folder (its node_modules linked, not copied), `change` applied to the copy's data/, the files put
 * back in the canonical form an editor's save writes, and `gatsby build` run there, which writes
 * the copy's own public/ and _headers. Cold, so it takes about as long as a first build.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import yaml from "js-yaml";
import { formatContentDir } from "../plugins/content/canonicalForm";
import { copyProject } from "../scripts/projectCopy";

const root = path.resolve(__dirname, "..");

export { copyProject };

export interface SiteVariant {
  readonly root: string;
  readonly publicDir: string;
  /** How long its build took, in seconds. */
  readonly seconds: number;
  /** What its last build printed (Gatsby's output, warnings included). */
  readonly output: string;
  /** Builds it again after `change` (warm: the copy keeps its build cache); returns the seconds it took. */
  rebuild(change: (dataDir: string) => void): Promise<number>;
  remove(): void;
}

/**
 * Sets top-level values of a data file (`data/site.yaml` → `site.yaml`): a value that is not
 * language is one for every language (src/content/translations.ts); a text is `{ en, es }`.
 */
export function setValues(dataDir: string, file: string, values: Record<string, unknown>): void {
  const target = path.join(dataDir, file);
  const content = yaml.load(fs.readFileSync(target, "utf8")) as Record<string, unknown>;
  Object.assign(content, values);
  fs.writeFileSync(target, yaml.dump(content, { lineWidth: -1 }));
}

export async function buildVariant(change: (dataDir: string) => void): Promise<SiteVariant> {
  const variant = copyProject();
  const remove = () => fs.rmSync(variant, { recursive: true, force: true });
  let output = "";
  const build = async (edit: (dataDir: string) => void): Promise<number> => {
    const dataDir = path.join(variant, "data");
    edit(dataDir);
    formatContentDir(dataDir);
    const built = await gatsbyBuildIn(variant);
    output = built.output;
    if (!built.ok) throw new Error(`The variant build failed:\n${built.output.slice(-4000)}`);
    return built.seconds;
  };
  let seconds: number;
  try {
    seconds = await build(change);
  } catch (error) {
    remove();
    throw error;
  }
  return {
    root: variant,
    publicDir: path.join(variant, "public"),
    seconds,
    get output() {
      return output;
    },
    rebuild: build,
    remove,
  };
}

/** What a build in a copy of the project gave: whether it passed, what it printed, how long it took in seconds. */
export interface BuildResult {
  readonly ok: boolean;
  readonly output: string;
  readonly seconds: number;
}

/** Netlify's variables a build takes its context and address from (src/lib/siteAddress.ts), which a test sets itself. */
const netlifyVariables = ["CONTEXT", "URL", "DEPLOY_PRIME_URL", "DEPLOY_URL", "NETLIFY", "NETLIFY_LOCAL"];

/** A command run in a copy of the project with this process's environment, Netlify's variables as `env` gives them. */
async function buildIn(copy: string, command: string, args: readonly string[], env: Record<string, string>): Promise<BuildResult> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !netlifyVariables.includes(name)));
  const started = Date.now();
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd: copy, env: { ...inherited, GATSBY_TELEMETRY_DISABLED: "1", ...env }, maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, output: `${stdout}\n${stderr}`, seconds: (Date.now() - started) / 1000 };
  } catch (error) {
    const { stdout = "", stderr = "", message = String(error) } = error as { stdout?: string; stderr?: string; message?: string };
    return { ok: false, output: `${message}\n${stdout}\n${stderr}`, seconds: (Date.now() - started) / 1000 };
  }
}

/** `gatsby build` in a copy of the project (copyProject), as on this computer (no Netlify context unless `env` gives one). */
export const gatsbyBuildIn = (copy: string, env: Record<string, string> = {}): Promise<BuildResult> => buildIn(copy, path.join(root, "node_modules", ".bin", "gatsby"), ["build"], env);

/**
 * `npm run build:netlify` (Netlify's own build, scripts/netlify-build.ts) in a copy of the project
 * (copyProject), with Netlify's variables as `env` gives them: whether it passed, and what it printed.
 */
export const netlifyBuildIn = (copy: string, env: Record<string, string>): Promise<BuildResult> =>
  buildIn(copy, path.join(root, "node_modules", ".bin", "tsx"), [path.join(copy, "scripts", "netlify-build.ts")], env);
