/**
 * @jest-environment node
 *
 * The arrows of the house plan (docs/architecture.md) run one way: the content model and the shared
 * logic (src/content, src/lib) import neither the editor, the components nor the build; nothing in
 * src/ imports the build's plugins; and no two modules of src/content and src/lib import each other
 * (src/lib/contentFile.ts reads a file's languages with src/content/translations.ts, which imports
 * nothing of src/lib that would import it back).
 */
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

  it("reads the imports it judges (a module that imports another of src/content is seen)", () => {
    expect(importsOf("src/content/canonicalYaml.ts")).toContain("src/content/translations");
    expect(importsOf("src/lib/contentFile.ts")).toContain("src/content/translations");
  });
});
