/**
 * The content editor at /admin: Decap CMS put together from its own npm packages with only what
 * this site uses (plugins/editor/editorBundle.ts bundles it with Decap's React 19), our additions
 * registered on it, one call each, and then started. Left out: the backends other than Git
 * Gateway, GitHub and the local one, the widgets no field uses (markdown, code, map, relation…),
 * the media services, and every interface language but English and Spanish: half of Decap's bundle.
 */
import { contentTypeFor } from "../../lib/contentPages";
import React from "react";
import createReactClass from "create-react-class";
import { DecapCmsCore as CMS } from "decap-cms-core";
import { GitGatewayBackend } from "decap-cms-backend-git-gateway";
import { GitHubBackend } from "decap-cms-backend-github";
import { ProxyBackend } from "decap-cms-backend-proxy";
import DecapCmsWidgetBoolean from "decap-cms-widget-boolean";
import DecapCmsWidgetDatetime from "decap-cms-widget-datetime";
import DecapCmsWidgetImage from "decap-cms-widget-image";
import DecapCmsWidgetList from "decap-cms-widget-list";
import DecapCmsWidgetNumber from "decap-cms-widget-number";
import DecapCmsWidgetObject from "decap-cms-widget-object";
import DecapCmsWidgetSelect from "decap-cms-widget-select";
import DecapCmsWidgetString from "decap-cms-widget-string";
import DecapCmsWidgetText from "decap-cms-widget-text";
import { en, es } from "decap-cms-locales";
import { defaultLocale, localePath, locales, type Locale } from "../../lib/locales";
import { readEditorSetup } from "../editorSetup";
import { registerCanonicalFormat } from "./canonicalFormat";
import { checkBeforeSave, refusal } from "./checkBeforeSave";
import { checkedBackend, photoInUseGuard, type DeletingBackend } from "./checkedBackends";
import type { DecapGlobals } from "./decap";
import { openPreviewFirst } from "./editorPanes";
import { reloadOnEntryChange } from "./entryNavigation";
import { registerFieldWidgets } from "./fieldWidgets";
import { formLanguage, isEntryAddress, renderFormLanguageSwitch, withAddressLocale } from "./formLanguage";
import { findToReview, type ReviewItem } from "./reviewList";
import { sharedReads } from "./sharedReads";
import { findLaunchItems, liveLine, type LaunchEntry } from "./launchList";
import { samplePhotoBytes } from "./samplePhotoBytes";
import { checkLive, type LiveFinding } from "../../lib/liveCheck";
import { launchedField, launchRefusals } from "../../content/launchCheck";
import { fillTemplate } from "../../lib/template";
import type { ProblemPath } from "../../content/problems";
import { decapPath, fieldRegistry, followAddressField, withAddressField } from "./fieldRegistry";
import { announcer, translateDragAnnouncements } from "./announcements";
import dayjs from "dayjs";
import "dayjs/locale/es";
import { chosenInterfaceLocale, interfaceLanguageKey, renderEditorBar } from "./interfaceLanguage";
import { registerPhrases } from "./localEditing";
import { clearNotice, showNotice } from "./notices";
import { photoLibrary } from "./photoLibrary";
import { listedMediaBackend, type MediaBackend } from "./listedMedia";
import { registerPhotoWidget } from "./photoWidget";
import { fileVersions, type VersionedBackend } from "./fileVersions";
import { keepSaves } from "./keepSaves";
import { problemWords } from "./problemWords";
import { registerPreviews } from "./registerPreviews";
import { guardUploads } from "./uploadGuard";
import { undoDeletions } from "./undoDeletions";
import { editedSiteAddress } from "./siteLink";
import { pageContentProblems } from "./contentProblems";
import { describeProblem } from "../../content/problems";
import { editorEntryAddress, editorFileLabel } from "../../content/editorGroups";
import { contentFilePath } from "../../lib/contentFile";

const setup = readEditorSetup(document);
const decap: DecapGlobals = {
  CMS,
  h: React.createElement as DecapGlobals["h"],
  createClass: createReactClass as DecapGlobals["createClass"],
  createContext: React.createContext as DecapGlobals["createContext"],
};

// The editor's own language: chosen in the bar, remembered in this browser.
const offered = locales.filter((locale) => setup.words[locale] && setup.configs[locale]);
const uiLocale = chosenInterfaceLocale(window.localStorage, navigator.languages ?? [navigator.language], offered, defaultLocale) as Locale;
const words = setup.words[uiLocale]!;
document.documentElement.lang = uiLocale;
document.querySelector('link[rel="cms-config-url"]')?.setAttribute("href", String(setup.configs[uiLocale]));

// Decap's own interface in that language, with the site's changes (data/editor.yaml).
const decapPhrases: Record<string, Record<string, unknown>> = { en, es };
registerPhrases(CMS, decapPhrases, setup.words, window.location);

// Decap's dates (the workflow board's) in the editor's language.
dayjs.locale(uiLocale);

// The language the form's texts are written in (one form per file: ./formLanguage.ts), and the form's top fields to go to.
const form = formLanguage(window, { locales, defaultLocale, localePath: (locale, path) => localePath(locale as Locale, path) });
const fields = fieldRegistry(window, form);
const followField = followAddressField(window, fields);
const announce = announcer(document, uiLocale);
translateDragAnnouncements(document, { instructions: words.interface.dragInstructions, handle: words.interface.dragHandle });
// A list item deleted in the form comes back until the next save (./undoDeletions.ts); leaving the entry ends it.
const undo = undoDeletions(document, words.interface, uiLocale, announce);
window.addEventListener("hashchange", () => {
  if (!isEntryAddress(window.location.hash)) undo.clear();
});

// Backends that refuse to delete a photo a page uses, and know the photos listed, added and deleted.
const photos = photoLibrary(setup.photos);
/** A content file as the editor lists it ("Home page"); a photo by its path. */
const fileLabel = (file: string) => editorFileLabel(words, file);
const deleteGuard = photoInUseGuard({ contentFiles: setup.contentFiles, model: setup.model, words, locale: uiLocale, fileLabel }, (line) =>
  showNotice(document, { kind: "delete", tone: "problem", heading: words.interface.deleteRefusedHeading, lines: [line], close: words.interface.close, lang: uiLocale }),
);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's backends take their own arguments
type Backend = new (...args: any[]) => DeletingBackend;
// Each file as the form opened it and as the backend holds it now (./fileVersions.ts): a save never undoes one made elsewhere.
const versions = fileVersions();
const changedAgain = (): Error => {
  showNotice(document, { kind: "save", tone: "problem", heading: words.interface.changedAgain, lines: [], close: words.interface.close, lang: uiLocale });
  return refusal(words.interface.changedAgain);
};
// The backend Decap started, which the launch list asks for a photo the build did not know.
let backend: DeletingBackend | undefined;
// Whether a photo is a sample's bytes, for the list before launch: the build's word for the photos
// it knew, any other read through the backend (./samplePhotoBytes.ts); an upload is read again.
const sampleBytes = samplePhotoBytes(setup, async (path) => (await backend?.getMediaFile(path))?.file);
const photoAdded = (path: string, uploaded: boolean): void => {
  photos.add(path);
  if (uploaded) sampleBytes.changed(path);
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's backends take their own arguments
const versioned = (Backend: unknown) => versions.backend(Backend as new (...args: any[]) => VersionedBackend, changedAgain);
const checked = (Backend: unknown) => checkedBackend(versioned(Backend) as unknown as Backend, deleteGuard, photoAdded, photos.remove, (started) => (backend = started));
/** A file as it is saved now, read without changing what the form opened. */
const savedFile = (path: string): Promise<string | undefined> => versions.read(path);
CMS.registerBackend("git-gateway", checked(GitGatewayBackend));
CMS.registerBackend("github", checked(GitHubBackend));
// The local backend's library listed without every photo's bytes (./listedMedia.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's backends take their own arguments
CMS.registerBackend("proxy", checked(listedMediaBackend(ProxyBackend as unknown as new (...args: any[]) => MediaBackend, photos.list, setup.everyPhoto)));

CMS.registerWidget(
  [DecapCmsWidgetString, DecapCmsWidgetText, DecapCmsWidgetNumber, DecapCmsWidgetBoolean, DecapCmsWidgetDatetime, DecapCmsWidgetSelect, DecapCmsWidgetImage, DecapCmsWidgetList, DecapCmsWidgetObject].map((widget) => widget.Widget()),
);
registerPhotoWidget(decap);
registerFieldWidgets(decap, { defaultLocale, uiLocale, words, routes: setup.routes, model: setup.model, form, fields, announce, undo });

registerCanonicalFormat(CMS, setup.model);
checkBeforeSave(
  CMS,
  { model: setup.model, routes: setup.routes, words, photos, savedFile, locale: uiLocale },
  {
    refused(lines) {
      // Every problem in view, each with a way to its field (in its language, its list item opened).
      const shown = lines.map((line) => ({
        text: line.text,
        ...(fields.canGoTo(line.path) ? { action: { label: words.interface.goToField, run: () => fields.goTo(line.path, line.locale) } } : {}),
      }));
      showNotice(document, { kind: "save", tone: "problem", heading: words.interface.problemsHeading, intro: words.interface.problemsIntro, lines: shown, close: words.interface.close, lang: uiLocale });
    },
    saved(suggestions, stamped) {
      // Written: the lists are counted again (a moment later, as the backend answers the new file).
      window.setTimeout(countLists, 1500);
      clearNotice(document, "save");
      clearNotice(document, "readability");
      undo.clear();
      clearNotice(document, "conflict");
      clearNotice(document, "kept");
      if (suggestions.length > 0 || stamped.length > 0) {
        const heading = suggestions.length > 0 ? words.interface.readabilityHeading : stamped[0];
        const intro = suggestions.length > 0 ? words.interface.readabilityIntro : undefined;
        const lines = suggestions.length > 0 ? [...stamped, ...suggestions] : stamped.slice(1);
        showNotice(document, { kind: "readability", tone: "news", heading, intro, lines, close: words.interface.close, lang: uiLocale });
      }
    },
  },
);
// After the check of the form's own data: "to review" decided once per save, and a save written over a newer file keeps that file's changes.
keepSaves(
  CMS,
  { model: setup.model, locales, words, locale: uiLocale, versions },
  {
    conflicts(intro, lines) {
      const shown = lines.map((line) => {
        const locale = line.path?.filter((step): step is string => typeof step === "string" && (locales as readonly string[]).includes(step)).at(-1);
        const goTo = line.path && fields.canGoTo(line.path) ? [{ label: words.interface.goToField, run: () => fields.goTo(line.path!, locale) }] : [];
        return {
          text: line.text,
          actions: [
            { label: words.interface.keepMine, pressed: line.chosen === "mine", run: () => line.choose("mine") },
            { label: words.interface.keepTheirs, pressed: line.chosen === "theirs", run: () => line.choose("theirs") },
            ...goTo,
          ],
        };
      });
      showNotice(document, { kind: "conflict", tone: "problem", heading: words.interface.conflictHeading, intro, lines: shown, close: words.interface.close, lang: uiLocale });
    },
    kept(intro, lines) {
      showNotice(document, { kind: "kept", tone: "news", heading: words.interface.keptHeading, intro, lines, close: words.interface.close, lang: uiLocale });
    },
    show: (field, value) => fields.show(field, value),
    form: () => fields.values(),
  },
);
guardUploads(document, {
  refused(problems) {
    const lines = problems.map((problem) => problemWords(problem, { model: setup.model, words, typeName: "" }));
    showNotice(document, { kind: "upload", tone: "problem", heading: words.interface.uploadRefusedHeading, lines, close: words.interface.close, lang: uiLocale });
  },
  added(converted) {
    clearNotice(document, "upload");
    const lines = converted.map(({ from, to }) => fillTemplate(words.interface.uploadConverted, { photo: from, converted: to }));
    showNotice(document, { kind: "upload", tone: "news", heading: words.interface.uploadCleaned, lines, close: words.interface.close, lang: uiLocale });
  },
});
const guide = setup.guides[uiLocale] ?? setup.guides[defaultLocale] ?? "/admin/guide";
const problemsNow = pageContentProblems(document);
if (problemsNow.length > 0) {
  const lines = problemsNow.map((problem) => `${fileLabel(problem.file)}: ${problemWords(problem, { model: setup.model, words, typeName: contentTypeFor(contentFilePath(problem.file)) }, describeProblem(problem))}`);
  showNotice(document, { kind: "content", tone: "problem", heading: words.interface.contentProblemsHeading, intro: words.interface.contentProblemsIntro, lines, close: words.interface.close, lang: uiLocale });
}
registerPreviews(decap, setup, form, {
  loading: words.interface.loadingPreview,
  guide: { href: guide, link: words.interface.guideLink, description: words.interface.guideDescription },
  failed: { heading: words.interface.previewFailedHeading, text: words.interface.previewFailedText },
});
openPreviewFirst(window.localStorage);
reloadOnEntryChange(window);

const bar = renderEditorBar(
  document,
  { current: { locale: uiLocale, words }, all: offered.map((locale) => ({ locale, words: setup.words[locale]! })), guide },
  (locale) => {
    window.localStorage.setItem(interfaceLanguageKey, locale);
    window.location.reload();
  },
);
// What is left to translate: counted from the backend once it has started, and again after each save.
const reviewSetup = { contentFiles: setup.contentFiles, model: setup.model, locales, words, locale: uiLocale, read: savedFile, fileLabel };
const reviewButton = document.createElement("button");
reviewButton.type = "button";
reviewButton.className = "cms-bar__review";
reviewButton.hidden = true;
async function countToReview(read = savedFile): Promise<ReviewItem[]> {
  const found = await findToReview({ ...reviewSetup, read });
  reviewButton.textContent = fillTemplate(words.interface.toReviewButton, { count: found.length });
  reviewButton.hidden = false;
  return found;
}
/**
 * Opens a file's form in a language and takes the person to a field in it, once the form is drawn:
 * both said in the entry's address, which another entry's form loads afresh on (./fieldRegistry.ts).
 */
function openField(file: string, path: ProblemPath, locale: string): void {
  const address = editorEntryAddress(words, file);
  if (!address) return;
  const target = withAddressField(`#/${withAddressLocale(address, locale, defaultLocale)}`, decapPath(path, locales));
  form.choose(locale);
  if (window.location.hash === target) followField();
  else window.location.hash = target;
}
reviewButton.addEventListener("click", async () => {
  const found = await countToReview();
  showNotice(document, {
    kind: "review",
    tone: "news",
    heading: words.interface.toReviewListHeading,
    intro: found.length > 0 ? words.interface.toReviewListIntro : words.interface.toReviewNone,
    lines: found.map((item) => ({ text: item.line, action: { label: words.interface.goToField, run: () => openField(item.file, [...item.path, item.locale], item.locale) } })),
    close: words.interface.close,
    lang: uiLocale,
  });
});
// What is left before launch (./launchList.ts): the placeholders a production build refuses,
// counted from the backend as the review list is, each with a way to its field; once the site is
// marked live, on the published site, what it answers too (src/lib/liveCheck.ts), from here.
const launchSetup = { contentFiles: setup.contentFiles, model: setup.model, words, locale: uiLocale, address: setup.address, read: savedFile, isSamplePhoto: sampleBytes.isSamplePhoto };
const launchButton = document.createElement("button");
launchButton.type = "button";
launchButton.className = "cms-bar__launch";
launchButton.hidden = true;
interface LaunchState {
  readonly entries: readonly LaunchEntry[];
  readonly launched: boolean;
  /** What the published site answers, once it is marked live (and this editor is on it). */
  readonly live: readonly LiveFinding[];
}
const configAddresses = Object.values(setup.configs).filter((address): address is string => typeof address === "string");
async function countBeforeLaunch(read = savedFile): Promise<LaunchState> {
  const { entries, launched } = await findLaunchItems({ ...launchSetup, read });
  const onLiveSite = launched && setup.address.kind === "production";
  const live = onLiveSite ? await checkLive(window.location.origin, (url) => window.fetch(url, { cache: "no-store" }), setup.live, configAddresses) : [];
  if (onLiveSite) {
    const refused = new Set(launchRefusals(entries.map((entry) => entry.item), true));
    const problems = entries.filter((entry) => refused.has(entry.item)).length + live.filter((finding) => finding.problem).length;
    launchButton.textContent = fillTemplate(words.interface.liveButton, { count: problems });
  } else launchButton.textContent = fillTemplate(words.interface.launchButton, { count: entries.length });
  launchButton.hidden = false;
  return { entries, launched: onLiveSite, live };
}
/** The field that marks the site live (data/site.yaml), which the list leads to once nothing blocks. */
const launchedFieldPath = { file: "data/site.yaml", path: [launchedField] };
launchButton.addEventListener("click", async () => {
  const { entries, launched, live } = await countBeforeLaunch();
  const lineOf = ({ item, line }: LaunchEntry) =>
    item.file ? { text: line, action: { label: words.interface.goToField, run: () => openField(item.file!, item.path, form.chosen()) } } : line;
  const lines = entries.map(lineOf);
  if (launched) {
    // Once live, only what a publish would refuse (what can wait, such as a family's question not answered yet, stays off this list).
    const refused = new Set(launchRefusals(entries.map((entry) => entry.item), true));
    const refusedLines = entries.filter((entry) => refused.has(entry.item)).map(lineOf);
    showNotice(document, { kind: "launch", tone: "news", heading: words.interface.liveListHeading, intro: words.interface.liveListIntro, lines: [...refusedLines, ...live.map((finding) => liveLine(finding, words))], close: words.interface.close, lang: uiLocale });
    return;
  }
  const nothingBlocks = entries.every((entry) => !entry.item.blocks);
  const goLive = { text: words.interface.launchNone, action: { label: words.interface.goToField, run: () => openField(launchedFieldPath.file, launchedFieldPath.path, form.chosen()) } };
  showNotice(document, {
    kind: "launch",
    tone: "news",
    heading: words.interface.launchListHeading,
    intro: nothingBlocks ? undefined : words.interface.launchListIntro,
    // The site's address has no field here: where it is set, and how.
    note: words.interface.launchAddressHelp,
    lines: nothingBlocks ? [goLive, ...lines] : lines,
    close: words.interface.close,
    lang: uiLocale,
  });
});
/** Both lists counted, from one read of each content file (./sharedReads.ts). */
function countLists(): void {
  const read = sharedReads(setup.contentFiles, savedFile);
  void countToReview(read);
  void countBeforeLaunch(read);
}
const waitForBackend = (): void => {
  if (versions.started()) countLists();
  else window.setTimeout(waitForBackend, 500);
};
waitForBackend();
bar.append(reviewButton, launchButton);

// The form's language, beside the editor's own: each language by its own name.
bar.prepend(
  renderFormLanguageSwitch(document, form, {
    label: words.interface.formLanguageLabel,
    names: Object.fromEntries(offered.map((locale) => [locale, setup.words[locale]!.interface.languageName])),
  }),
);
document.body.prepend(bar);

// The top bar's link to the site is the site being edited: this editor's own (./siteLink.ts).
CMS.init({ config: { display_url: editedSiteAddress(window.location, setup.address) } });
