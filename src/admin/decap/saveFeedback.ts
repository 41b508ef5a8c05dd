import type { SaveFeedback } from "./checkBeforeSave";
import { chosenLocale, keepChosenLocale } from "./editorLanguage";
import { clearSaveProblems, problemLocale, showSaveProblems } from "./saveProblems";

/**
 * Where the editor is looking around a save: the form stays in the language last chosen (Decap
 * starts it again in English after every save and refusal), and a refused save lists the check's
 * lines until the next save and turns the form to the language of the first one
 * ("es.title is missing" → Spanish).
 */
export function saveFeedback(doc: Document): SaveFeedback {
  const chosen = chosenLocale(doc);
  keepChosenLocale(doc, chosen);
  return {
    refused(problems) {
      showSaveProblems(doc, problems);
      const locale = problems.map(problemLocale).find((found) => found !== null);
      if (locale) chosen.choose(locale);
    },
    saved() {
      clearSaveProblems(doc);
    },
  };
}
