/**
 * Writes static/admin/config.yml, Decap CMS's configuration, from the content model and the files
 * in data/ (build/editor/cmsConfig.ts). Run after changing build/content/schema.ts or adding a
 * file to data/:
 *
 *   npm run cms:config
 */
import fs from "fs";
import path from "path";
import { cmsConfigYaml } from "../build/editor/cmsConfigYaml";

const root = path.resolve(__dirname, "..");
const target = path.join(root, "static", "admin", "config.yml");
fs.writeFileSync(target, cmsConfigYaml(path.join(root, "data")));
process.stdout.write(`${path.relative(root, target)} written\n`);
