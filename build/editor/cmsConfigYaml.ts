import path from "path";
import { dump } from "js-yaml";
import { siteRoutes } from "../content/siteRoutes";
import { cmsConfig } from "./cmsConfig";
import { contentGroups } from "./contentFiles";

/** static/admin/config.yml's text for the content in `dataDir`. */
export function cmsConfigYaml(dataDir: string): string {
  const header = [
    "# Decap CMS (the content editor at /admin). Written by `npm run cms:config` from the content model",
    "# (build/content/schema.ts) and the files in data/: do not edit by hand, run it again instead.",
  ].join("\n");
  return `${header}\n${dump(cmsConfig(contentGroups(dataDir), siteRoutes(path.dirname(dataDir), dataDir)), { lineWidth: 120, noRefs: true })}`;
}
