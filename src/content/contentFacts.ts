import { languageBlocks } from "../lib/contentFile";
import { locales, type Locale } from "../lib/locales";
import { contentStructure } from "./contentModel";
import { treeData, type ContentTexts } from "./contentTree";
import { factsFrom, type Facts } from "./facts";

/**
 * The facts every text may name (./facts.ts), per language, from a content tree's site.yaml and
 * curriculum.yaml: each build, each copy of data/ the tests make, sees its own.
 */
export function contentFacts(tree: ContentTexts): Record<Locale, Facts> {
  const site = languageBlocks(treeData(tree, "site.yaml"), "SiteYaml", contentStructure());
  const curriculum = languageBlocks(treeData(tree, "curriculum.yaml"), "CurriculumYaml", contentStructure());
  return Object.fromEntries(locales.map((locale) => [locale, factsFrom(site[locale], curriculum[locale])])) as Record<Locale, Facts>;
}
