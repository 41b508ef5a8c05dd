/**
 * The real YAML in data/, shaped the way the GraphQL queries return it, so component tests render
 * what visitors will read. Photos become a small stand-in for gatsbyImageData.
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

const dataDir = path.resolve(__dirname, "../../data");

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
 * A YAML file from data/ (e.g. "site", "pages/home") in one language, as a query would return it:
 * its block as the build reads it (src/lib/contentFile.ts), each photo what gatsby-transformer-sharp
 * gives; `from`: another content folder (a test's changed copy of data/).
 */
export function yamlData<T = any>(name: string, locale: "en" | "es" = "en", from: string = dataDir): T {
  const shape = () => {
    const block = languageBlocks(load(fs.readFileSync(path.join(from, `${name}.yaml`), "utf8")), contentTypeFor(contentFilePath(`${name}.yaml`)), contentStructure())[locale];
    // The facts its texts name, filled in as the build fills them (src/content/facts.ts).
    return withPhotos(withDates(withFacts(block, contentFacts(readContentTexts(from))[locale])), (file) => ({ childImageSharp: { gatsbyImageData: fakeImage(file) } }));
  };
  // Another folder is a test's copy, which it may change between calls: read each time.
  if (from !== dataDir) return shape() as T;
  const key = `${name} ${locale}`;
  if (!shaped.has(key)) shaped.set(key, shape());
  // A copy: a test may change what it is given.
  return copied(shaped.get(key)) as T;
}

/** Each file's block, read and shaped once per test file: pages and layouts ask for them on every render. */
const shaped = new Map<string, unknown>();

const copied = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(copied) : value && typeof value === "object" ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copied(inner)])) : value;

/** The site's languages, as data/ writes its blocks. */
export type ContentLocale = "en" | "es";
const contentLocales: ContentLocale[] = ["en", "es"];

/**
 * What the static queries of useSiteContent, useShareImage and useSiteMetadata return: one node
 * per language (`all…Yaml { nodes { locale … } }`), each from its block in data/. `site`
 * overrides apply to every language's copy of data/site.yaml; `preview`: a deploy preview's build.
 */
export function siteContentQuery(overrides: { site?: Record<string, unknown>; preview?: boolean } = {}) {
  const nodes = (name: string, extra: Record<string, unknown> = {}) =>
    contentLocales.map((locale) => ({ locale, ...yamlData(name, locale), ...extra }));
  return {
    site: { buildYear: "2026", siteMetadata: { title: "ME vs. ME Youth Outreach", siteUrl: "https://example.org", preview: overrides.preview ?? false } },
    allSiteYaml: {
      nodes: nodes("site", {
        // What gatsby-transformer-sharp makes of data/site.yaml's shareImage at build.
        shareImage: { childImageSharp: { resize: { src: "/static/0123abcd/home-hero.jpg", width: 1200, height: 630 } } },
        ...overrides.site,
      }),
    },
    allNavYaml: { nodes: nodes("nav") },
    allLayoutYaml: { nodes: nodes("layout") },
    allFormsYaml: { nodes: nodes("forms") },
    allProgramsYaml: { nodes: nodes("programs") },
  };
}
