import { contentModel } from "../../content/contentModel";
import type { ImmutableMap } from "./decap";
import { entryData } from "./previewTemplate";

/** Decap's Immutable Maps, as far as the template reads them: `get`, `getIn` and `toJS`. */
function immutable(value: unknown): ImmutableMap & { toJS(): unknown } {
  const at = (path: readonly string[]): unknown =>
    path.reduce<unknown>((found, key) => (found && typeof found === "object" ? (found as Record<string, unknown>)[key] : undefined), value);
  const wrap = (found: unknown) => (found && typeof found === "object" ? immutable(found) : found);
  return { get: (key) => wrap(at([key])), getIn: (path) => wrap(at(path)), toJS: () => JSON.parse(JSON.stringify(value)) };
}

describe("the preview template's reading of Decap's entry", () => {
  it("reads each language's page from the one entry, which holds the whole file", () => {
    // A file holds its structure once and each text per language (src/content/translations.ts): so does the entry.
    const entry = immutable({ path: "data/pages/contact.yaml", data: { heading: { en: "Contact Us", es: "Contáctenos" }, volunteer: { heading: { en: "Volunteer", es: "Voluntariado" } } } });
    expect(entryData(entry, contentModel())).toEqual({
      en: { heading: "Contact Us", volunteer: { heading: "Volunteer" } },
      es: { heading: "Contáctenos", volunteer: { heading: "Voluntariado" } },
    });
  });
});
