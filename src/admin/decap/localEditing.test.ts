import { isLocalEditing, phraseAt, registerPhrases, type LocaleRegistry } from "./localEditing";
import type { EditorWords } from "../../content/editorWords";

const decapEnglish = () => ({
  editor: { editorToolbar: { publish: "Publish", publishNow: "Publish now", save: "Save", deployButtonLabel: "View Live" } },
  ui: { toast: { entryPublished: "Entry published", onFailToPersist: "Failed to persist entry: %{details}" } },
});
const decapSpanish = () => ({ editor: { editorToolbar: { publish: "Publicar" } } });

const words = (decap: EditorWords["decap"], decapLocal: EditorWords["decapLocal"]) => ({ decap, decapLocal }) as unknown as EditorWords;
const english = words([{ key: "ui.toast.onFailToPersist", text: "%{details}" }], [
  { key: "editor.editorToolbar.publish", text: "Save to data/" },
  { key: "editor.editorToolbar.deployButtonLabel", text: "View the page on this computer" },
]);
const spanish = words([{ key: "editor.editorControlPane.i18n.writingInLocale", text: "Escribiendo en %{locale}" }], [{ key: "editor.editorToolbar.publish", text: "Guardar en data/" }]);

function registered(hostname: string) {
  const locales: Record<string, Record<string, unknown>> = {};
  const cms: LocaleRegistry = { registerLocale: (locale, phrases) => void (locales[locale] = phrases) };
  registerPhrases(cms, { en: decapEnglish(), es: decapSpanish() }, { en: english, es: spanish }, { hostname });
  return locales;
}

describe("Decap's interface in each language", () => {
  it("is the editor opened from localhost, as npm run edit serves it, that edits on this computer", () => {
    expect(isLocalEditing({ hostname: "localhost" })).toBe(true);
    expect(isLocalEditing({ hostname: "127.0.0.1" })).toBe(true);
    expect(isLocalEditing({ hostname: "mevsme.org" })).toBe(false);
  });

  it("on this computer, says a save goes to data/, not that it is published or live, in each language", () => {
    const locales = registered("localhost");
    expect(phraseAt(locales.en, "editor.editorToolbar.publish")).toBe("Save to data/");
    expect(phraseAt(locales.en, "editor.editorToolbar.deployButtonLabel")).not.toMatch(/live/i);
    expect(phraseAt(locales.es, "editor.editorToolbar.publish")).toBe("Guardar en data/");
    // Decap's other words stay.
    expect(phraseAt(locales.en, "editor.editorToolbar.save")).toBe("Save");
  });

  it("completes Decap's Spanish and changes what the site changes, on the real site too; local words only locally", () => {
    const locales = registered("mevsme.org");
    expect(phraseAt(locales.es, "editor.editorControlPane.i18n.writingInLocale")).toBe("Escribiendo en %{locale}");
    expect(phraseAt(locales.en, "ui.toast.onFailToPersist")).toBe("%{details}");
    expect(phraseAt(locales.en, "editor.editorToolbar.publish")).toBe("Publish");
    expect(phraseAt(locales.es, "editor.editorToolbar.publish")).toBe("Publicar");
  });
});
