/**
 * The site's content, from data/ to GraphQL: gatsby-source-filesystem reads the files,
 * gatsby-transformer-yaml parses each YAML file into a `YamlFile` node, and this plugin
 *  - reads data/ once into one tree (./contentTree.ts) and checks it whole before anything is
 *    sourced (onPreBootstrap: src/content/contentCheck.ts, then the launch gate), the build's only
 *    read of the folder;
 *  - makes each file's language blocks nodes of the file's type, children of its YamlFile
 *    (onCreateNode), so a page queries its language with `locale: { eq: $locale }` and photo
 *    paths resolve from the file;
 *  - makes the choices' words (data/editor.yaml) a node per language (sourceNodes);
 *  - declares every type (createSchemaCustomization, ./schema.ts): the schema never guesses;
 *  - fills in the site map's `links` from the other files' nodes (createResolvers).
 */
import { contentTypeFor, sectionsSlug } from "../../src/lib/contentPages";
import type { GatsbyNode, Node } from "gatsby";
import { languageBlocks, yamlFileType } from "../../src/lib/contentFile";
import type { Locale } from "../../src/lib/locales";
import { contentStructure } from "../../src/content/contentModel";
import { contentDir } from "./paths";
import { folderFingerprint, readContentTexts, readContentTree } from "./contentTree";
import { ContentProblemsPlugin } from "./developProblems";
import { contentTypeDefs } from "../../src/content/schema";
import { ruleExtensions } from "../../src/content/fieldRules";
import { checkContent, checkContentFiles, describeToReview } from "../../src/content/contentCheck";
import type { ContentTexts, ContentTree } from "../../src/content/contentTree";
import { describeProblem } from "../../src/content/problems";
import { buildGate } from "./launchGate";
import { contentErrorMap, contentErrors } from "./buildErrors";
import { siteAddress } from "../../src/lib/siteAddress";
import { siteMapLinks, siteMapSourceTypes, siteMapType } from "../../src/lib/siteMap";
import { contentFacts } from "../../src/content/contentFacts";
import { withFacts } from "../../src/content/facts";
import { choiceEntries } from "../../src/content/editorWords";
import { contentSchema } from "../../src/content/contentSchema";
import { editorWordsOf } from "../../src/content/editorWordsFile";
import { locales } from "../../src/lib/locales";

const isDevelop = (): boolean => process.env.gatsby_executing_command === "develop";

/**
 * data/ as this build read it at its start (onPreBootstrap, through ./contentTree.ts): the check,
 * the launch gate and every node's facts come from this one read. Under `gatsby develop` files
 * change while it runs: the folder is read again when it has changed (`developContent`).
 */
let buildContent: ContentTexts | undefined;
let developContent: { fingerprint: string; texts: ContentTexts; problems: string[] } | undefined;

/** The content as it is now: the build's one read; under develop, read again after a change, and checked once per change. */
function contentNow(): { texts: ContentTexts; problems?: string[] } {
  if (!isDevelop()) return { texts: (buildContent ??= readContentTexts(contentDir)) };
  const fingerprint = folderFingerprint(contentDir);
  if (developContent?.fingerprint !== fingerprint) {
    const texts = readContentTexts(contentDir);
    developContent = { fingerprint, texts, problems: checkContentFiles(texts).map(describeProblem) };
  }
  return developContent;
}

/** The build's refusals get their own headings in Gatsby's output (./buildErrors.ts). */
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  reporter.setErrorMap(contentErrorMap);
};

/**
 * An editor's mistake stops the build with one readable line per problem (file, entry and field)
 * rather than a GraphQL error deep in a page query; so do the photo files (size, width, a GPS
 * position: src/content/photoFileCheck.ts). This is the build's only content check, on the tree
 * read here once; `npm run check:content` reads and checks the same way without a build. A file out of the canonical form only warns: whoever edited
 * it on GitHub's web page cannot run `npm run format:content`, and the tests are what fail on it.
 *
 * `gatsby develop` (npm run edit) prints the same lines and goes on, so the editor still starts
 * to fix them: it lists them (plugins/editor/developEditor.ts), and so does the site's error
 * overlay (onCreateWebpackConfig below).
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const tree = await readContentTree(contentDir);
  buildContent = tree;
  const findings = checkContent(tree);
  const problems = findings.problems.map(describeProblem);
  const warnings = findings.toReview.map(describeToReview);
  const factWarnings = findings.factWarnings.map(describeProblem);
  if (problems.length > 0) {
    if (!isDevelop()) {
      reporter.panic({ id: contentErrors.contentCheck, context: { text: `The content in data/ has ${problems.length} problem(s). Fix them and build again:\n\n  ${problems.join("\n  ")}\n` } });
      return;
    }
    reporter.error(
      `The content in data/ has ${problems.length} problem(s), which a build refuses. gatsby develop goes on; the editor (/admin/) and the site's error overlay list them until they are fixed:\n\n  ${problems.join("\n  ")}\n`,
    );
  }
  if (warnings.length > 0) reporter.warn(`${warnings.length} text(s) in data/ to review, a translation whose other language changed since it was written (the build goes on):\n\n  ${warnings.join("\n  ")}\n`);
  if (factWarnings.length > 0) reporter.warn(`${factWarnings.length} number(s) in data/ that may be one of the organization's facts written by hand (the build goes on):\n\n  ${factWarnings.join("\n  ")}\n`);
  const { unformatted } = findings;
  if (unformatted.length > 0) {
    reporter.warn(`${unformatted.length} file(s) in data/ are not in the canonical form (the build goes on):\n\n  ${unformatted.join("\n  ")}\n`);
  }
  launchGate(reporter, tree);
};

/**
 * The launch gate (./launchGate.ts buildGate), on the tree the check read: a production build that
 * must not be published stops here, before anything is sourced, with the gate's own message (one
 * line per placeholder: its file, its field in the editor's words and what to put there); any
 * other build prints what it is and what is left, and goes on.
 */
function launchGate(reporter: Parameters<NonNullable<GatsbyNode["onPreBootstrap"]>>[0]["reporter"], tree: ContentTree): void {
  const { refusal, notes } = buildGate(tree, siteAddress());
  if (refusal) {
    reporter.panic({ id: contentErrors.launchGate, context: { text: refusal } });
    return;
  }
  for (const note of notes) reporter.info(note);
}

/** Under `gatsby develop`, the content check's problems in the site's error overlay (./developProblems.ts). */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "develop") return;
  actions.setWebpackConfig({ plugins: [new ContentProblemsPlugin(contentDir, async () => checkContent(await readContentTree(contentDir)).problems.map(describeProblem))] });
};

/**
 * Each language's block of a YamlFile becomes a node of the file's type (src/lib/contentFile.ts)
 * with its `locale`, each fact its texts name filled in (src/content/facts.ts: "{city}" from
 * data/site.yaml). While developing, an edit is also checked again as soon as it is saved; a fact
 * changed under `gatsby develop` reaches the other files' texts when they are saved or at the next
 * start.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, getNode, createNodeId, createContentDigest, reporter }) => {
  if (node.internal.type !== yamlFileType || !node.parent) return;
  const file = getNode(node.parent);
  if (!file || file.internal.type !== "File") return;
  const content = contentNow();
  if (content.problems) {
    const problems = content.problems.filter((line) => line.startsWith(`data/${String(file.relativePath)}:`));
    if (problems.length > 0) reporter.error(`Content problem(s):\n  ${problems.join("\n  ")}`);
  }
  const filePath = { name: String(file.name), relativeDirectory: String(file.relativeDirectory) };
  const type = contentTypeFor(filePath);
  // A page of sections' file: its name, which its page's query selects it by (src/lib/contentPages.ts).
  const slug = sectionsSlug(filePath);
  const facts = contentFacts(content.texts);
  for (const [locale, raw] of Object.entries(languageBlocks(node, type, contentStructure()))) {
    const block = withFacts(raw, facts[locale as Locale] ?? {});
    const child = {
      ...block,
      ...(slug ? { slug } : {}),
      locale,
      id: createNodeId(`${file.id} ${locale}`),
      parent: node.id,
      children: [],
      internal: { type, contentDigest: createContentDigest(block) },
    };
    actions.createNode(child);
    actions.createParentChildLink({ parent: node, child: child as unknown as Node });
  }
};

/**
 * The choices' words (Weekday.friday: its label, and `shown` where a sentence needs other words),
 * written once in data/editor.yaml, which is no node of its own (gatsby-config.ts): an
 * EditorChoices node per language, which the pages read (src/hooks/useSiteContent.ts).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  const words = editorWordsOf(contentNow().texts);
  for (const locale of locales) {
    const choices = choiceEntries(words[locale], contentSchema()).map(({ field, label, shown }) => ({ field, label, shown: shown ?? null }));
    actions.createNode({ locale, choices, id: createNodeId(`editor choices ${locale}`), parent: null, children: [], internal: { type: "EditorChoices", contentDigest: createContentDigest(choices) } });
  }
};

/** Every type is declared (with @dontInfer), the files' own type too. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // The content model's rules (src/content/fieldRules.ts) are directives Gatsby must know: each a
  // field extension that changes nothing in the schema.
  for (const [name, args] of Object.entries(ruleExtensions)) actions.createFieldExtension({ name, args, extend: () => ({}) });
  actions.createTypes([contentTypeDefs, `type ${yamlFileType} implements Node @dontInfer { id: ID! }`]);
};

/**
 * The site map's links (src/lib/siteMap.ts), from the nodes of every page's file, the menus and the
 * galleries in the site map's language: read through the node model, so an edit of any of them
 * runs the site map's query again under develop.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    [siteMapType]: {
      links: {
        resolve: async (source: { locale: string }, _args: unknown, context: { nodeModel: { findAll: (query: { type: string }) => Promise<{ entries: Iterable<Record<string, unknown>> }> } }) => {
          const nodes = new Map<string, Record<string, unknown>[]>();
          for (const type of siteMapSourceTypes()) nodes.set(type, Array.from((await context.nodeModel.findAll({ type })).entries));
          return siteMapLinks(source.locale, (type) => nodes.get(type) ?? []);
        },
      },
    },
  });
};
