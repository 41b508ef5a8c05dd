import path from "path";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { readEditorWords } from "../../../plugins/content/editorWordsFile";
import { chosenInterfaceLocale, interfaceLanguageKey, renderEditorBar } from "./interfaceLanguage";

const words = readEditorWords(path.resolve(__dirname, "../../../data"));
const all = [
  { locale: "en", words: words.en! },
  { locale: "es", words: words.es! },
];

beforeEach(() => {
  document.body.innerHTML = "";
  window.localStorage.clear();
});

/** The bar above the editor, in a language: what a choice in it asks for. */
function showBar(current: "en" | "es"): jest.Mock {
  const choose = jest.fn();
  document.body.prepend(renderEditorBar(document, { current: all.find((entry) => entry.locale === current)!, all, guide: `/admin/guide${current === "es" ? "-es" : ""}` }, choose));
  return choose;
}

describe("the editor's language", () => {
  it("is the browser's first language the editor has until one is chosen, else English", () => {
    expect(chosenInterfaceLocale(window.localStorage, ["es-MX", "en-US"], ["en", "es"], "en")).toBe("es");
    expect(chosenInterfaceLocale(window.localStorage, ["fr-FR", "ES"], ["en", "es"], "en")).toBe("es");
    expect(chosenInterfaceLocale(window.localStorage, ["fr-FR", "de"], ["en", "es"], "en")).toBe("en");
    expect(chosenInterfaceLocale(window.localStorage, [], ["en", "es"], "en")).toBe("en");
  });

  it("is the one chosen in this browser, remembered over the browser's", () => {
    window.localStorage.setItem(interfaceLanguageKey, "en");
    expect(chosenInterfaceLocale(window.localStorage, ["es-MX"], ["en", "es"], "en")).toBe("en");
    // A language the editor no longer has is not kept.
    window.localStorage.setItem(interfaceLanguageKey, "fr");
    expect(chosenInterfaceLocale(window.localStorage, ["es-MX"], ["en", "es"], "en")).toBe("es");
  });

  it("shows a bar with English and Español, each in its own language, the current one pressed", () => {
    showBar("en");
    const group = screen.getByRole("group", { name: "Editor language" });
    const english = within(group).getByRole("button", { name: "English" });
    const spanish = within(group).getByRole("button", { name: "Español" });
    expect(english).toHaveAttribute("aria-pressed", "true");
    expect(spanish).toHaveAttribute("aria-pressed", "false");
    expect(spanish).toHaveAttribute("lang", "es");
    expect(english).toHaveAttribute("lang", "en");
  });

  it("asks for the other language when its button is pressed; the current one asks nothing", async () => {
    const choose = showBar("en");
    await userEvent.click(screen.getByRole("button", { name: "English" }));
    expect(choose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Español" }));
    expect(choose.mock.calls).toEqual([["es"]]);
  });

  it("speaks Spanish in Spanish, and links to the editors' guide in it, in a new tab", () => {
    showBar("es");
    const group = screen.getByRole("group", { name: words.es!.interface.languageSwitchLabel });
    expect(within(group).getByRole("button", { name: "Español" })).toHaveAttribute("aria-pressed", "true");
    const guide = screen.getByRole("link", { name: words.es!.interface.guideLink });
    expect(guide).toHaveAttribute("href", "/admin/guide-es");
    expect(guide).toHaveAttribute("target", "_blank");
    expect(guide).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });
});
