/**
 * @jest-environment node
 *
 * A file's parsed YAML (treeData) is read once for every check of a tree and shared with the checks
 * of other trees holding the same text: what one check is given, the next one reads.
 */
import { treeData, type ContentTexts } from "./contentTree";
import { contentModel } from "./contentModel";

const tree = (text: string, label = "data"): ContentTexts => ({ label, files: [{ path: "site.yaml", text }], paths: ["site.yaml"] });

describe("a file's parsed YAML", () => {
  it("cannot be changed by one check under the next one's eyes", () => {
    const data = treeData(tree("name: ME vs. ME\nareaServed:\n  - Vista\n"), "site.yaml") as { name: string; areaServed: string[] };
    expect(() => {
      data.name = "Another";
    }).toThrow(TypeError);
    expect(() => data.areaServed.push("Oceanside")).toThrow(TypeError);
    expect(treeData(tree("name: ME vs. ME\nareaServed:\n  - Vista\n", "copy"), "site.yaml")).toEqual({ name: "ME vs. ME", areaServed: ["Vista"] });
  });

  it("is read whatever YAML holds, bytes (!!binary) included, and is none for a file that is not YAML", () => {
    expect(treeData(tree("logo: !!binary aGVsbG8=\n"), "site.yaml")).toEqual({ logo: new Uint8Array([104, 101, 108, 108, 111]) });
    expect(treeData(tree("name: [unclosed\n"), "site.yaml")).toBeNull();
    expect(treeData(tree("name: x\n"), "other.yaml")).toBeNull();
  });
});

describe("the content model", () => {
  it("is the same model for the same hints, and nothing can change it", () => {
    const model = contentModel({ "SiteYaml.name": "The organisation's name" });
    expect(contentModel({ "SiteYaml.name": "The organisation's name" })).toBe(model);
    expect(contentModel({ "SiteYaml.name": "Another hint" })).not.toBe(model);
    expect(() => model.types.SiteYaml.fields.pop()).toThrow(TypeError);
  });
});
