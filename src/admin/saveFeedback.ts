import type { SaveEventRegistry, SaveFeedback } from "./checkBeforeSave";
import { chosenLocale, keepLocale } from "./editorLanguage";
import { clearSaveProblems, problemLocale, showSaveProblems } from "./saveProblems";

/**
 * Where the editor is looking after a save: a refused save lists the check's lines until the next
 * save and switches the form to the language of the first one ("es.title is missing" → Spanish);
 * a finished save brings the form back in the language it was written in (Decap starts it again in
 * English).
 */
export function saveFeedback(cms: SaveEventRegistry, doc: Document): SaveFeedback {
  const lastChosen = chosenLocale(doc);
  let writtenIn: string | null = null;
  // A save is "postSave" in the editorial workflow and "postPublish" when it goes straight to the
  // files (npm run edit's local backend).
  for (const name of ["postSave", "postPublish"] as const) {
    cms.registerEventListener({
      name,
      handler: () => {
        const locale = writtenIn;
        if (locale) void keepLocale(doc, locale);
        return undefined;
      },
    });
  }
  return {
    refused(problems) {
      showSaveProblems(doc, problems);
      const locale = problems.map(problemLocale).find((found) => found !== null);
      if (locale) void keepLocale(doc, locale);
    },
    saved() {
      clearSaveProblems(doc);
      writtenIn = lastChosen();
    },
  };
}
