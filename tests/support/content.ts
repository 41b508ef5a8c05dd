/**
 * The content's YAML, shaped the way the GraphQL queries return it, so component tests render what
 * visitors read. Photos become a small stand-in for gatsbyImageData.
 *
 * Which content: the unit tests read a fixed copy, tests/fixtures/data (jest.config.js sets
 * `__TEST_CONTENT__` to "fixture" for them), so an editor's valid edit of data/ changes nothing
 * they assert, and a test may say what it expects in words; the built-site and browser tests read
 * data/ itself, which the site they test was built from, and derive what they expect from it (but
 * the screen-reader transcripts, read on a site built from the fixed copy: e2e/variants.ts). The
 * editor's own words (data/editor.yaml: labels, messages, a choice's words) are not content an
 * editor edits: every test reads them from data/. tests/unit/content-fixture.test.ts holds the
 * copy to the content model; `npm run fixture:fill` adds to it what data/ has and it lacks.
 */
import fs from "fs";
import path from "path";
import { load } from "js-yaml";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { contentFilePath, languageBlocks, withPhotos } from "../../src/lib/contentFile";
import { contentTypeFor } from "../../src/lib/contentPages";
import { contentStructure } from "../../src/content/contentModel";
import { withFacts } from "../../src/content/facts";
import { contentFacts } from "../../src/content/contentFacts";
import { readContentTexts } from "../../plugins/content/contentTree";
import { choiceWords, type ChoiceWords } from "../../src/lib/choiceWords";

declare const __TEST_CONTENT__: string | undefined;

/** data/, which the site is built from. */
export const siteDataDir = path.resolve(__dirname, "../../data");
/** The fixed copy of the content the unit tests read. */
export const fixtureDataDir = path.resolve(__dirname, "../fixtures/data");
/** The content this test project reads: the fixed copy for the unit tests, data/ for the others. */
export const contentDir = typeof __TEST_CONTENT__ !== "undefined" && __TEST_CONTENT__ === "fixture" ? fixtureDataDir : siteDataDir;
const dataDir = contentDir;

/** Where a file of a content folder is read from: the editor's own words always from data/. */
const fileIn = (from: string, name: string): string => path.join(name === "editor" && from === fixtureDataDir ? siteDataDir : from, `${name}.yaml`);

export function fakeImage(file: string, width = 800, height = 600): IGatsbyImageData {
  const name = path.basename(file, path.extname(file));
  const srcSet = (ext: string) => `/static/${name}-400.${ext} 400w, /static/${name}-800.${ext} 800w`;
  return {
    layout: "constrained",
    width,
    height,
    images: {
      fallback: { src: `/static/${name}-800.jpg`, srcSet: srcSet("jpg"), sizes: `(min-width: ${width}px) ${width}px, 100vw` },
      sources: [
        { type: "image/avif", srcSet: srcSet("avif"), sizes: `(min-width: ${width}px) ${width}px, 100vw` },
        { type: "image/webp", srcSet: srcSet("webp"), sizes: `(min-width: ${width}px) ${width}px, 100vw` },
      ],
    },
  };
}

/** YAML dates as the queries give them (`updated(formatString: "YYYY-MM-DD")`). */
const withDates = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : Array.isArray(value)
      ? value.map(withDates)
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]))
        : value;

/**
 * A content file (e.g. "site", "pages/home") in one language, as a query would return it: its
 * block as the build reads it (src/lib/contentFile.ts), each photo what gatsby-transformer-sharp
 * gives; from the test project's content (`contentDir`), or `from`, another content folder (a
 * test's changed copy).
 */
export function yamlData<T = any>(name: string, locale: "en" | "es" = "en", from: string = dataDir): T {
  const shape = () => {
    const block = languageBlocks(load(fs.readFileSync(fileIn(from, name), "utf8")), contentTypeFor(contentFilePath(`${name}.yaml`)), contentStructure())[locale];
    // The facts its texts name, filled in as the build fills them (src/content/facts.ts).
    return withPhotos(withDates(withFacts(block, factsIn(from)[locale])), (file) => ({ childImageSharp: { gatsbyImageData: fakeImage(file) } }));
  };
  // Another folder is a test's copy, which it may change between calls: read each time.
  if (from !== dataDir) return shape() as T;
  const key = `${name} ${locale}`;
  if (!shaped.has(key)) shaped.set(key, shape());
  // A copy: a test may change what it is given.
  return copied(shaped.get(key)) as T;
}

/** The facts of the test project's content, read once per test file; another folder's each time, as a test may change it. */
let projectFacts: ReturnType<typeof contentFacts> | undefined;
function factsIn(from: string): ReturnType<typeof contentFacts> {
  if (from !== dataDir) return contentFacts(readContentTexts(from));
  projectFacts ??= contentFacts(readContentTexts(dataDir));
  return projectFacts;
}

/** Each file's block, read and shaped once per test file: pages and layouts ask for them on every render. */
const shaped = new Map<string, unknown>();

const copied = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(copied) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copied(inner)])) : value;

/** An override for one language: its own when given by language, else the same for all. */
const byLanguage = (override: Record<string, unknown> | undefined, locale: ContentLocale): Record<string, unknown> =>
  override && contentLocales.every((language) => language in override) ? (override[locale] as Record<string, unknown>) : (override ?? {});

/** The site's languages, as data/ writes its blocks. */
export type ContentLocale = "en" | "es";
const contentLocales: ContentLocale[] = ["en", "es"];

/**
 * What the static queries of useSiteContent, useShareImage and useSiteMetadata return: one node
 * per language (`all…Yaml { nodes { locale … } }`), each from its block in data/. `site` and
 * `layout` overrides apply to every language's copy of data/site.yaml and data/layout.yaml, or to
 * one language's when given by language (`{ en: {…}, es: {…} }`); `preview`: a deploy preview's build;
 * `notLaunched`: a production build before the site is marked live.
 */
export function siteContentQuery(overrides: { site?: Record<string, unknown>; layout?: Record<string, unknown>; preview?: boolean; notLaunched?: boolean } = {}) {
  const nodes = (name: string, extra: Record<string, unknown> = {}) =>
    contentLocales.map((locale) => ({ locale, ...yamlData(name, locale), ...extra }));
  return {
    site: { buildYear: "2026", siteMetadata: { title: "ME vs. ME Youth Outreach", siteUrl: "https://example.org", preview: overrides.preview ?? false, notLaunched: overrides.notLaunched ?? false } },
    allSiteYaml: {
      nodes: nodes("site", {
        // What gatsby-transformer-sharp makes of data/site.yaml's shareImage at build.
        shareImage: { childImageSharp: { resize: { src: "/static/0123abcd/home-hero.jpg", width: 1200, height: 630 } } },
        ...overrides.site,
      }),
    },
    allNavYaml: { nodes: nodes("nav") },
    allLayoutYaml: { nodes: contentLocales.map((locale) => ({ locale, ...yamlData("layout", locale), ...byLanguage(overrides.layout, locale) })) },
    allFormsYaml: { nodes: nodes("forms") },
    allProgramsYaml: { nodes: nodes("programs") },
    allEditorChoices: { nodes: contentLocales.map((locale) => ({ locale, choices: yamlData("editor", locale).fields })) },
  };
}

/** What a visitor reads for each choice in a language (data/editor.yaml, src/lib/choiceWords.ts), as the pages read it. */
export const choicesIn = (locale: ContentLocale, from: string = dataDir): ChoiceWords => choiceWords(yamlData("editor", locale, from).fields);
