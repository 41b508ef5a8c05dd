/**
 * @jest-environment node
 *
 * The arrows of the house plan (docs/architecture.md) run one way: the content model and the shared
 * logic (src/content, src/lib) import neither the editor, the components nor the build; nothing in
 * src/ imports the build's plugins; and no two modules of src/content and src/lib import each other
 * (src/lib/contentFile.ts reads a file's languages with src/content/translations.ts, which imports
 * nothing of src/lib that would import it back). And the content is read once, at the build's edge:
 * src/content never touches the disk (no Node built-in, no image library), and in plugins/content
 * one module alone does (plugins/content/contentTree.ts, the reader); that the build calls it once
 * is plugins/content/gatsby-node.test.ts's to show.
 */
import { builtinModules } from "module";
import fs from "fs";
import path from "path";

const root = path.resolve(__dirname, "../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [relative] : [];
  });
}

/** The project files a module imports (bare package names left out), relative to the root. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"/gm)].map((match) => match[1]);
  return specifiers.filter((specifier) => specifier.startsWith(".")).map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

/** The packages and Node built-ins a module imports or requires ("fs", "node:path", "sharp", "js-yaml"). */
function packagesOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const specifiers = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+"([^"]+)"|\brequire\(\s*"([^"]+)"\s*\)|\bimport\(\s*"([^"]+)"\s*\)/gm)].map((match) => match[1] ?? match[2] ?? match[3]);
  return specifiers.filter((specifier) => !specifier.startsWith("."));
}

/** Node's own modules, with or without "node:" ("fs", "node:fs", "fs/promises"). */
const isBuiltin = (specifier: string): boolean => specifier.startsWith("node:") || builtinModules.includes(specifier) || builtinModules.includes(specifier.split("/")[0]);

/** What can read a file from disk: Node's own modules and the image library (which opens a path it is given). */
const readsDisk = (specifier: string): boolean => isBuiltin(specifier) || specifier === "sharp";

const under = (target: string, dir: string) => target === dir || target.startsWith(`${dir}/`);

describe("the house plan's arrows", () => {
  it.each(["src/content", "src/lib"])("%s imports neither the editor, the components, the pages nor the build", (dir) => {
    const wrong = sourceFiles(dir).flatMap((file) =>
      importsOf(file)
        .filter((target) => ["src/admin", "src/components", "src/pages", "src/enhance", "src/mail", "plugins"].some((outside) => under(target, outside)))
        .map((target) => `${file} → ${target}`),
    );
    expect(wrong).toEqual([]);
  });

  it("nothing in src/ imports the build's plugins", () => {
    const wrong = sourceFiles("src").flatMap((file) => importsOf(file).filter((target) => under(target, "plugins")).map((target) => `${file} → ${target}`));
    expect(wrong).toEqual([]);
  });

  it("no module of src/content or src/lib imports one that imports it back", () => {
    const files = [...sourceFiles("src/content"), ...sourceFiles("src/lib")];
    const imports = new Map(files.map((file) => [file.replace(/\.tsx?$/, ""), importsOf(file)]));
    const cycles = [...imports].flatMap(([file, targets]) => targets.filter((target) => imports.get(target)?.includes(file)).map((target) => `${file} ⇄ ${target}`));
    expect(cycles).toEqual([]);
  });

  it("src/content never reads the disk: no module of it imports a Node built-in or the image library", () => {
    const wrong = sourceFiles("src/content").flatMap((file) => packagesOf(file).filter(readsDisk).map((specifier) => `${file} → ${specifier}`));
    expect(wrong).toEqual([]);
  });

  it("plugins/content reads data/ through one module alone, the reader (plugins/content/contentTree.ts)", () => {
    // Paths are names, not reads; Git is asked for the files as last committed (format:content's
    // translations to review, plugins/content/canonicalForm.ts), which no build does.
    const notReading = ["path", "node:path", "child_process", "node:child_process"];
    const readers = sourceFiles("plugins/content").filter((file) => packagesOf(file).some((specifier) => readsDisk(specifier) && !notReading.includes(specifier)));
    expect(readers).toEqual(["plugins/content/contentTree.ts"]);
  });

  it("a build reads data/ once: Netlify's build command is Gatsby's build alone, no step of npm's before or after it", () => {
    // The content plugin's first step is the build's one read (plugins/content/gatsby-node.test.ts counts it).
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };
    expect(fs.readFileSync(path.join(root, "netlify.toml"), "utf8")).toMatch(/^\s*command = "npm run build"$/m);
    expect({ build: scripts.build, prebuild: scripts.prebuild, postbuild: scripts.postbuild }).toEqual({ build: "gatsby build", prebuild: undefined, postbuild: undefined });
  });

  it("reads the imports it judges (a module that imports another of src/content is seen)", () => {
    expect(importsOf("src/content/canonicalYaml.ts")).toContain("src/content/translations");
    expect(importsOf("src/lib/contentFile.ts")).toContain("src/content/translations");
    expect(packagesOf("plugins/content/contentTree.ts")).toEqual(expect.arrayContaining(["node:fs", "sharp"]));
    expect(packagesOf("src/content/validateContent.ts")).toContain("js-yaml");
    expect(["fs", "node:fs", "fs/promises", "path", "sharp"].every(readsDisk)).toBe(true);
    expect(readsDisk("js-yaml")).toBe(false);
  });
});
