import { defaultLocale, isLocale, localeOfPath, localePath, localePrefix, locales, pathWithoutLocale } from "./locales";

describe("the site's languages", () => {
  it("are English, at the site's own addresses, and Spanish under /es", () => {
    expect(locales).toEqual(["en", "es"]);
    expect(defaultLocale).toBe("en");
    expect(localePrefix("en")).toBe("");
    expect(localePrefix("es")).toBe("/es");
  });

  it("are told from other values", () => {
    expect(isLocale("es")).toBe(true);
    expect(isLocale("en")).toBe(true);
    expect(isLocale("fr")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe("localePath", () => {
  it.each([
    ["/", "/es"],
    ["/about", "/es/about"],
    ["/programs#mentorship", "/es/programs#mentorship"],
    ["/contact?interest=donate", "/es/contact?interest=donate"],
    ["/#top", "/es#top"],
    ["/?ref=flyer", "/es?ref=flyer"],
  ])("leads %s to the Spanish page %s", (to, spanish) => {
    expect(localePath("es", to)).toBe(spanish);
  });

  it.each(["/", "/about", "/programs#mentorship", "/contact?interest=donate"])("leaves the English link %s as written", (to) => {
    expect(localePath("en", to)).toBe(to);
  });

  it.each([
    "https://www.facebook.com/",
    "mailto:info@example.org?subject=Hello",
    "tel:+17605550100",
    "//cdn.example.org/file.pdf",
    "#main",
  ])("leaves %s, which is not a page of this site, alone", (to) => {
    expect(localePath("es", to)).toBe(to);
    expect(localePath("en", to)).toBe(to);
  });
});

describe("pathWithoutLocale", () => {
  it.each([
    ["/es", "/"],
    ["/es/", "/"],
    ["/es/about", "/about"],
    ["/es/programs/", "/programs/"],
    ["/es/privacy", "/privacy"],
    ["/", "/"],
    ["/about", "/about"],
    ["/estate", "/estate"],
    ["/espanol/es", "/espanol/es"],
  ])("reads %s as the page %s", (pathname, page) => {
    expect(pathWithoutLocale(pathname)).toBe(page);
  });

  it("gives back the Spanish address from the page, for every page", () => {
    for (const page of ["/", "/about", "/programs", "/privacy"]) {
      expect(pathWithoutLocale(localePath("es", page))).toBe(page);
    }
  });
});

describe("localeOfPath", () => {
  it.each(["/es", "/es/", "/es/about", "/es/programs/", "/es/404.html"])("reads %s as Spanish", (pathname) => {
    expect(localeOfPath(pathname)).toBe("es");
  });

  it.each(["/", "/about", "/programs/", "/404.html", "/estate", "/es-mx", "/escape/es", ""])("reads %s as English", (pathname) => {
    expect(localeOfPath(pathname)).toBe("en");
  });
});
