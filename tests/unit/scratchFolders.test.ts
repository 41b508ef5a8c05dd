/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { scratchFolders } from "../support/scratchFolders";

const made: { forBlock?: string; forTest?: string } = {};

describe("scratch folders", () => {
  const scratch = scratchFolders();
  beforeAll(() => {
    made.forBlock = scratch("scratch-block-");
  });

  it("are made in the system's temp dir", () => {
    made.forTest = scratch("scratch-test-");
    expect(path.dirname(made.forTest)).toBe(os.tmpdir());
    expect(fs.statSync(made.forTest).isDirectory()).toBe(true);
  });

  it("are removed after the test that made them, while one made in beforeAll stays for the block", () => {
    expect(fs.existsSync(made.forTest as string)).toBe(false);
    expect(fs.existsSync(made.forBlock as string)).toBe(true);
  });
});

describe("after the block", () => {
  it("the folders its beforeAll made are gone too", () => {
    expect(fs.existsSync(made.forBlock as string)).toBe(false);
  });
});
