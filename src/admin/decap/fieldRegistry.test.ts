import { addressField, fieldRegistry, fieldWaitMs, followAddressField, withAddressField } from "./fieldRegistry";
import type { FormLanguage } from "./formLanguage";

const form: FormLanguage = { locales: ["en", "es"], defaultLocale: "en", chosen: () => "en", choose: () => undefined, subscribe: () => () => undefined };

describe("the field an address leads to", () => {
  it("is read from, and written into, an entry's address beside its language", () => {
    expect(addressField("#/collections/settings/entries/site?lang=es&field=shareImage")).toEqual(["shareImage"]);
    expect(addressField("#/collections/pages/entries/pages-about?field=story.paragraphs.1")).toEqual(["story", "paragraphs", "1"]);
    expect(addressField("#/collections/pages/entries/pages-about?lang=es")).toBeNull();
    expect(withAddressField("#/collections/pages/entries/pages-about?lang=es", ["story", "paragraphs", "1"])).toBe("#/collections/pages/entries/pages-about?lang=es&field=story.paragraphs.1");
    expect(withAddressField("#/collections/pages/entries/pages-about?lang=es&field=story", null)).toBe("#/collections/pages/entries/pages-about?lang=es");
    expect(withAddressField("#/collections/pages/entries/pages-about?field=story", null)).toBe("#/collections/pages/entries/pages-about");
  });

  it("is gone to once the form has drawn its top field, after the editor loads afresh on the entry, and then leaves the address", () => {
    jest.useFakeTimers();
    window.history.replaceState(null, "", "#/collections/settings/entries/site?lang=es&field=social.1.url");
    const fields = fieldRegistry(window, form);
    const focus = jest.fn();
    followAddressField(window, fields);
    // The form is not drawn yet: asked again until it is.
    jest.advanceTimersByTime(1000);
    fields.register("social", { focus });
    jest.advanceTimersByTime(400);
    jest.runOnlyPendingTimers();
    expect(focus).toHaveBeenCalledWith("1.url");
    expect(window.location.hash).toBe("#/collections/settings/entries/site?lang=es");
    jest.useRealTimers();
  });

  it("gives up, leaving the form as it is, when the field never comes", () => {
    jest.useFakeTimers();
    window.history.replaceState(null, "", "#/collections/settings/entries/site?field=nothing");
    const fields = fieldRegistry(window, form);
    followAddressField(window, fields);
    jest.advanceTimersByTime(fieldWaitMs + 1000);
    expect(jest.getTimerCount()).toBe(0);
    jest.useRealTimers();
  });
});
