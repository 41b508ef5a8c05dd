import { locales, type Locale } from "./locales";
import type { ContentModel } from "../content/modelTypes";
import { isRecord, languageBlock } from "../content/translations";

/**
 * What a YAML file under data/ becomes, in one place for the build (plugins/content), the editor's
 * previews (src/admin) and the tests (tests/support/content.ts): its GraphQL type, its blocks per
 * language, and each photo's `file` as the query's File.
 */

/** The type gatsby-transformer-yaml gives each file of data/ (gatsby-config.ts): its parsed YAML, every language. */
export const yamlFileType = "YamlFile";

/** A file under data/, as gatsby-source-filesystem describes it. */
export interface ContentFilePath {
  readonly name: string;
  readonly relativeDirectory: string;
}

const pascal = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join("");

/**
 * The GraphQL type of a file's language blocks (gatsby-transformer-yaml would name a single-object
 * file after its folder, "DataYaml" for every file, so the site names them):
 *   data/site.yaml          -> SiteYaml
 *   data/pages/home.yaml    -> HomePageYaml
 *   data/legal/privacy.yaml -> LegalPageYaml (one type for all legal pages, told apart by `slug`)
 */
export function yamlTypeFor(file: ContentFilePath): string {
  if (file.relativeDirectory === "legal") return "LegalPageYaml";
  if (file.relativeDirectory === "pages") return `${pascal(file.name)}PageYaml`;
  return `${pascal(file.name)}Yaml`;
}

/** `data/pages/home.yaml` (or `pages/home.yaml`) as gatsby-source-filesystem names its parts. */
export function contentFilePath(repoPath: string): ContentFilePath {
  const relative = repoPath.replace(/^data\//, "");
  const slash = relative.lastIndexOf("/");
  const base = relative.slice(slash + 1);
  return { name: base.replace(/\.ya?ml$/i, ""), relativeDirectory: slash < 0 ? "" : relative.slice(0, slash) };
}

/**
 * A file's parsed YAML (its structure once, its words per language: src/content/translations.ts) as
 * one copy per language, each as a page's query reads it; nothing for a file that is not a set of
 * fields (the content check reports it).
 */
export function languageBlocks(parsed: unknown, typeName: string, model: ContentModel): Partial<Record<Locale, Record<string, unknown>>> {
  if (!isRecord(parsed)) return {};
  return Object.fromEntries(locales.map((locale) => [locale, languageBlock(parsed, typeName, model, locale) as Record<string, unknown>]));
}

/** A place in a block: keys and list positions, e.g. ["programs", 2, "photo", "file"]. */
export type DataPath = readonly (string | number)[];

/**
 * Every photo's `file` path (the only field of that name in the content model) replaced by what
 * `photo` makes of it: the File a query returns (gatsby-transformer-sharp's data at build, the
 * photo's address in the preview, a stand-in in tests).
 */
export function withPhotos(value: unknown, photo: (file: string, at: DataPath) => unknown, at: DataPath = []): unknown {
  if (Array.isArray(value)) return value.map((item, index) => withPhotos(item, photo, [...at, index]));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) =>
      key === "file" && typeof inner === "string" ? [key, photo(inner, [...at, key])] : [key, withPhotos(inner, photo, [...at, key])],
    ),
  );
}
