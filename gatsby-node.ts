import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { addPageScripts, builtPages } from "./src/lib/build/pageScripts";
import { contentDir } from "./src/lib/content/paths";
import { contentTypeDefs } from "./src/lib/content/schema";
import { siteRoutes } from "./src/lib/content/siteRoutes";
import { validateContentDir } from "./src/lib/content/validateContentDir";
import { publishEditor } from "./src/lib/editor/publishEditor";
import { isProductionBuild, robotsTxt } from "./src/lib/robotsTxt";

/**
 * Before anything is sourced, check every YAML file in data/ against the content model, so an
 * editor's mistake stops the build with one readable line per problem (file, entry and field)
 * rather than a GraphQL error deep in a page query.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentDir(contentDir, undefined, siteRoutes(process.cwd(), contentDir));
  if (problems.length > 0) {
    reporter.panic(
      `The content in data/ has ${problems.length} problem(s). Fix them and build again:\n\n  ${problems.join("\n  ")}\n`,
    );
  }
};

/** While developing, an edit is checked again as soon as it is saved. */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  if (process.env.gatsby_executing_command !== "develop") return;
  if (node.internal.type !== "File" || node.sourceInstanceName !== "data") return;
  if (!/\.ya?ml$/i.test(String(node.base))) return;
  const problems = validateContentDir(contentDir).filter((line) => line.startsWith(`data/${node.relativePath}:`));
  if (problems.length > 0) reporter.error(`Content problem(s):\n  ${problems.join("\n  ")}`);
};

/** Every YAML type is declared (with @dontInfer): the schema never guesses from the data. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
};

/** One page per file in data/legal/ (Privacy, Terms, Accessibility), at /<slug>. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allLegalPageYaml: { nodes: { slug: string }[] } }>(`
    query LegalPageSlugs {
      allLegalPageYaml {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read data/legal/", result.errors);
    return;
  }
  for (const { slug } of result.data.allLegalPageYaml.nodes) {
    actions.createPage({
      path: `/${slug}`,
      component: path.resolve("src/templates/LegalPage.tsx"),
      context: { slug },
    });
  }
};

/**
 * After the pages: each page's enhancement modules (src/lib/build/pageScripts.ts), robots.txt from
 * the site's address, so it always names the right sitemap (src/lib/robotsTxt.ts), and the
 * content editor at /admin (src/lib/editor/publishEditor.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public");
  try {
    await addPageScripts(publicDir, builtPages(publicDir));
  } catch (error) {
    reporter.panicOnBuild(`The pages' scripts could not be built: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  publishEditor({ publicDir });
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!siteUrl) {
    reporter.panicOnBuild("gatsby-config.ts: siteMetadata.siteUrl is required for robots.txt");
    return;
  }
  fs.writeFileSync(path.join("public", "robots.txt"), robotsTxt({ siteUrl, production: isProductionBuild(process.env.CONTEXT) }));
};
