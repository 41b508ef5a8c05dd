/**
 * Every enhancement module, by the name a `data-module` attribute gives it, and the file (relative
 * to this folder) whose default export is its class: constructed with its root element, it
 * attaches the behaviour. The build bundles, for each page, only the modules its markup names
 * (plugins/site-finish/pageScripts.ts); a name missing here fails the build.
 */
export const moduleFiles: Readonly<Record<string, string>> = {
  menu: "../components/layout/menu.enhance",
  "not-found": "../components/layout/notFoundLog.enhance",
  "language-offer": "../components/layout/languageOffer.enhance",
  subscribe: "../mail/subscribeForm.enhance",
  "mail-form": "../mail/mailForm.enhance",
  "mail-link": "../mail/mailLink.enhance",
  "form-sent": "../mail/formSent.enhance",
  tooltip: "../components/ui/tooltip.enhance",
  "video-dialog": "../components/home/videoDialog.enhance",
};
