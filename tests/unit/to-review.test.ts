/**
 * @jest-environment node
 *
 * Translations to review, outside the editor: `npm run check:content` lists a text whose other
 * language changed since it was written (and fails nothing), and `npm run format:content` marks the
 * one an edit by hand changed since Git's last commit, as the editor's form does. format:content
 * runs as a command once; the rest goes through the commands' own functions in this process
 * (tests/unit/check-content.test.ts runs check:content as a command).
 */
import { execFileSync, spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { formatContentDir } from "../../plugins/content/canonicalForm";
import { checkContentCommand } from "../../scripts/check-content";
import { scratchFolders } from "../support/scratchFolders";
import { fixtureContentFolder } from "../support/fixtureContent";

const root = path.resolve(__dirname, "../..");
const scratch = scratchFolders();
const tsx = path.join(root, "node_modules", ".bin", "tsx");

/** The unit tests' fixed copy of the content (tests/support/fixtureContent.ts) in a Git repository of its own, committed. */
function committedCopy(): { project: string; file: (name: string) => string } {
  const project = scratch("review-");
  fixtureContentFolder(path.join(project, "data"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "ignore" });
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "--quiet", "--message", "Content");
  return { project, file: (name) => path.join(project, "data", name) };
}

const run = (script: string, project: string) => spawnSync(tsx, [path.join(root, "scripts", script), path.join(project, "data")], { cwd: project, encoding: "utf8" });

/** `npm run check:content` in the project, run here: its exit code and what it printed. */
async function check(project: string): Promise<{ status: number; stdout: string }> {
  let stdout = "";
  const status = await checkContentCommand(path.join(project, "data"), project, { stdout: (text) => (stdout += text), stderr: () => undefined });
  return { status, stdout };
}

describe("translations to review, by hand", () => {
  it("marks the Spanish of an English text edited by hand, lists it in the content check, which passes", async () => {
    const { project, file } = committedCopy();
    const curriculum = fs.readFileSync(file("curriculum.yaml"), "utf8");
    const committed = load(curriculum) as { sessions: { title: { en: string; es: string } }[] };
    const [fourth] = committed.sessions.slice(3, 4);
    fs.writeFileSync(file("curriculum.yaml"), curriculum.replace(`en: ${fourth.title.en}`, "en: Self-Control and Managing Impulses"));

    const formatted = run("format-content.ts", project);
    expect(formatted.status).toBe(0);
    const marked = load(fs.readFileSync(file("curriculum.yaml"), "utf8")) as { sessions: { title: Record<string, unknown> }[] };
    expect(marked.sessions[3].title).toEqual({ en: "Self-Control and Managing Impulses", es: fourth.title.es, outdated: { es: fourth.title.en } });

    const checked = await check(project);
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain(
      `To review: data/curriculum.yaml: sessions[3].title.es is to review: written for the English “${fourth.title.en}”, which is now “Self-Control and Managing Impulses”`,
    );
    expect(checked.stdout).toContain("1 text(s) to review");
  });

  it("marks nothing where both languages changed, and lists nothing when nothing is to review", async () => {
    const { project, file } = committedCopy();
    const text = fs.readFileSync(file("curriculum.yaml"), "utf8");
    fs.writeFileSync(file("curriculum.yaml"), text.replace("en: Budgeting Basics", "en: Money Basics").replace("es: Manejo del dinero", "es: El dinero"));
    expect(formatContentDir(path.join(project, "data"), project)).not.toContain("data/curriculum.yaml");
    const checked = await check(project);
    expect(checked.status).toBe(0);
    expect(checked.stdout).not.toContain("To review:");
  });
});
