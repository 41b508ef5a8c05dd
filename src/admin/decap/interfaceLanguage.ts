import type { EditorWords } from "../../content/editorWords";

/**
 * The editor's own language (Decap's buttons, the field labels, hints and messages), which the
 * person chooses in the bar above the editor and the editor remembers in this browser. Until
 * chosen, the browser's first language the editor has; else English.
 */
export const interfaceLanguageKey = "cms.interface-language";

export function chosenInterfaceLocale(storage: Pick<Storage, "getItem">, browserLanguages: readonly string[], available: readonly string[], fallback: string): string {
  const stored = storage.getItem(interfaceLanguageKey);
  if (stored && available.includes(stored)) return stored;
  const preferred = browserLanguages.map((language) => language.toLowerCase().split("-")[0]).find((language) => available.includes(language));
  return preferred ?? fallback;
}

/** The bar's words in one language: what it says, in the language it says it in. */
interface BarWords {
  readonly locale: string;
  readonly words: EditorWords;
}

/**
 * The bar above the editor: which language the editor speaks, as buttons named each in its own
 * language (English, Español), the current one pressed; and the editors' guide in that language.
 * Choosing another language stores it and loads the editor again in it (Decap reads its language
 * once, when it starts).
 */
export function renderEditorBar(
  doc: Document,
  { current, all, guide }: { current: BarWords; all: readonly BarWords[]; guide: string },
  choose: (locale: string) => void,
): HTMLElement {
  const bar = doc.createElement("div");
  bar.id = "cms-bar";
  bar.className = "cms-bar";
  const languages = doc.createElement("div");
  languages.setAttribute("role", "group");
  languages.setAttribute("aria-label", current.words.interface.languageSwitchLabel);
  languages.className = "cms-bar__languages";
  const label = doc.createElement("span");
  label.textContent = `${current.words.interface.languageSwitchLabel}:`;
  label.setAttribute("aria-hidden", "true");
  languages.append(label);
  for (const option of all) {
    const button = doc.createElement("button");
    button.type = "button";
    button.lang = option.locale;
    button.textContent = option.words.interface.languageName;
    button.setAttribute("aria-pressed", String(option.locale === current.locale));
    button.addEventListener("click", () => {
      if (option.locale !== current.locale) choose(option.locale);
    });
    languages.append(button);
  }
  const link = doc.createElement("a");
  link.href = guide;
  link.target = "_blank";
  link.rel = "noopener";
  link.textContent = current.words.interface.guideLink;
  link.title = current.words.interface.guideDescription;
  link.className = "cms-bar__guide";
  bar.append(languages, link);
  return bar;
}
