import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has
 * every function compiled eagerly, on a background thread while it downloads. Without it V8
 * compiles each webpack module's function lazily, on the main thread, the first time it runs,
 * which was about a third of the app script's start-up task on a slow phone. Other engines
 * read it as a comment.
 */
export const compileHint = "//# allFunctionsCalledOnLoad";

/** The chunk groups whose code runs as a page loads: Gatsby's entry, the Layout and the pages. */
export const runsOnLoad = (chunkGroupName: string | null | undefined): boolean =>
  chunkGroupName === "app" || chunkGroupName === "layout" || Boolean(chunkGroupName?.startsWith("component---"));

interface NamedChunkGroup {
  readonly name?: string | null;
  readonly chunks: ReadonlyArray<{ readonly files: Iterable<string> }>;
}

/** The script files of the chunk groups that run on load (shared chunks included, once each). */
export function filesRunOnLoad(chunkGroups: Iterable<NamedChunkGroup>): Set<string> {
  const files = new Set<string>();
  for (const group of chunkGroups) {
    if (!runsOnLoad(group.name)) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
  }
  return files;
}

/**
 * Puts the compile hint at the top of the scripts that run on load, and only those: code loaded
 * on demand (the toast library, gatsby-plugin-image's client-side renderer) stays lazy. It runs
 * after minification, which would strip the comment, and before source maps are written, so
 * they stay exact; the content hash in each file name is computed afterwards.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "CompileHintsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of filesRunOnLoad(compilation.chunkGroups)) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${compileHint}\n`, source));
          }
        },
      );
    });
  }
}
