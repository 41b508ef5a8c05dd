/**
 * Scratch folders in the system's temp dir for a test file, removed when done with: call
 * `scratchFolders()` once at the file's (or a describe block's) top level, then `make(prefix)`
 * where a folder is needed. A folder made during a test (or its beforeEach) goes after that test,
 * one made in a beforeAll or at load after the block's last test, whether the tests passed or not.
 */
import fs from "fs";
import os from "os";
import path from "path";

export function scratchFolders(): (prefix: string) => string {
  const forTest: string[] = [];
  const forBlock: string[] = [];
  let inTest = false;
  const removeAll = (folders: string[]) => {
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  };
  beforeEach(() => {
    inTest = true;
  });
  afterEach(() => {
    inTest = false;
    removeAll(forTest);
  });
  afterAll(() => removeAll(forBlock));
  return (prefix) => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    (inTest ? forTest : forBlock).push(folder);
    return folder;
  };
}
