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
  it("lets a build with valid content go on", async () => {
    const { onPreBootstrap } = gatsbyNodeWith(path.resolve(__dirname, "../../data"));
    const report = reporter();
    await (onPreBootstrap as Function)({ reporter: report });
    expect(report.panic).not.toHaveBeenCalled();
  });

  it("stops the build and names the file and field of a broken edit", async () => {
    const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "broken-")), "data");
    fs.cpSync(path.resolve(__dirname, "../../data"), dir, { recursive: true });
    const site = path.join(dir, "site.yaml");
    fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace(/^ {2}mission:[^\n]*\n( {4}[^\n]*\n)*/m, ""));

    const { onPreBootstrap } = gatsbyNodeWith(dir);
    const report = reporter();
    await (onPreBootstrap as Function)({ reporter: report });
    expect(report.panic).toHaveBeenCalledTimes(1);
    expect(report.panic.mock.calls[0][0]).toContain("data/site.yaml: en.mission is missing");
  });
});

describe("gatsby-node, one language at a time", () => {
  const realData = path.resolve(__dirname, "../../data");

  it("builds every page in English at its own path and in Spanish under /es, with its language", () => {
    const { onCreatePage } = gatsbyNodeWith(realData);
    const actions = { createPage: jest.fn(), deletePage: jest.fn() };
    for (const pagePath of ["/", "/about/", "/404.html"]) {
      (onCreatePage as Function)({ page: { path: pagePath, component: "page.tsx", context: {} }, actions });
    }
    expect(actions.deletePage).toHaveBeenCalledTimes(3);
    expect(actions.createPage.mock.calls.map(([page]) => [page.path, page.context.locale])).toEqual([
      ["/", "en"],
      ["/es", "es"],
      ["/about/", "en"],
      ["/es/about/", "es"],
      ["/404.html", "en"],
      ["/es/404.html", "es"],
    ]);
  });

  it("leaves a page it made itself alone (no endless loop)", () => {
    const { onCreatePage } = gatsbyNodeWith(realData);
    const actions = { createPage: jest.fn(), deletePage: jest.fn() };
    (onCreatePage as Function)({ page: { path: "/es/about/", component: "page.tsx", context: { locale: "es" } }, actions });
    expect(actions.deletePage).not.toHaveBeenCalled();
    expect(actions.createPage).not.toHaveBeenCalled();
  });

  it("makes one node of the file's type per language block, with its locale, as a child of the file", async () => {
    const { onCreateNode } = gatsbyNodeWith(realData);
    const file = {
      id: "file-nav",
      internal: { type: "File" },
      sourceInstanceName: "data",
      base: "nav.yaml",
      name: "nav",
      relativeDirectory: "",
      relativePath: "nav.yaml",
    };
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    await (onCreateNode as Function)({
      node: file,
      actions,
      createNodeId: (seed: string) => `id(${seed})`,
      createContentDigest: () => "digest",
      loadNodeContent: async () => fs.readFileSync(path.join(realData, "nav.yaml"), "utf8"),
      reporter: reporter(),
    });
    const nodes = actions.createNode.mock.calls.map(([node]) => node);
    expect(nodes.map((node) => [node.internal.type, node.locale, node.id, node.parent])).toEqual([
      ["NavYaml", "en", "id(file-nav en)", "file-nav"],
      ["NavYaml", "es", "id(file-nav es)", "file-nav"],
    ]);
    expect(nodes.map((node) => node.cta.label)).toEqual(["Get Involved", "Participe"]);
    expect(nodes[0]).not.toHaveProperty("en");
    expect(actions.createParentChildLink).toHaveBeenCalledTimes(2);
  });
});
