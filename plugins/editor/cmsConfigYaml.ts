import path from "path";
import { dump } from "js-yaml";
import { siteRoutes } from "../content/siteRoutes";
import { cmsConfig } from "./cmsConfig";
import { contentGroups } from "./contentFiles";

/** /admin/config.yml's text for the content in `dataDir` (./publishEditor.ts writes it on every build and `npm run edit`). */
export function cmsConfigYaml(dataDir: string): string {
  const header = [
    "# Decap CMS (the content editor at /admin). Written by the build from the content model",
    "# (src/content/schema.ts) and the files in data/ (plugins/editor/cmsConfigYaml.ts).",
  ].join("\n");
  return `${header}\n${dump(cmsConfig(contentGroups(dataDir), siteRoutes(path.dirname(dataDir), dataDir)), { lineWidth: 120, noRefs: true })}`;
}
