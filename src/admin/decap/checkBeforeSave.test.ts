/** @jest-environment node */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { contentModel } from "../../content/contentModel";
import { siteRoutes } from "../../../plugins/content/siteRoutes";
import { checkBeforeSave, type SaveEventRegistry } from "./checkBeforeSave";
import type { ImmutableMap } from "./decap";

const root = path.resolve(__dirname, "../../..");
const routes = [...siteRoutes(root, path.join(root, "data"))];

/** An entry as Decap hands it to preSave: English in `data`, Spanish under `i18n.es.data`, as Immutable Maps. */
function entry(repoPath: string, change: (blocks: { en: any; es: any }) => void = () => undefined): ImmutableMap {
  const blocks = load(fs.readFileSync(path.join(root, repoPath), "utf8")) as { en: any; es: any };
  change(blocks);
  const immutable = (value: unknown) => ({ toJS: () => JSON.parse(JSON.stringify(value)) });
  const fields: Record<string, unknown> = { path: repoPath, data: immutable(blocks.en) };
  return {
    get: (key: string) => fields[key],
    getIn: (keys: readonly string[]) => (keys.join(".") === "i18n.es.data" ? immutable(blocks.es) : undefined),
  } as unknown as ImmutableMap;
}

/** The preSave handler the editor registers. */
function preSave(): (event: { entry: ImmutableMap }) => unknown {
  let handler: ((event: { entry: ImmutableMap }) => unknown) | undefined;
  const cms: SaveEventRegistry = { registerEventListener: (listener) => (handler = listener.handler) };
  checkBeforeSave(cms, contentModel(), routes);
  if (!handler) throw new Error("no preSave handler was registered");
  return handler;
}

describe("the editor's check before saving (Decap's preSave)", () => {
  it("lets an entry the build accepts be saved as it is", () => {
    expect(preSave()({ entry: entry("data/pages/contact.yaml", (blocks) => (blocks.es.heading = "Escríbanos")) })).toBeUndefined();
    expect(preSave()({ entry: entry("data/programs.yaml") })).toBeUndefined();
  });

  it("refuses a blank Spanish text, naming the file, language and field", () => {
    expect(() => preSave()({ entry: entry("data/pages/contact.yaml", (blocks) => (blocks.es.heading = " ")) })).toThrow(
      /not saved, one problem to fix first:\ndata\/pages\/contact\.yaml: es\.heading/,
    );
  });

  it("refuses a Spanish list out of step with the English, and an id used twice", () => {
    expect(() => preSave()({ entry: entry("data/programs.yaml", (blocks) => blocks.es.programs.pop()) })).toThrow(/data\/programs\.yaml: es\.programs/);
    expect(() =>
      preSave()({
        entry: entry("data/programs.yaml", (blocks) => {
          blocks.en.programs[1].id = blocks.en.programs[0].id;
          blocks.es.programs[1].id = blocks.es.programs[0].id;
        }),
      }),
    ).toThrow(/en\.programs\[1\]\.id "[^"]+" is used twice \(also en\.programs\[0\]\)/);
  });

  it("refuses a link to a page the site does not have", () => {
    expect(() => preSave()({ entry: entry("data/nav.yaml", (blocks) => (blocks.en.cta.to = blocks.es.cta.to = "/volunteer")) })).toThrow(/no page at \/volunteer/);
  });
});
