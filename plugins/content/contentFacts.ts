import { readContentFile } from "./validateContentDir";
import { languageBlocks } from "../../src/lib/contentFile";
import { contentStructure } from "../../src/content/contentModel";
import { factsFrom, type Facts } from "../../src/content/facts";
import { locales, type Locale } from "../../src/lib/locales";

/**
 * The facts every text may name (src/content/facts.ts), per language, from a content folder's
 * site.yaml and curriculum.yaml as they are on disk now: read again at each call, so the build and
 * the tests' copies of data/ each see their own.
 */
export function contentFacts(dataDir: string): Record<Locale, Facts> {
  const site = languageBlocks(readContentFile(dataDir, "site.yaml"), "SiteYaml", contentStructure());
  const curriculum = languageBlocks(readContentFile(dataDir, "curriculum.yaml"), "CurriculumYaml", contentStructure());
  return Object.fromEntries(locales.map((locale) => [locale, factsFrom(site[locale], curriculum[locale])])) as Record<Locale, Facts>;
}
