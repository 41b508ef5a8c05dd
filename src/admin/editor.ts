/**
 * The content editor's own script at /admin (bundled by plugins/editor/editorBundle.ts, loaded
 * after Decap CMS, before it reads its configuration): what we add to the editor, one call each.
 */
import { modelElementId, registerCanonicalFormat, type FormatRegistry } from "./canonicalFormat";
import type { ContentModel } from "./canonicalYaml";
import { readJsonBlock } from "./contentSnapshot";
import { openPreviewFirst } from "./editorPanes";
import { describeLocalSaves, type LocaleRegistry } from "./localEditing";
import { registerPreviews } from "./registerPreviews";

const cms = (window as unknown as { CMS: FormatRegistry & LocaleRegistry }).CMS;
registerCanonicalFormat(cms, readJsonBlock(document, modelElementId) as ContentModel);
describeLocalSaves(cms, window.location);
registerPreviews();
openPreviewFirst(window.localStorage);
