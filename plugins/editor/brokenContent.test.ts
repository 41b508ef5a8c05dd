/** @jest-environment node */
/**
 * The editor opens while a content file is not YAML (under `npm run edit` the content check lists
 * it in the editor's page): its configuration and the previews' snapshot are still made, the
 * broken file without content, every other file as it is.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import { cmsConfigYaml } from "./cmsConfigYaml";
import { contentSnapshot } from "./publishEditor";
import { scratchFolders } from "../../tests/support/scratchFolders";

const realData = path.resolve(__dirname, "../../data");
const scratch = scratchFolders();

it("makes the editor's configuration and snapshot while one file cannot be read", () => {
  const project = scratch("broken-yaml-");
  // The site's pages (src/pages), which links are checked against, beside the copy of data/.
  fs.symlinkSync(path.resolve(__dirname, "../../src"), path.join(project, "src"), "dir");
  const dir = path.join(project, "data");
  fs.cpSync(realData, dir, { recursive: true });
  fs.writeFileSync(path.join(dir, "nav.yaml"), "en:\n  main: [\n");
  const config = load(cmsConfigYaml(dir, "en")) as { collections: { files: { file: string }[] }[] };
  expect(config.collections.flatMap((collection) => collection.files.map((file) => file.file))).toEqual(expect.arrayContaining(["data/nav.yaml", "data/site.yaml"]));
  const { files } = contentSnapshot(dir);
  expect(files["data/nav.yaml"].data).toEqual({});
  expect(Object.keys(files["data/site.yaml"].data)).toEqual(["en", "es"]);
});
