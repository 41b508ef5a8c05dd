/**
 * @jest-environment node
 *
 * How a test run is arranged: its temporary folder is removed once its last project is done.
 */
import fs from "fs";
import path from "path";
import { closeRunTempFolder, openRunTempFolder } from "../runTempFolder";
import { scratchFolders } from "../support/scratchFolders";

const scratch = scratchFolders();

describe("a run's temporary folder (tests/runTempFolder.ts)", () => {
  it("is given to what starts next as its TMPDIR, shared by the run's projects, and removed after the last", () => {
    const outer = scratch("outer-");
    // Jest's own process environment, as its globalSetup and globalTeardown change it.
    const env: NodeJS.ProcessEnv = { TMPDIR: outer };
    const first = openRunTempFolder(env);
    expect(path.dirname(first)).toBe(outer);
    expect(env.TMPDIR).toBe(first);
    expect(openRunTempFolder(env)).toBe(first);
    fs.writeFileSync(path.join(first, "left-by-a-test"), "");
    closeRunTempFolder(env);
    expect(fs.existsSync(first)).toBe(true);
    closeRunTempFolder(env);
    expect(fs.existsSync(first)).toBe(false);
    expect(fs.readdirSync(outer)).toEqual([]);
  });
});
