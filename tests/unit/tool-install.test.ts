/**
 * @jest-environment node
 *
 * The test tools outside the project's dependencies (scripts/toolInstall.ts): kept per machine and
 * version in the user's cache folder, where `npm ci` leaves them, and used as they are when there.
 */
import fs from "fs";
import path from "path";
import { ensureTool, toolPrefix } from "../../scripts/toolInstall";
import { scratchFolders } from "../support/scratchFolders";

const scratch = scratchFolders();

/** A folder where `name@version` looks installed. */
function installed(prefix: string, name: string, version: string): void {
  fs.mkdirSync(path.join(prefix, "node_modules", name), { recursive: true });
  fs.writeFileSync(path.join(prefix, "node_modules", name, "package.json"), JSON.stringify({ name, version }));
}

describe("a test tool's install", () => {
  const saved = process.env.XDG_CACHE_HOME;
  afterEach(() => {
    if (saved === undefined) delete process.env.XDG_CACHE_HOME;
    else process.env.XDG_CACHE_HOME = saved;
  });

  it("is one folder per package and version in the user's cache folder, outside node_modules", () => {
    expect(toolPrefix("netlify-cli", "27.10.2", { XDG_CACHE_HOME: "/cache" })).toBe(path.join("/cache", "mevsme-tools", "netlify-cli@27.10.2"));
    expect(toolPrefix("@mdn/mdn-http-observatory", "1.4.8", { XDG_CACHE_HOME: "/cache" })).toBe(path.join("/cache", "mevsme-tools", "@mdn+mdn-http-observatory@1.4.8"));
  });

  it("is used as it is when that version is there: nothing installed, nothing said", () => {
    process.env.XDG_CACHE_HOME = scratch("tools-");
    const prefix = toolPrefix("@mdn/mdn-http-observatory", "1.4.8");
    installed(prefix, "@mdn/mdn-http-observatory", "1.4.8");
    const said = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
    try {
      expect(ensureTool("@mdn/mdn-http-observatory", "1.4.8", { why: "a test", npmArgs: ["--offline"] })).toBe(prefix);
      expect(said).not.toHaveBeenCalled();
    } finally {
      said.mockRestore();
    }
  });
});
