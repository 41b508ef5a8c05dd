import type { ImmutableMap } from "./decap";
import { entryData, previewLocale } from "./previewTemplate";

/** Decap's Immutable Maps, as far as the template reads them: `get`, `getIn` and `toJS`. */
function immutable(value: unknown): ImmutableMap & { toJS(): unknown } {
  const at = (path: readonly string[]): unknown =>
    path.reduce<unknown>((found, key) => (found && typeof found === "object" ? (found as Record<string, unknown>)[key] : undefined), value);
  const wrap = (found: unknown) => (found && typeof found === "object" ? immutable(found) : found);
  return { get: (key) => wrap(at([key])), getIn: (path) => wrap(at(path)), toJS: () => JSON.parse(JSON.stringify(value)) };
}

// An entry as Decap's editor holds it (decap-cms-core lib/i18n.ts): the English in `data`, each other language in `i18n.<locale>.data`.
const english = { heading: "Contact Us" };
const spanish = { heading: "Contáctenos" };
const entry = immutable({ path: "data/pages/contact.yaml", data: english, i18n: { es: { data: spanish } } });
/** What EditorInterface's getPreviewEntry hands the preview in Spanish: the entry with the Spanish as its data. */
const inSpanish = immutable({ path: "data/pages/contact.yaml", data: spanish, i18n: { es: { data: spanish } } });

describe("the preview template's reading of Decap's entry", () => {
  it("shows the language Decap's form is written in, English when Decap does not say", () => {
    expect(previewLocale({ locale: "es" })).toBe("es");
    expect(previewLocale({ locale: "en" })).toBe("en");
    expect(previewLocale({})).toBe("en");
    expect(previewLocale({ locale: "fr" })).toBe("en");
  });

  it("takes each language Decap still holds: both in English, the Spanish alone in Spanish", () => {
    expect(entryData({ entry, locale: "en" })).toEqual({ en: { heading: "Contact Us" }, es: { heading: "Contáctenos" } });
    expect(entryData({ entry: inSpanish, locale: "es" })).toEqual({ es: { heading: "Contáctenos" } });
  });
});
