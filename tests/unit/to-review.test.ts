/**
 * Translations to review, outside the editor: `npm run check:content` lists a text whose other
 * language changed since it was written (and fails nothing), and `npm run format:content` marks the
 * one an edit by hand changed since Git's last commit, as the editor's form does.
 */
import { execFileSync, spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { scratchFolders } from "../support/scratchFolders";

const root = path.resolve(__dirname, "../..");
const scratch = scratchFolders();
const tsx = path.join(root, "node_modules", ".bin", "tsx");

/** A copy of data/ in a Git repository of its own, committed. */
function committedCopy(): { project: string; file: (name: string) => string } {
  const project = scratch("review-");
  fs.cpSync(path.join(root, "data"), path.join(project, "data"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", args, { cwd: project, stdio: "ignore" });
  git("init", "--quiet");
  git("add", "--all");
  git("-c", "user.name=Test", "-c", "user.email=test@example.org", "commit", "--quiet", "--message", "Content");
  return { project, file: (name) => path.join(project, "data", name) };
}

const run = (script: string, project: string) => spawnSync(tsx, [path.join(root, "scripts", script), path.join(project, "data")], { cwd: project, encoding: "utf8" });

describe("translations to review, by hand", () => {
  it("marks the Spanish of an English text edited by hand, lists it in the content check, which passes", () => {
    const { project, file } = committedCopy();
    const curriculum = fs.readFileSync(file("curriculum.yaml"), "utf8");
    const committed = load(curriculum) as { sessions: { title: { en: string; es: string } }[] };
    const [fourth] = committed.sessions.slice(3, 4);
    fs.writeFileSync(file("curriculum.yaml"), curriculum.replace(`en: ${fourth.title.en}`, "en: Self-Control and Managing Impulses"));

    const formatted = run("format-content.ts", project);
    expect(formatted.status).toBe(0);
    const marked = load(fs.readFileSync(file("curriculum.yaml"), "utf8")) as { sessions: { title: Record<string, unknown> }[] };
    expect(marked.sessions[3].title).toEqual({ en: "Self-Control and Managing Impulses", es: fourth.title.es, outdated: { es: fourth.title.en } });

    const checked = run("check-content.ts", project);
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain(
      `To review: data/curriculum.yaml: sessions[3].title.es is to review: written for the English “${fourth.title.en}”, which is now “Self-Control and Managing Impulses”`,
    );
    expect(checked.stdout).toContain("1 text(s) to review");
  });

  it("marks nothing where both languages changed, and lists nothing when nothing is to review", () => {
    const { project, file } = committedCopy();
    const text = fs.readFileSync(file("curriculum.yaml"), "utf8");
    fs.writeFileSync(file("curriculum.yaml"), text.replace("en: Budgeting Basics", "en: Money Basics").replace("es: Manejo del dinero", "es: El dinero"));
    expect(run("format-content.ts", project).stdout).not.toContain("curriculum.yaml formatted");
    const checked = run("check-content.ts", project);
    expect(checked.status).toBe(0);
    expect(checked.stdout).not.toContain("To review:");
  });
});
