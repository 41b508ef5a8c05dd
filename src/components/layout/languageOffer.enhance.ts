import { listen } from "../../enhance/errors";
import { data, element } from "../../enhance/markup";
import { locales } from "../../lib/locales";
import { pageTitleId } from "../../lib/pageTitle";
import { browserLocalStorage, prefersLanguage, rememberDismissed, wasDismissed } from "./languagePreference";

/**
 * The `language-offer` module (LanguageOffer.tsx): shows the offer of the page in `data-offered`
 * when the browser prefers that language (navigator.languages) and the visitor has not dismissed
 * it; its button hides it and remembers that in localStorage, for every page. Focus, which was on
 * the button, goes to the page's title just below where the line was (the target of Skip to
 * content, src/lib/pageTitle.ts), which shows its ring when the button was pressed from the keyboard.
 */
export default class LanguageOffer {
  constructor(root: HTMLElement) {
    const { offered } = data(root, ["offered"], "language-offer");
    const dismiss = element<HTMLButtonElement>(root, "button[data-language-offer-dismiss]", "language-offer");
    const storage = browserLocalStorage();
    const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
    if (!prefersLanguage(preferred, locales, offered) || wasDismissed(storage, offered)) return;
    root.hidden = false;
    listen(dismiss, "click", () => {
      rememberDismissed(storage, offered);
      root.hidden = true;
      document.getElementById(pageTitleId)?.focus();
    });
  }
}
