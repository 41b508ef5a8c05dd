import type { DecapGlobals } from "./decap";
import { readJsonBlock, snapshotElementId, type ContentSnapshot } from "./contentSnapshot";
import { previewTemplate } from "./previewTemplate";

/**
 * Registers the previews: the site's global style in the preview frame, and for every file
 * entry of config.yml (listed by the build in #cms-files) the template that renders it as the
 * page it appears on.
 */
export function registerPreviews(decap: Partial<DecapGlobals> = window as unknown as Partial<DecapGlobals>): void {
  const { CMS, h, createClass } = decap;
  if (!CMS || !h || !createClass) throw new Error("Decap CMS did not load: the previews need window.CMS, h and createClass");

  const style = document.querySelector('meta[name="cms-preview-style"]')?.getAttribute("content");
  if (style) CMS.registerPreviewStyle(style);

  const snapshot = readJsonBlock(document, snapshotElementId) as ContentSnapshot;
  const template = previewTemplate({ CMS, h, createClass }, snapshot);
  for (const name of readJsonBlock(document, "cms-files") as string[]) CMS.registerPreviewTemplate(name, template);
}
