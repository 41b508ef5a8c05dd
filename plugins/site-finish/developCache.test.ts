/** @jest-environment node */
import fs from "fs";
import path from "path";
import { clearForDevelop } from "./developCache";
import { scratchFolders } from "../../tests/support/scratchFolders";

const scratch = scratchFolders();

function project(files: string[]): string {
  const dir = scratch("develop-cache-");
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), "x");
  }
  return dir;
}
const exists = (dir: string, file: string) => fs.existsSync(path.join(dir, file));

describe("what gatsby develop cannot use", () => {
  it("is a production build's .cache and finished public/ (no page data): both go, its build cache stays", () => {
    const dir = project([".cache/caches-lmdb/data.mdb", "public/_headers", "public/about.html", ".netlify/build-cache/cwd/.cache/x", "data/site.yaml"]);
    expect(clearForDevelop(dir)).toMatch(/^Removed \.cache and public\/, left by a production build/);
    expect([".cache", "public", ".netlify/build-cache/cwd/.cache/x", "data/site.yaml"].map((file) => exists(dir, file))).toEqual([false, false, true, true]);
  });

  it("is also a .cache whose public/ is gone (develop would copy static/ into a new one and trust the cache), or a finished public/ alone", () => {
    const cacheAlone = project([".cache/caches-lmdb/data.mdb"]);
    expect(clearForDevelop(cacheAlone)).not.toBeNull();
    expect(exists(cacheAlone, ".cache")).toBe(false);
    const publicAlone = project(["public/index.html", "public/about.html"]);
    expect(clearForDevelop(publicAlone)).not.toBeNull();
    expect(exists(publicAlone, "public")).toBe(false);
  });

  it("is not a cache with its page data (a develop run, or a build not finished), nor a fresh checkout", () => {
    const developed = project([".cache/caches-lmdb/data.mdb", "public/page-data/sq/d/1.json"]);
    expect(clearForDevelop(developed)).toBeNull();
    expect(exists(developed, "public/page-data/sq/d/1.json")).toBe(true);
    expect(exists(developed, ".cache/caches-lmdb/data.mdb")).toBe(true);
    expect(clearForDevelop(project(["data/site.yaml"]))).toBeNull();
  });
});
