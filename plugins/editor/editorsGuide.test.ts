import fs from "fs";
import os from "os";
import path from "path";
import { en as decapEnglish, es as decapSpanish } from "decap-cms-locales";
import { readEditorWords } from "../content/editorWordsFile";
import { registerPhrases } from "../../src/admin/decap/localEditing";
import type { EditorWords } from "../../src/content/editorWords";
import { locales, type Locale } from "../../src/lib/locales";
import { editorsGuidePage, editorsGuides, writeEditorsGuides } from "./editorsGuide";

const root = path.resolve(__dirname, "../..");
const words = readEditorWords(path.join(root, "data")) as Record<Locale, EditorWords>;
const siteName = "ME vs. ME Youth Outreach";
const stylesheet = "/admin/preview-0123456789ab.css";

const markdownOf = (locale: Locale): string => fs.readFileSync(path.join(root, "docs", editorsGuides[locale].document), "utf8");
/** A page as the browser reads it (this test runs in jsdom, as Decap's own phrases need a window). */
const parsed = (html: string): Document => new DOMParser().parseFromString(html, "text/html");
const pageOf = (locale: Locale): Document => parsed(editorsGuidePage({ markdown: markdownOf(locale), locale, words: words[locale], siteName, stylesheet }));
const pages = { en: pageOf("en"), es: pageOf("es") };

describe("the editors' guide beside the editor, in each of its languages", () => {
  it("is docs/editing.md in English, docs/editing.es.md in Spanish, each page in its language and named by the editor's words", () => {
    expect(pages.en.documentElement.lang).toBe("en");
    expect(pages.es.documentElement.lang).toBe("es");
    expect(pages.en.title).toBe(`Editors' guide — ${siteName}`);
    expect(pages.es.title).toBe(`Guía de edición — ${siteName}`);
    expect(pages.en.querySelector("h1")?.textContent).toBe("Editing the site's content");
    expect(pages.es.querySelector("h1")?.textContent).toBe("Cómo editar el contenido del sitio");
    expect([...pages.en.querySelectorAll("h2")].map((heading) => heading.textContent)).toContain("Two languages");
    expect([...pages.es.querySelectorAll("h2")].map((heading) => heading.textContent)).toContain("Dos idiomas");
    for (const page of Object.values(pages)) {
      expect(page.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(page.querySelector('link[rel="stylesheet"]')?.getAttribute("href")).toBe(stylesheet);
    }
  });

  it("leads from each guide to the other at its top, the link in the other guide's language", () => {
    const first = (page: Document) => page.querySelector("main a");
    expect(first(pages.en)?.getAttribute("href")).toBe("/admin/guide-es");
    expect(first(pages.en)?.getAttribute("lang")).toBe("es");
    expect(first(pages.en)?.textContent).toBe("Esta guía en español");
    expect(first(pages.es)?.getAttribute("href")).toBe("/admin/guide");
    expect(first(pages.es)?.getAttribute("lang")).toBe("en");
    expect(first(pages.es)?.textContent).toBe("This guide in English");
    // At the top: right after the title.
    for (const page of Object.values(pages)) expect(page.querySelector("h1 + p > a")).toBe(first(page));
  });

  it("names the repository's other documents, in the guide's language, instead of linking where the editor serves nothing", () => {
    for (const page of Object.values(pages)) {
      const links = [...page.querySelectorAll("a")].map((link) => link.getAttribute("href"));
      expect(links.filter((href) => href && !/^(https?:|mailto:|#|\/)/.test(href))).toEqual([]);
    }
    expect(pages.en.body.textContent).toContain("README (README.md in the site's repository)");
    expect(pages.es.body.textContent).toContain("README (README.md en el repositorio del sitio)");
  });

  it("is written into public/admin/ for every language, where /admin/guide and /admin/guide-es serve it", () => {
    const adminDir = fs.mkdtempSync(path.join(os.tmpdir(), "guide-"));
    try {
      writeEditorsGuides({ adminDir, siteName, stylesheet, words, projectDir: root });
      expect(fs.readdirSync(adminDir).sort()).toEqual(["guide-es.html", "guide.html"]);
      const written = parsed(fs.readFileSync(path.join(adminDir, "guide-es.html"), "utf8"));
      expect(written.documentElement.lang).toBe("es");
      expect(written.querySelector("h1")?.textContent).toBe("Cómo editar el contenido del sitio");
      expect(locales.map((locale) => editorsGuides[locale].address)).toEqual(["/admin/guide", "/admin/guide-es"]);
    } finally {
      fs.rmSync(adminDir, { recursive: true, force: true });
    }
  });

  it("says which guide is missing rather than publishing the editor without it", () => {
    const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), "guide-project-"));
    const adminDir = path.join(projectDir, "admin");
    try {
      fs.mkdirSync(path.join(projectDir, "docs"));
      fs.mkdirSync(adminDir);
      fs.writeFileSync(path.join(projectDir, "docs", "editing.md"), "# Editing\n");
      expect(() => writeEditorsGuides({ adminDir, siteName, stylesheet, words, projectDir })).toThrow("docs/editing.es.md: the editors' guide in es is missing");
    } finally {
      fs.rmSync(projectDir, { recursive: true, force: true });
    }
  });
});

/** Every phrase the editor shows in a language: data/editor.yaml's, and Decap's own as the editor registers them (online and on this computer). */
function shownPhrases(locale: Locale): string[] {
  const strings = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
  const decap: Record<string, Record<string, unknown>> = {};
  for (const hostname of ["mevsme.org", "localhost"]) {
    registerPhrases({ registerLocale: (name, phrases) => void (decap[`${name}@${hostname}`] = phrases) }, { en: decapEnglish, es: decapSpanish }, words, { hostname });
  }
  const own = strings(words[locale]);
  const decapOwn = strings([decap[`${locale}@mevsme.org`], decap[`${locale}@localhost`]]).flatMap((phrase) => phrase.split("||||"));
  // A guide names the bar's buttons and the other guide's link in their own language too.
  const bar = locales.flatMap((other) => [words[other].interface.languageName, words[other].interface.guideLink]);
  // A phrase of placeholders alone ("%{details}", "{field}: {detail}") would stand for any words: not a word the editor shows.
  const ownWords = (phrase: string) => (phrase.replace(/%?\{\w+\}/g, "").match(/\p{L}/gu) ?? []).length >= 4;
  return [...own, ...decapOwn, ...bar].map((phrase) => phrase.replace(/\s+/g, " ").trim()).filter(ownWords);
}

/** A phrase as a pattern: its placeholders ({remaining}, %{locale}) stand for any words. */
const phrasePattern = (phrase: string): RegExp =>
  new RegExp(`^${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/%?\\\{\w+\\\}/g, ".+")}$`);

/** The words a guide quotes as the editor's (in curly quotes), outside its examples and code. */
function quoted(page: Document): string[] {
  const main = page.querySelector("main")!.cloneNode(true) as HTMLElement;
  for (const code of main.querySelectorAll("pre, code")) code.remove();
  return [...(main.textContent ?? "").replace(/\s+/g, " ").matchAll(/“([^”]+)”/g)].map((match) => match[1]);
}

describe("the words each guide quotes from the editor", () => {
  it.each(locales)("in %s are the editor's own, as it shows them in that language", (locale) => {
    const patterns = shownPhrases(locale).map(phrasePattern);
    const cited = quoted(pages[locale]);
    expect(cited.length).toBeGreaterThan(20);
    expect(cited.filter((phrase) => !patterns.some((pattern) => pattern.test(phrase)))).toEqual([]);
  });

  it("in Spanish include the buttons and messages a Spanish-speaking editor meets", () => {
    const cited = quoted(pages.es);
    const { interface: ui } = words.es;
    for (const phrase of [
      ui.languageSwitchLabel,
      ui.formLanguageLabel,
      ui.sameInEveryLanguage,
      ui.noWordsYet,
      ui.toReviewHeading,
      ui.markReviewed,
      ui.goToField,
      ui.problemsHeading,
      ui.uploadRefusedHeading,
      ui.deleteRefusedHeading,
      ui.uploadCleaned,
      ui.altAgain,
      ui.close,
      ui.contentProblemsHeading,
    ]) {
      expect(cited).toContain(phrase.replace(/\s+/g, " ").trim());
    }
    expect(cited).toEqual(expect.arrayContaining(["Guardar", "Falta el texto en español: escríbalo aquí.", "Quedan 12 caracteres", "Guardar en data/"]));
  });

  it("would catch a word the editor does not show", () => {
    const patterns = shownPhrases("es").map(phrasePattern);
    expect(patterns.some((pattern) => pattern.test("Publicar los cambios ahora"))).toBe(false);
    expect(patterns.some((pattern) => pattern.test("Cualquier campo: cualquier cosa"))).toBe(false);
    expect(patterns.some((pattern) => pattern.test("Por revisar: 2"))).toBe(true);
  });
});
