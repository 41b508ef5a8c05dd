import type { DecapGlobals } from "./decap";
import type { EditorSetup } from "../editorSetup";
import type { PreviewModule } from "../preview/previews";
import { previewTemplate } from "./previewTemplate";
import type { PreviewWords } from "../preview/PreviewRoot";
import type { FormLanguage } from "./formLanguage";

/**
 * Registers the previews: the site's global style in the preview frame, and for every file entry
 * of config.yml the template that renders it as the page it appears on. The previews' own script
 * is imported the first time one is shown: the form is usable before it has loaded.
 */
export function registerPreviews(decap: DecapGlobals, { files, previews, model }: Pick<EditorSetup, "files" | "previews" | "model">, form: Pick<FormLanguage, "chosen" | "subscribe">, words: { loading: string } & PreviewWords): void {
  decap.CMS.registerPreviewStyle(previews.style);
  let loading: Promise<PreviewModule> | undefined;
  const loadPreviews = (): Promise<PreviewModule> => (loading ??= import(/* webpackIgnore: true */ previews.script) as Promise<PreviewModule>);
  const template = previewTemplate(decap, loadPreviews, previews.content, form, model, words);
  for (const name of files) decap.CMS.registerPreviewTemplate(name, template);
}
