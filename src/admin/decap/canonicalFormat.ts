import { decapYamlFormat } from "../../content/canonicalYaml";
import type { ContentModel } from "../../content/modelTypes";

/** The format every collection in /admin/config.yml names (plugins/editor/cmsConfig.ts). */
export const canonicalFormatName = "canonical-yaml";

/** The id of the JSON <script> element that carries the content model in the editor's page. */
export const modelElementId = "cms-content-model";

/** The part of Decap's `CMS` object this module uses. */
export interface FormatRegistry {
  registerCustomFormat(name: string, extension: string, formatter: ReturnType<typeof decapYamlFormat>): void;
}

/**
 * A save from the editor writes the file in the same canonical form as `npm run format:content`
 * (./canonicalYaml.ts, plugins/content/canonicalForm.ts): keys in the content model's order, each
 * text's languages in the site's order (`en:`, then `es:`), its descriptions as comments, so a save
 * changes only the lines of the fields that changed, in either language.
 * Registered before Decap reads its configuration, which names this format.
 */
export function registerCanonicalFormat(cms: FormatRegistry, model: ContentModel): void {
  cms.registerCustomFormat(canonicalFormatName, "yml", decapYamlFormat(model));
}
