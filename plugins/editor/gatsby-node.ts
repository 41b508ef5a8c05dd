/**
 * The content editor at /admin (Decap CMS): after Gatsby has written the pages, its page,
 * configuration, scripts and previews go into public/admin/ (./publishEditor.ts). `npm run edit`
 * serves the same files while developing (./developEditor.ts, from gatsby-config.ts).
 */
import type { GatsbyNode, PluginOptions } from "gatsby";
import path from "path";
import { publishEditor } from "./publishEditor";

interface EditorOptions extends PluginOptions {
  /** The organisation's name, for the editor's page title. */
  siteName: string;
}

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) => Joi.object({ siteName: Joi.string().required() });

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store }, options) => {
  const { program } = store.getState() as { program: { directory: string } };
  await publishEditor({ publicDir: path.join(program.directory, "public"), siteName: (options as EditorOptions).siteName });
};
