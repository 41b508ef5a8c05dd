/** @jest-environment node */
import fs from "fs";
import path from "path";
import { sitePages } from "../../src/lib/contentPages";
import { bundlePreviews } from "./editorBundle";

const root = path.resolve(__dirname, "../..");

describe("the previews' bundle (plugins/editor/editorBundle.ts)", () => {
  it("holds every page of the list of pages with its query, and exports what the editor calls", () => {
    const bundle = Buffer.from(bundlePreviews(root)).toString("utf8");
    for (const page of sitePages) {
      // The page query's operation name, as its file names it ("query AboutPage(").
      const name = /graphql\x60\s*query\s+(\w+)/.exec(fs.readFileSync(path.join(root, page.source), "utf8"))?.[1];
      expect(`${page.name}: ${name ? `query ${name}` : "(no page query)"}: ${name && bundle.includes(`query ${name}`) ? "bundled" : "missing"}`).toBe(`${page.name}: query ${name}: bundled`);
    }
    // The editor's PreviewModule (src/admin/preview/previews.tsx), as an ES module's exports.
    expect(bundle).toMatch(/export\s*\{[^}]*\bas renderPreview\b/);
    expect(bundle).toMatch(/export\s*\{[^}]*\bas unmountPreview\b/);
  });
});
