import path from "path";
import type { GatsbyNode } from "gatsby";
import { load } from "js-yaml";
import { isLocale, localePrefix, locales } from "./src/lib/locales";
import { yamlTypeFor } from "./build/content/typeNames";
import { canonicalProblems } from "./build/content/canonicalForm";
import { checkPhotoFiles } from "./build/content/photoFiles";
import { contentDir } from "./build/content/paths";
import { contentTypeDefs } from "./build/content/schema";
import { siteRoutes } from "./build/content/siteRoutes";
import { validateContentDir } from "./build/content/validateContentDir";

/**
 * Before anything is sourced, check every YAML file in data/ against the content model, so an
 * editor's mistake stops the build with one readable line per problem (file, entry and field)
 * rather than a GraphQL error deep in a page query; and the photo files (size, width, a GPS
 * position: build/content/photoFiles.ts). This is the build's only content check;
 * `npm run check:content` runs the same one without a build.
 * A file out of the canonical form only warns: whoever edited it on GitHub's web page cannot run
 * `npm run format:content`, and the tests (npm test) are what fail on it.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const photos = await checkPhotoFiles(contentDir);
  const problems = [...validateContentDir(contentDir, undefined, siteRoutes(process.cwd(), contentDir)), ...photos.problems];
  if (problems.length > 0) {
    reporter.panic(
      `The content in data/ has ${problems.length} problem(s). Fix them and build again:\n\n  ${problems.join("\n  ")}\n`,
    );
    return;
  }
  if (photos.warnings.length > 0) reporter.warn(`${photos.warnings.length} photo(s) in data/ (the build goes on):\n\n  ${photos.warnings.join("\n  ")}\n`);
  const unformatted = canonicalProblems(contentDir);
  if (unformatted.length > 0) {
    reporter.warn(`${unformatted.length} file(s) in data/ are not in the canonical form (the build goes on):\n\n  ${unformatted.join("\n  ")}\n`);
  }
};

/**
 * Each YAML file in data/ holds one block per language; each block becomes a node of the file's
 * type (build/content/typeNames.ts) with its `locale`, a child of the file, so photo paths resolve
 * from the file as before and a page queries its language with `locale: { eq: $locale }`.
 * While developing, an edit is also checked again as soon as it is saved.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({ node, actions, createNodeId, createContentDigest, loadNodeContent, reporter }) => {
  if (node.internal.type !== "File" || node.sourceInstanceName !== "data") return;
  if (!/\.ya?ml$/i.test(String(node.base))) return;
  if (process.env.gatsby_executing_command === "develop") {
    const problems = validateContentDir(contentDir).filter((line) => line.startsWith(`data/${node.relativePath}:`));
    if (problems.length > 0) reporter.error(`Content problem(s):\n  ${problems.join("\n  ")}`);
  }
  const data = load(await loadNodeContent(node)) as Record<string, unknown> | null;
  const type = yamlTypeFor({ name: String(node.name), relativeDirectory: String(node.relativeDirectory) });
  for (const locale of locales) {
    const block = data?.[locale];
    if (!block || typeof block !== "object") continue;
    const child = {
      ...(block as Record<string, unknown>),
      locale,
      id: createNodeId(`${node.id} ${locale}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(block) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as typeof node });
  }
};

/** Every YAML type is declared (with @dontInfer): the schema never guesses from the data. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};

/**
 * Every page in each language: src/pages/* at its own path in English and under /es in Spanish,
 * with the language in its context (the pages' queries select their content by it). The
 * not-found page too: /es/404.html answers an unknown address under /es/.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isLocale((page.context as { locale?: unknown } | undefined)?.locale)) return;
  actions.deletePage(page);
  for (const locale of locales) {
    const localised = page.path === "/" ? localePrefix(locale) || "/" : `${localePrefix(locale)}${page.path}`;
    actions.createPage({ ...page, path: localised, context: { ...page.context, locale } });
  }
};

/** One page per file in data/legal/ (Privacy, Terms, Accessibility) and language, at /<slug> and /es/<slug>. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allLegalPageYaml: { nodes: { slug: string; locale: string }[] } }>(`
    query LegalPageSlugs {
      allLegalPageYaml {
        nodes {
          slug
          locale
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read data/legal/", result.errors);
    return;
  }
  for (const { slug, locale } of result.data.allLegalPageYaml.nodes) {
    if (!isLocale(locale)) continue;
    actions.createPage({
      path: `${localePrefix(locale)}/${slug}`,
      component: path.resolve("src/templates/LegalPage.tsx"),
      context: { slug, locale },
    });
  }
};

