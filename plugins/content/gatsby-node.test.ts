/** @jest-environment node */
/**
 * The content plugin: its onPreBootstrap stops the build with a message naming the file and field
 * when data/ has a problem, and its onCreateNode makes each language's copy of a YAML file a node.
 */
import fs from "fs";
import path from "path";
import { scratchFolders } from "../../tests/support/scratchFolders";
import { launchUrl, replacePlaceholders } from "../../tests/support/launchFixture";
import { fixtureDataDir } from "../../tests/support/content";
import { readEditorWords } from "./editorWordsFile";
import { choiceTypeNames } from "../../src/content/editorWords";
import { contentSchema } from "../../src/content/contentSchema";

function contentPluginWith(dataDir: string) {
  jest.resetModules();
  jest.doMock("./paths", () => ({ contentDir: dataDir }));
  // eslint-disable-next-line global-require
  return require("./gatsby-node") as typeof import("./gatsby-node");
}

const reporter = () => ({ panic: jest.fn(), error: jest.fn(), info: jest.fn(), warn: jest.fn(), setErrorMap: jest.fn() });
type Report = ReturnType<typeof reporter>;

/**
 * The plugin's first steps as Gatsby runs them (onPreInit sets its error map, then onPreBootstrap),
 * over data/ at `dataDir`.
 */
async function firstSteps(dataDir: string, report: Report): Promise<void> {
  const { onPreInit, onPreBootstrap } = contentPluginWith(dataDir);
  await (onPreInit as Function)({ reporter: report });
  await (onPreBootstrap as Function)({ reporter: report });
}

/** The words a refused build stops with, as Gatsby prints them: its error map's text for the error's id. */
function refusalText(report: Report): string {
  expect(report.panic).toHaveBeenCalledTimes(1);
  const [{ id, context }] = report.panic.mock.calls[0] as [{ id: string; context: unknown }];
  const errorMap = Object.assign({}, ...report.setErrorMap.mock.calls.map(([entries]) => entries)) as Record<string, { text: (context: unknown) => string }>;
  expect(errorMap[id]).toBeDefined();
  return errorMap[id].text(context);
}
const realData = path.resolve(__dirname, "../../data");
const scratch = scratchFolders();

describe("the content plugin's onPreBootstrap", () => {
  it("lets a build with valid content go on", async () => {
    const report = reporter();
    await firstSteps(realData, report);
    expect(report.panic).not.toHaveBeenCalled();
  });

  it("stops the build and names the file and field of a broken edit", async () => {
    const dir = path.join(scratch("broken-"), "data");
    fs.cpSync(realData, dir, { recursive: true });
    const site = path.join(dir, "site.yaml");
    const text = fs.readFileSync(site, "utf8");
    fs.writeFileSync(site, text.replace(/^mission:\n( {2}[^\n]*\n)+/m, ""));
    expect(fs.readFileSync(site, "utf8")).not.toBe(text);

    const report = reporter();
    await firstSteps(dir, report);
    expect(refusalText(report)).toContain("data/site.yaml: mission is missing");
  });

  it("lets gatsby develop go on with the same lines, so the editor starts to fix them", async () => {
    const dir = path.join(scratch("broken-"), "data");
    fs.cpSync(realData, dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "nav.yaml"), "main:\n  - to: [\n");
    const { onPreBootstrap } = contentPluginWith(dir);
    const report = { ...reporter(), warn: jest.fn() };
    const command = process.env.gatsby_executing_command;
    process.env.gatsby_executing_command = "develop";
    try {
      await (onPreBootstrap as Function)({ reporter: report });
    } finally {
      process.env.gatsby_executing_command = command;
    }
    expect(report.panic).not.toHaveBeenCalled();
    expect(report.error).toHaveBeenCalledTimes(1);
    expect(report.error.mock.calls[0][0]).toMatch(/^The content in data\/ has 1 problem\(s\), which a build refuses\. gatsby develop goes on/);
    expect(report.error.mock.calls[0][0]).toContain("data/nav.yaml: line 3");
  });
});

describe("the content plugin's launch gate", () => {
  /** The plugin's onPreBootstrap over `dataDir`, with Netlify's variables as `env` gives them. */
  async function bootstrap(dataDir: string, env: Record<string, string>) {
    const report = reporter();
    const before = { ...process.env };
    Object.assign(process.env, env);
    try {
      await firstSteps(dataDir, report);
    } finally {
      for (const name of Object.keys(process.env)) if (before[name] === undefined) delete process.env[name];
      Object.assign(process.env, before);
    }
    return report;
  }

  it("stops a production build whose address is wrong, naming it first, with the gate's own message", async () => {
    const report = await bootstrap(realData, { CONTEXT: "production" });
    const message = refusalText(report);
    expect(message).toMatch(/This production build is not published: the site's address/);
    expect(message).toMatch(/\n {2}Netlify: Blocks the launch: /);
  });

  it("publishes a production build of the site before its launch, saying what is left", async () => {
    const report = await bootstrap(realData, { CONTEXT: "production", URL: launchUrl });
    expect(report.panic).not.toHaveBeenCalled();
    expect(report.info.mock.calls.map(([line]) => line)[1]).toMatch(/^The site is not marked live yet/);
  });

  it("lets a deploy preview on data/ as it is go on, saying what is left", async () => {
    const report = await bootstrap(realData, { CONTEXT: "deploy-preview", URL: launchUrl, DEPLOY_PRIME_URL: "https://deploy-preview-7--mevsme-youth.netlify.app" });
    expect(report.panic).not.toHaveBeenCalled();
    const lines = report.info.mock.calls.map(([line]) => line);
    expect(lines[0]).toBe("This build is a preview build; its links lead to https://deploy-preview-7--mevsme-youth.netlify.app (Netlify's DEPLOY_PRIME_URL).");
    expect(lines[1]).toMatch(/^Before launch: \d+ placeholder\(s\) left, which a production build refuses once the site is marked live \(npm run check:launch lists them\)\.$/);
  });

  it("lets a production build go on once every placeholder is replaced and the site is marked live", async () => {
    const dir = path.join(scratch("launch-"), "data");
    fs.cpSync(realData, dir, { recursive: true });
    await replacePlaceholders(dir);
    const report = await bootstrap(dir, { CONTEXT: "production", URL: launchUrl });
    expect(report.panic).not.toHaveBeenCalled();
    expect(report.info.mock.calls.map(([line]) => line)).toEqual([`This build is a production build; its links lead to ${launchUrl} (Netlify's URL).`]);
  }, 60_000);
});

describe("a build's reads of data/", () => {
  it("reads the folder once, at its first step: the check, the launch gate and every file's nodes and facts come from that one tree", async () => {
    jest.resetModules();
    jest.doMock("./paths", () => ({ contentDir: realData }));
    // The reader, counted: every read of data/ in plugins/content goes through it (tests/unit/architecture.test.ts).
    const reader = jest.requireActual("./contentTree") as typeof import("./contentTree");
    const reads: string[] = [];
    jest.doMock("./contentTree", () => ({
      ...reader,
      readContentTree: (...args: Parameters<typeof reader.readContentTree>) => (reads.push("readContentTree"), reader.readContentTree(...args)),
      readContentTexts: (...args: Parameters<typeof reader.readContentTexts>) => (reads.push("readContentTexts"), reader.readContentTexts(...args)),
    }));
    // eslint-disable-next-line global-require
    const plugin = require("./gatsby-node") as typeof import("./gatsby-node");
    const { load } = await import("js-yaml");

    await (plugin.onPreBootstrap as Function)({ reporter: { ...reporter(), warn: jest.fn() } });
    // Every file gatsby-source-filesystem gives (gatsby-config.ts leaves the editor's words out), as gatsby-transformer-yaml makes it a node.
    const files = reader.yamlFiles(realData).filter((relative) => relative !== "editor.yaml");
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    for (const relative of files) {
      const parsed = path.posix.parse(relative);
      const file = { id: `file ${relative}`, internal: { type: "File" }, name: parsed.name, relativeDirectory: parsed.dir, relativePath: relative };
      const node = { ...(load(fs.readFileSync(path.join(realData, relative), "utf8")) as object), id: `yaml ${relative}`, parent: file.id, internal: { type: "YamlFile" } };
      await (plugin.onCreateNode as Function)({ node, actions, getNode: (id: string) => (id === file.id ? file : undefined), createNodeId: (seed: string) => seed, createContentDigest: () => "digest", reporter: reporter() });
    }
    (plugin.createSchemaCustomization as Function)({ actions: { createFieldExtension: jest.fn(), createTypes: jest.fn() } });

    expect(actions.createNode).toHaveBeenCalledTimes(files.length * 2);
    expect(reads).toEqual(["readContentTree"]);
  });
});

describe("the content plugin's development bundle", () => {
  it("gets the plugin that shows the content's problems in Gatsby's overlay, under develop only", () => {
    const { onCreateWebpackConfig } = contentPluginWith(realData);
    const actions = { setWebpackConfig: jest.fn() };
    (onCreateWebpackConfig as Function)({ stage: "build-javascript", actions });
    expect(actions.setWebpackConfig).not.toHaveBeenCalled();
    (onCreateWebpackConfig as Function)({ stage: "develop", actions });
    expect(actions.setWebpackConfig.mock.calls[0][0].plugins.map((plugin: object) => plugin.constructor.name)).toEqual(["ContentProblemsPlugin"]);
  });
});

describe("the content plugin's onCreateNode", () => {
  it("makes one node of the file's type per language, with its locale, as a child of the file's YAML node", async () => {
    // The unit tests' fixed copy of the content (tests/support/content.ts), whose words this test says.
    const { onCreateNode } = contentPluginWith(fixtureDataDir);
    const file = {
      id: "file-nav",
      internal: { type: "File" },
      sourceInstanceName: "data",
      base: "nav.yaml",
      name: "nav",
      relativeDirectory: "",
      relativePath: "nav.yaml",
    };
    // What gatsby-transformer-yaml makes of the file (gatsby-config.ts names its type).
    const { load } = await import("js-yaml");
    const yamlNode = { ...(load(fs.readFileSync(path.join(fixtureDataDir, "nav.yaml"), "utf8")) as object), id: "yaml-nav", parent: "file-nav", internal: { type: "YamlFile" } };
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    await (onCreateNode as Function)({
      node: yamlNode,
      actions,
      getNode: (id: string) => (id === file.id ? file : undefined),
      createNodeId: (seed: string) => `id(${seed})`,
      createContentDigest: () => "digest",
      reporter: reporter(),
    });
    const nodes = actions.createNode.mock.calls.map(([node]) => node);
    expect(nodes.map((node) => [node.internal.type, node.locale, node.id, node.parent])).toEqual([
      ["NavYaml", "en", "id(file-nav en)", "yaml-nav"],
      ["NavYaml", "es", "id(file-nav es)", "yaml-nav"],
    ]);
    expect(nodes.map((node) => node.cta.label)).toEqual(["Get Involved", "Participe"]);
    expect(nodes[0]).not.toHaveProperty("en");
    expect(actions.createParentChildLink).toHaveBeenCalledTimes(2);
  });

  it("is never given the editor's own words (their `fields` is a name Gatsby keeps for itself): gatsby-config's source of data/ leaves the file out", async () => {
    const { default: config } = await import("../../gatsby-config");
    const source = config.plugins?.find((plugin) => typeof plugin === "object" && plugin.resolve === "gatsby-source-filesystem" && plugin.options?.name === "data");
    const { options } = source as unknown as { options: { path: string; ignore: string[] } };
    // chokidar's matcher, which gatsby-source-filesystem hands its `ignore` to, on the files' full paths.
    const { default: anymatch } = await import("anymatch");
    expect(anymatch(options.ignore, path.join(options.path, "editor.yaml"))).toBe(true);
    for (const file of ["site.yaml", "nav.yaml", "pages/home.yaml", "legal/privacy.yaml"]) expect(anymatch(options.ignore, path.join(options.path, file))).toBe(false);
  });

  it("makes the choices' words a node per language (EditorChoices), as data/editor.yaml writes them once", async () => {
    const { sourceNodes } = contentPluginWith(realData);
    const actions = { createNode: jest.fn() };
    await (sourceNodes as Function)({ actions, createNodeId: (seed: string) => `id(${seed})`, createContentDigest: () => "digest" });
    const nodes = actions.createNode.mock.calls.map(([node]) => node);
    expect(nodes.map((node) => [node.internal.type, node.locale])).toEqual([
      ["EditorChoices", "en"],
      ["EditorChoices", "es"],
    ]);
    const words = readEditorWords(realData);
    for (const node of nodes) {
      const entries = words[node.locale as "en" | "es"]!.fields;
      const friday = entries.find((entry) => entry.field === "Weekday.friday")!;
      expect(node.choices).toContainEqual({ field: "Weekday.friday", label: friday.label, shown: friday.shown ?? null });
      // Only choices (a value of one of the model's enums), no field's label.
      const choices = choiceTypeNames(contentSchema());
      expect(node.choices.filter((choice: { field: string }) => !choices.has(choice.field.split(".")[0]))).toEqual([]);
    }
  });

  it("leaves every other node alone (the File itself, a photo)", async () => {
    const { onCreateNode } = contentPluginWith(realData);
    const actions = { createNode: jest.fn(), createParentChildLink: jest.fn() };
    await (onCreateNode as Function)({ node: { id: "file-nav", internal: { type: "File" } }, actions, getNode: () => undefined, reporter: reporter() });
    expect(actions.createNode).not.toHaveBeenCalled();
  });
});
