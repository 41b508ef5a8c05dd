import { browserLocalStorage, prefersLanguage, rememberDismissed, wasDismissed } from "./languagePreference";

const site = ["en", "es"];

describe("prefersLanguage", () => {
  it("is true when the first of the browser's languages the site has is the one offered", () => {
    expect(prefersLanguage(["es-MX", "es", "en-US"], site, "es")).toBe(true);
    expect(prefersLanguage(["ES"], site, "es")).toBe(true);
    // French is not on the site: Spanish is the first language the site has.
    expect(prefersLanguage(["fr-FR", "es-419", "en"], site, "es")).toBe(true);
  });

  it("is false for a browser that prefers English, even one that also reads Spanish", () => {
    expect(prefersLanguage(["en-US", "es-MX"], site, "es")).toBe(false);
    expect(prefersLanguage(["en"], site, "es")).toBe(false);
  });

  it("is false when the browser names no language the site has", () => {
    expect(prefersLanguage(["fr", "de"], site, "es")).toBe(false);
    expect(prefersLanguage([], site, "es")).toBe(false);
  });
});

describe("the dismissed offer", () => {
  beforeEach(() => localStorage.clear());

  it("is remembered in localStorage, for that language only", () => {
    const storage = browserLocalStorage();
    expect(wasDismissed(storage, "es")).toBe(false);
    rememberDismissed(storage, "es");
    expect(wasDismissed(storage, "es")).toBe(true);
    expect(wasDismissed(storage, "fr")).toBe(false);
  });

  it("is never dismissed, and nothing breaks, when storage is missing or refuses", () => {
    expect(wasDismissed(null, "es")).toBe(false);
    expect(() => rememberDismissed(null, "es")).not.toThrow();
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    } as unknown as Storage;
    expect(wasDismissed(refusing, "es")).toBe(false);
    expect(() => rememberDismissed(refusing, "es")).not.toThrow();
  });
});
