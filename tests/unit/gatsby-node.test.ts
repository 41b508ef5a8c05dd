/** @jest-environment node */
/**
 * The content check is wired into the build: gatsby-node's onPreBootstrap stops the build with a
 * message naming the file and field when data/ has a problem.
 */
import fs from "fs";
import os from "os";
import path from "path";

function gatsbyNodeWith(dataDir: string) {
  jest.resetModules();
  jest.doMock("../../build/content/paths", () => ({ contentDir: dataDir }));
  // eslint-disable-next-line global-require
  return require("../../gatsby-node") as typeof import("../../gatsby-node");
}

const reporter = () => ({ panic: jest.fn(), error: jest.fn() });

describe("gatsby-node onPreBootstrap", () => {
  it("lets a build with valid content go on", () => {
    const { onPreBootstrap } = gatsbyNodeWith(path.resolve(__dirname, "../../data"));
    const report = reporter();
    (onPreBootstrap as Function)({ reporter: report });
    expect(report.panic).not.toHaveBeenCalled();
  });

  it("stops the build and names the file and field of a broken edit", () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "broken-")), "data");
    fs.cpSync(path.resolve(__dirname, "../../data"), dir, { recursive: true });
    const site = path.join(dir, "site.yaml");
    fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace(/^mission:[^\n]*\n(\s+[^\n]*\n)*/m, ""));

    const { onPreBootstrap } = gatsbyNodeWith(dir);
    const report = reporter();
    (onPreBootstrap as Function)({ reporter: report });
    expect(report.panic).toHaveBeenCalledTimes(1);
    expect(report.panic.mock.calls[0][0]).toContain("data/site.yaml: mission is missing");
  });
});
