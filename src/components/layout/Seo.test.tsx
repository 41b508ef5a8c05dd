import React from "react";
import { cleanup } from "@testing-library/react";
import { Seo } from "./Seo";
import { localeOfPath } from "../../lib/locales";
import { renderWithSite } from "../../../tests/support/render";
import { yamlData } from "../../../tests/support/content";

/** The head the Head API would write for `pathname` (Gatsby moves it into <head>; here it sits in the body). */
function renderHead(pathname: string) {
  // The page's language from its context, as gatsby-node.ts gives it.
  renderWithSite(<Seo title="Nosotros" description="Quiénes somos." pathname={pathname} pageContext={{ locale: localeOfPath(pathname) }} />);
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name);
  return {
    canonical: attribute('link[rel="canonical"]', "href"),
    alternates: Array.from(document.querySelectorAll('link[rel="alternate"]'), (link) => [link.getAttribute("hreflang"), link.getAttribute("href")]),
    content: (selector: string) => attribute(selector, "content"),
    all: (selector: string) => Array.from(document.querySelectorAll(selector), (meta) => meta.getAttribute("content")),
  };
}

describe("Seo on a Spanish page", () => {
  it("names its own address as canonical", () => {
    const head = renderHead("/es/about");
    expect(head.canonical).toBe("https://example.org/es/about");
    expect(head.content('meta[property="og:url"]')).toBe("https://example.org/es/about");
  });

  it("names its twin in each language, and the English one for everyone else, as absolute addresses", () => {
    expect(renderHead("/es/about").alternates).toEqual([
      ["en", "https://example.org/about"],
      ["es", "https://example.org/es/about"],
      ["x-default", "https://example.org/about"],
    ]);
  });

  it("says it is in Spanish for the United States, with English as the alternate", () => {
    const head = renderHead("/es/about");
    expect(head.content('meta[property="og:locale"]')).toBe("es_US");
    expect(head.all('meta[property="og:locale:alternate"]')).toEqual(["en_US"]);
  });

  it("describes the shared photo in Spanish", () => {
    const head = renderHead("/es/about");
    expect(head.content('meta[property="og:image:alt"]')).toBe(yamlData("site", "es").shareImageAlt);
    expect(head.content('meta[property="og:image:alt"]')).toMatch(/^Foto de muestra: /);
  });

  it("on the Spanish home page, names /es and / as the twins", () => {
    const head = renderHead("/es");
    expect(head.canonical).toBe("https://example.org/es");
    expect(head.alternates).toEqual([
      ["en", "https://example.org/"],
      ["es", "https://example.org/es"],
      ["x-default", "https://example.org/"],
    ]);
  });
});

describe("Seo on an English page", () => {
  it("names the same alternates as its Spanish twin: each page names the other (reciprocal)", () => {
    const english = renderHead("/about").alternates;
    cleanup();
    const spanish = renderHead("/es/about").alternates;
    expect(english).toEqual(spanish);
  });

  it("names its own address as canonical, and is in English with Spanish as the alternate", () => {
    const head = renderHead("/about");
    expect(head.canonical).toBe("https://example.org/about");
    expect(head.content('meta[property="og:locale"]')).toBe("en_US");
    expect(head.all('meta[property="og:locale:alternate"]')).toEqual(["es_US"]);
    expect(head.content('meta[property="og:image:alt"]')).toBe(yamlData("site", "en").shareImageAlt);
  });

  it("on the home page, names / and /es as the twins", () => {
    const head = renderHead("/");
    expect(head.canonical).toBe("https://example.org/");
    expect(head.alternates).toEqual([
      ["en", "https://example.org/"],
      ["es", "https://example.org/es"],
      ["x-default", "https://example.org/"],
    ]);
  });

  it("reads /estate as an English page", () => {
    const head = renderHead("/estate");
    expect(head.content('meta[property="og:locale"]')).toBe("en_US");
    expect(head.alternates).toContainEqual(["es", "https://example.org/es/estate"]);
  });
});

describe("Seo and search engines", () => {
  const robots = (options: { preview?: boolean; notLaunched?: boolean }) => {
    cleanup();
    renderWithSite(<Seo title="About" description="Who we are." pathname="/about" pageContext={{ locale: "en" }} />, options);
    return document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null;
  };

  it("asks them not to index a preview, nor the site before its launch, and says nothing on the live site", () => {
    expect(robots({ preview: true })).toBe("noindex");
    expect(robots({ notLaunched: true })).toBe("noindex");
    expect(robots({})).toBeNull();
  });
});
