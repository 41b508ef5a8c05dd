import { describeLocalSaves, isLocalEditing, type LocaleRegistry } from "./localEditing";

function registry(english: Record<string, unknown>) {
  const locales: Record<string, Record<string, unknown>> = { en: english };
  const cms: LocaleRegistry = {
    getLocale: (locale) => locales[locale],
    registerLocale: (locale, phrases) => {
      locales[locale] = phrases;
    },
  };
  return { cms, locales };
}

const decapEnglish = () => ({
  editor: { editorToolbar: { publish: "Publish", publishNow: "Publish now", save: "Save", deployButtonLabel: "View Live" } },
  ui: { toast: { entryPublished: "Entry published", missingRequiredField: "Oops, you've missed a required field." } },
});

describe("the editor on this computer", () => {
  it("is the editor opened from localhost, as npm run edit serves it", () => {
    expect(isLocalEditing({ hostname: "localhost" })).toBe(true);
    expect(isLocalEditing({ hostname: "127.0.0.1" })).toBe(true);
    expect(isLocalEditing({ hostname: "mevsme.org" })).toBe(false);
  });

  it("says a save goes to data/ on this computer, not that it is published or live", () => {
    const { cms, locales } = registry(decapEnglish());
    describeLocalSaves(cms, { hostname: "localhost" });
    const toolbar = (locales.en.editor as { editorToolbar: Record<string, string> }).editorToolbar;
    expect(toolbar.publish).toBe("Save to data/");
    expect(toolbar.publishNow).toBe("Save to data/ now");
    expect(toolbar.deployButtonLabel).not.toMatch(/live/i);
    // Decap's other words stay.
    expect(toolbar.save).toBe("Save");
    const toast = (locales.en.ui as { toast: Record<string, string> }).toast;
    expect(toast.entryPublished).toMatch(/^Saved to data\/ on this computer\..*committed and pushed/);
    expect(toast.missingRequiredField).toBe("Oops, you've missed a required field.");
  });

  it("leaves Decap's words alone on the real site", () => {
    const { cms, locales } = registry(decapEnglish());
    describeLocalSaves(cms, { hostname: "mevsme.org" });
    expect(locales.en).toEqual(decapEnglish());
  });
});
