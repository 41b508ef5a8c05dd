/** @jest-environment node */
/**
 * The content check's problems as the development bundle's errors (Gatsby's overlay shows them):
 * with a real webpack compiler on a one-file bundle.
 */
import fs from "fs";
import path from "path";
import webpack from "webpack";
import { ContentProblemsPlugin, developProblemsMessage } from "./developProblems";
import { folderFingerprint } from "./contentTree";
import { scratchFolders } from "../../tests/support/scratchFolders";

// A cold webpack start takes seconds on a busy 2-core machine.
jest.setTimeout(120_000);

const scratch = scratchFolders();

const problem = "data/programs.yaml: en.programs[1].photo.file: no photo at data/photos/programs-storytelling.jpg";

function bundle(check: () => Promise<readonly string[]>) {
  const dir = scratch("develop-problems-");
  const dataDir = path.join(dir, "data");
  fs.mkdirSync(dataDir);
  fs.writeFileSync(path.join(dataDir, "site.yaml"), "en: {}\n");
  fs.writeFileSync(path.join(dir, "entry.js"), "console.log('page')\n");
  const compiler = webpack({
    mode: "development",
    context: dir,
    entry: "./entry.js",
    output: { path: path.join(dir, "out") },
    // As Gatsby's development bundle: nothing written when there is an error.
    optimization: { emitOnErrors: false },
    plugins: [new ContentProblemsPlugin(dataDir, check)],
  });
  const run = () =>
    new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, stats) => (error || !stats ? reject(error) : resolve(stats))));
  return { dir, dataDir, run };
}

describe("the content problems in the development bundle", () => {
  it("are its errors, after the bundle is written, and data/ is watched", async () => {
    const { dir, dataDir, run } = bundle(async () => [problem]);
    const stats = await run();
    expect(stats.compilation.errors.map((error) => error.message)).toEqual([developProblemsMessage([problem])]);
    expect(developProblemsMessage([problem])).toContain("data/programs.yaml: en.programs[1].photo.file");
    expect(fs.existsSync(path.join(dir, "out", "main.js"))).toBe(true);
    expect(stats.compilation.contextDependencies.has(dataDir)).toBe(true);
  });

  it("are none when the content is fine, and checked again only when data/ changes", async () => {
    const check = jest.fn(async () => [] as string[]);
    const { dataDir, run } = bundle(check);
    expect((await run()).hasErrors()).toBe(false);
    await run();
    expect(check).toHaveBeenCalledTimes(1);
    fs.writeFileSync(path.join(dataDir, "nav.yaml"), "en: {}\n");
    await run();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it("are listed one each after what to do, folded to fit the overlay", () => {
    expect(developProblemsMessage([problem, "data/photos/a.jpg is 800 px wide"]).split("\n")).toEqual([
      "The content in data/ has 2 problem(s), which a build refuses. Fix them in the editor (/admin/) or in the files; this goes when they are fixed:",
      "",
      "- data/programs.yaml: en.programs[1].photo.file: no photo at",
      "    data/photos/programs-storytelling.jpg",
      "- data/photos/a.jpg is 800 px wide",
    ]);
  });

  it("are checked again after any file in data/ changes", () => {
    const { dataDir } = bundle(async () => []);
    const before = folderFingerprint(dataDir);
    fs.mkdirSync(path.join(dataDir, "photos"));
    fs.writeFileSync(path.join(dataDir, "photos", "a.jpg"), "x");
    expect(folderFingerprint(dataDir)).not.toBe(before);
    expect(folderFingerprint(path.join(dataDir, "missing"))).toBe("");
  });
});
