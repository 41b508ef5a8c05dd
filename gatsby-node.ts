import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { canonicalProblems } from "./build/content/canonicalForm";
import { contentDir } from "./build/content/paths";
import { contentTypeDefs } from "./build/content/schema";
import { siteRoutes } from "./build/content/siteRoutes";
import { validateContentDir } from "./build/content/validateContentDir";
import { publishEditor } from "./build/editor/publishEditor";
import { writeSiteHeaders } from "./build/headers";
import { isProductionBuild } from "./build/netlifyContext";
import { addPageScripts, builtPages } from "./build/pageScripts";
import { robotsTxt } from "./build/robotsTxt";

/**
 * Before anything is sourced, check every YAML file in data/ against the content model, so an
 * editor's mistake stops the build with one readable line per problem (file, entry and field)
 * rather than a GraphQL error deep in a page query. This is the build's only content check;
 * `npm run check:content` runs the same one without a build.
 * A file out of the canonical form only warns: whoever edited it on GitHub's web page cannot run
 * `npm run format:content`, and the tests (npm test) are what fail on it.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContentDir(contentDir, undefined, siteRoutes(process.cwd(), contentDir));
  if (problems.length > 0) {
    reporter.panic(
      `The content in data/ has ${problems.length} problem(s). Fix them and build again:\n\n  ${problems.join("\n  ")}\n`,
    );
    return;
  }
  const unformatted = canonicalProblems(contentDir);
  if (unformatted.length > 0) {
    reporter.warn(`${unformatted.length} file(s) in data/ are not in the canonical form (the build goes on):\n\n  ${unformatted.join("\n  ")}\n`);
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
 * After the pages, in this order: each page's enhancement modules (build/pageScripts.ts), the
 * content editor at /admin (build/editor/publishEditor.ts), robots.txt from the site's address, so
 * it always names the right sitemap (build/robotsTxt.ts), and last public/_headers, whose
 * Content-Security-Policy is checked against the finished pages (build/headers.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.resolve("public");
  const result = await graphql<{ site: { siteMetadata: { title: string; siteUrl: string } } }>(`
    query PostBuildSiteMetadata {
      site {
        siteMetadata {
          title
          siteUrl
        }
      }
    }
  `);
  const title = result.data?.site.siteMetadata.title;
  const siteUrl = result.data?.site.siteMetadata.siteUrl;
  if (!title || !siteUrl) {
    reporter.panicOnBuild("gatsby-config.ts: siteMetadata.title and siteUrl are required for the editor and robots.txt");
    return;
  }
  try {
    await addPageScripts(publicDir, builtPages(publicDir));
  } catch (error) {
    reporter.panicOnBuild(`The pages' scripts could not be built: ${error instanceof Error ? error.message : String(error)}`);
    return;
  }
  publishEditor({ publicDir, siteName: title });
  const production = isProductionBuild();
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt({ siteUrl, production }));
  // Here, not a step after `gatsby build`: every build, however it is started, writes the policy and checks the pages.
  const problems = writeSiteHeaders({ publicDir, production });
  if (problems.length > 0) reporter.panicOnBuild(`Content-Security-Policy: ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
};
