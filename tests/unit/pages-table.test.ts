/**
 * @jest-environment node
 *
 * The table of pages the built-site and browser tests take their expectations from
 * (tests/support/pages.ts), read on the unit tests' fixed copy of the content: a few English pages'
 * titles and h1s written out here, so the words it reads are known to come from the right fields,
 * and every English page in Spanish, in Spanish words. The built-site tests hold the built pages to
 * the same table read from data/ (tests/build/site.test.ts), whatever an editor has written there;
 * each page's own test (src/pages/*.test.tsx) says the words it shows.
 */
import { pathWithoutLocale } from "../../src/lib/locales";
import { pagesFromData } from "../support/pages";
import { localePath } from "../support/routes";

const routes = Object.fromEntries((["en", "es"] as const).flatMap((locale) => pagesFromData(locale)).map(({ route, title, h1 }) => [route, { title, h1 }]));

/** A few English pages written out here. */
const englishSpotChecks: Record<string, { title: string; h1: string }> = {
  "/": { title: "Youth Mentorship in Vista, CA — ME vs. ME Youth Outreach", h1: "ME vs. ME Youth Outreach" },
  "/about": { title: "About Us — ME vs. ME Youth Outreach", h1: "About Us" },
  "/impact": { title: "Impact — ME vs. ME Youth Outreach", h1: "Impact" },
  "/contact": { title: "Contact — ME vs. ME Youth Outreach", h1: "Contact" },
  "/privacy": { title: "Privacy Policy — ME vs. ME Youth Outreach", h1: "Privacy Policy" },
  "/404": { title: "Page not found — ME vs. ME Youth Outreach", h1: "Oops! Page not found" },
};

describe("the table of pages, read from the content", () => {
  it.each(Object.entries(englishSpotChecks))("names, for English %s, the title and h1 written here, so the Spanish ones are read from the right fields", (route, expected) => {
    expect(routes[route]).toEqual(expected);
  });

  it("covers every English page in Spanish, with Spanish words", () => {
    const english = pagesFromData("en").map(({ route }) => route);
    const spanish = pagesFromData("es");
    expect(spanish.map(({ route }) => route)).toEqual(english.map((route) => localePath("es", route)));
    for (const { route, title, h1 } of spanish) {
      const twin = routes[pathWithoutLocale(route)];
      expect(`${route}: ${title}`).not.toBe(`${route}: ${twin.title}`);
      if (route !== "/es") expect(`${route}: ${h1}`).not.toBe(`${route}: ${twin.h1}`);
    }
  });
});
