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
import { checkBeforeSave } from "./checkBeforeSave";
import { checkedBackend, photoInUseGuard, type DeletingBackend } from "./checkedBackends";
import type { DecapGlobals } from "./decap";
import { openPreviewFirst } from "./editorPanes";
import { reloadOnEntryChange } from "./entryNavigation";
import { registerFieldWidgets } from "./fieldWidgets";
import { formLanguage } from "./formLanguage";
import { chosenInterfaceLocale, interfaceLanguageKey, renderEditorBar } from "./interfaceLanguage";
import { phraseAt, registerPhrases } from "./localEditing";
import { clearNotice, showNotice } from "./notices";
import { photoLibrary } from "./photoLibrary";
import { listedMediaBackend, type MediaBackend } from "./listedMedia";
import { registerPhotoWidget } from "./photoWidget";
import { problemWords } from "./problemWords";
import { registerPreviews } from "./registerPreviews";
import { guardUploads } from "./uploadGuard";
import { pageContentProblems } from "./contentProblems";
import { describeProblem } from "../../content/problems";
import { editorFileLabel } from "../../content/editorGroups";
import { contentFilePath } from "../../lib/contentFile";
import { fillTemplate } from "../../lib/template";

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
const phrase = (key: string): string => phraseAt(CMS.getLocale(uiLocale) as Record<string, unknown>, key) ?? key;

const form = formLanguage(window, {
  locales,
  defaultLocale,
  phrases: { writingIn: phrase("editor.editorControlPane.i18n.writingInLocale"), fillIn: phrase("editor.editorControlPane.i18n.copyFromLocale") },
  localePath: (locale, path) => localePath(locale as Locale, path),
});

// Backends that refuse to delete a photo a page uses, and know the photos added and deleted.
const photos = photoLibrary(setup.photos);
/** A content file as the editor lists it ("Home page"); a photo by its path. */
const fileLabel = (file: string) => editorFileLabel(words, file);
const deleteGuard = photoInUseGuard({ contentFiles: setup.contentFiles, model: setup.model, words, defaultLocale, fileLabel }, (line) =>
  showNotice(document, { kind: "delete", tone: "problem", heading: words.interface.deleteRefusedHeading, lines: [line], close: words.interface.close, lang: uiLocale }),
);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's backends take their own arguments
type Backend = new (...args: any[]) => DeletingBackend;
const checked = (Backend: unknown) => checkedBackend(Backend as Backend, deleteGuard, photos.add, photos.remove);
CMS.registerBackend("git-gateway", checked(GitGatewayBackend));
CMS.registerBackend("github", checked(GitHubBackend));
// The local backend's library listed without every photo's bytes (./listedMedia.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's backends take their own arguments
CMS.registerBackend("proxy", checked(listedMediaBackend(ProxyBackend as unknown as new (...args: any[]) => MediaBackend, photos.list)));

CMS.registerWidget(
  [DecapCmsWidgetString, DecapCmsWidgetText, DecapCmsWidgetNumber, DecapCmsWidgetBoolean, DecapCmsWidgetDatetime, DecapCmsWidgetSelect, DecapCmsWidgetImage, DecapCmsWidgetList, DecapCmsWidgetObject].map((widget) => widget.Widget()),
);
registerPhotoWidget(decap);
registerFieldWidgets(decap, { defaultLocale, uiLocale, words, routes: setup.routes, model: setup.model });

registerCanonicalFormat(CMS, setup.model);
checkBeforeSave(
  CMS,
  { model: setup.model, routes: setup.routes, words, photos },
  {
    refused(lines, locale) {
      showNotice(document, { kind: "save", tone: "problem", heading: words.interface.problemsHeading, intro: words.interface.problemsIntro, lines, close: words.interface.close, lang: uiLocale });
      if (locale) form.choose(locale);
    },
    saved(suggestions) {
      clearNotice(document, "save");
      clearNotice(document, "readability");
      if (suggestions.length > 0) {
        showNotice(document, { kind: "readability", tone: "news", heading: words.interface.readabilityHeading, intro: words.interface.readabilityIntro, lines: suggestions, close: words.interface.close, lang: uiLocale });
      }
    },
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
registerPreviews(decap, setup, { loading: words.interface.loadingPreview, guide: { href: guide, link: words.interface.guideLink, description: words.interface.guideDescription } });
openPreviewFirst(window.localStorage);
reloadOnEntryChange(window);

document.body.prepend(
  renderEditorBar(
    document,
    { current: { locale: uiLocale, words }, all: offered.map((locale) => ({ locale, words: setup.words[locale]! })), guide },
    (locale) => {
      window.localStorage.setItem(interfaceLanguageKey, locale);
      window.location.reload();
    },
  ),
);

CMS.init();
