/**
 * The content editor's own script at /admin (bundled by plugins/editor/editorBundle.ts, loaded
 * after Decap CMS, before it reads its configuration): what we add to the editor, one call each.
 */
import { modelElementId, registerCanonicalFormat, type FormatRegistry } from "./canonicalFormat";
import type { ContentModel } from "./canonicalYaml";
import { checkBeforeSave, type SaveEventRegistry } from "./checkBeforeSave";
import { pageContentProblems, showContentProblems } from "./contentProblems";
import contentProblemsWords from "./contentProblemsPhrases.json";
import { saveFeedback } from "./saveFeedback";
import { readJsonBlock, snapshotElementId, type ContentSnapshot } from "./contentSnapshot";
import { openPreviewFirst } from "./editorPanes";
import { reloadOnEntryChange } from "./entryNavigation";
import { describeLocalSaves, type LocaleRegistry } from "./localEditing";
import { registerPhotoWidget, type PhotoWidgetDecap } from "./photoWidget";
import { registerPreviews } from "./registerPreviews";

const cms = (window as unknown as { CMS: FormatRegistry & LocaleRegistry & SaveEventRegistry }).CMS;
const model = readJsonBlock(document, modelElementId) as ContentModel;
registerCanonicalFormat(cms, model);
checkBeforeSave(cms, model, (readJsonBlock(document, snapshotElementId) as ContentSnapshot).routes, saveFeedback(document));
describeLocalSaves(cms, window.location);
registerPreviews();
registerPhotoWidget(window as unknown as PhotoWidgetDecap);
openPreviewFirst(window.localStorage);
reloadOnEntryChange(window);
showContentProblems(document, pageContentProblems(document), contentProblemsWords);
