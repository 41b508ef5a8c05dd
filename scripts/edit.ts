/**
 * Everything an editor needs on their own computer, in one command:
 *
 *   npm run edit
 *
 * starts Decap's local backend (decap-server, in its file mode: a save writes straight into
 * data/) and `gatsby develop`, which serves the site at http://localhost:8000/ and the editor at
 * http://localhost:8000/admin/ (gatsby-config.ts developMiddleware). The page shows a save at
 * once; nothing goes live until the change is committed and pushed. Ctrl+C stops both.
 *
 * It starts whatever state data/ is in: content a build would refuse is listed in the editor and
 * in the site's error overlay (plugins/content/developProblems.ts), and a production build's
 * cache in this folder is cleared first (plugins/site-finish/developCache.ts).
 *
 * Other ports, when 8000 or 8081 are taken:
 *   EDIT_PORT=8001 EDIT_BACKEND_PORT=8082 npm run edit
 */
import { spawn, type ChildProcess } from "child_process";
import path from "path";
import { clearForDevelop } from "../plugins/site-finish/developCache";
import { editPorts } from "../plugins/editor/editPorts";
import { tempFolder } from "./tempFolder";

const root = path.resolve(__dirname, "..");
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

// What the editor's programs leave in a temporary folder (Gatsby's workers leave theirs) goes when they stop (./tempFolder.ts).
const tmp = tempFolder("edit");
process.on("exit", () => tmp.remove());

const children: ChildProcess[] = [];
function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env: { ...tmp.env, ...env }, stdio: "inherit" });
  child.on("exit", (code, signal) => {
    if (stopping) return;
    process.stderr.write(`\n${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.\n`);
    stop(code ?? 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code: number): void {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

let ports: ReturnType<typeof editPorts>;
try {
  ports = editPorts(process.env);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

const cleared = clearForDevelop(root);
if (cleared) process.stdout.write(`${cleared}\n`);

process.stdout.write(
  [
    "",
    "Local editing",
    `  Editor: http://localhost:${ports.site}/admin/  (Login needs no account here)`,
    `  Site:   http://localhost:${ports.site}/`,
    "  Saves go straight into data/ on this computer and the page shows them at once.",
    "  Nothing goes live until the change is committed and pushed (git status shows what changed).",
    "",
  ].join("\n"),
);

// The editor served by gatsby develop looks for decap-server on EDIT_BACKEND_PORT (plugins/editor/developEditor.ts).
start("decap-server", bin("decap-server"), [], { MODE: "fs", PORT: String(ports.backend), GIT_REPO_DIRECTORY: root });
start("gatsby develop", bin("gatsby"), ["develop", "--port", String(ports.site)], { EDIT_BACKEND_PORT: String(ports.backend) });
