import { contentModel } from "../../src/content/contentModel";
import { isLaunched, launchItemsOfAddress, launchRefusals, warningReasons, type LaunchItem } from "../../src/content/launchCheck";
import type { LaunchCheck } from "../../src/content/fieldRules";
import type { FieldKind } from "../../src/content/modelTypes";
import { editorWordsFile, type EditorWords } from "../../src/content/editorWords";
import { defaultLocale } from "../../src/lib/locales";
import type { SiteAddress } from "../../src/lib/siteAddress";
import { launchItemsInText, launchLine } from "../../src/admin/decap/launchList";
import { editorWordsOf } from "../../src/content/editorWordsFile";
import { treeFileType, type ContentTexts, type ContentTree } from "../../src/content/contentTree";
import { samplePhotoTest } from "./samplePhotoFiles";

/**
 * The launch gate (src/content/launchCheck.ts) over the content tree (src/content/contentTree.ts,
 * read once by ./contentTree.ts): what a production
 * build refuses to publish (./gatsby-node.ts, onPreBootstrap) and `npm run check:launch` prints,
 * one line per placeholder in the editor's English words: its file, its field as the editor
 * labels it, and what to put there, as the editor's "Before launch" view says it in its language.
 */

export interface LaunchReport {
  readonly items: readonly LaunchItem[];
  /** Block the launch: one line each, "data/site.yaml: Blocks the launch: Organization… › Contact email address: …". */
  readonly blockers: readonly string[];
  /** Printed, never refused. */
  readonly warnings: readonly string[];
  /** Whether data/site.yaml marks the site live (the editor's "The site is live"). */
  readonly launched: boolean;
  /** The lines a production build refuses to publish on (src/content/launchCheck.ts launchRefusals): the address's always, every blocker once launched. */
  readonly refusals: readonly string[];
}

export function launchReport(tree: ContentTree, address: Pick<SiteAddress, "kind" | "productionUrl" | "url">): LaunchReport {
  const words = editorWordsOf(tree)[defaultLocale] as EditorWords | undefined;
  // Without the editor's words there is nothing to say them with: the content check names the file, and stops a build.
  if (!words) return { items: [], blockers: [], warnings: [], launched: false, refusals: [] };
  const model = contentModel();
  const context = { model, words, locale: defaultLocale };
  const isSamplePhoto = samplePhotoTest(tree);
  const lines: { item: LaunchItem; line: string }[] = launchItemsOfAddress(address).map((item) => ({ item, line: `Netlify: ${launchLine(item, context)}` }));
  let launched = false;
  for (const { path, text } of tree.files) {
    const file = `data/${path}`;
    if (file === editorWordsFile) continue;
    const { items, data } = launchItemsInText(file, text, model, isSamplePhoto);
    if (treeFileType(path) === "SiteYaml") launched = isLaunched(data);
    lines.push(...items.map((item) => ({ item, line: `${file}: ${launchLine(item, { ...context, data })}` })));
  }
  const refused = new Set(launchRefusals(lines.map((entry) => entry.item), launched));
  return {
    items: lines.map((entry) => entry.item),
    blockers: lines.filter((entry) => entry.item.blocks).map((entry) => entry.line),
    warnings: lines.filter((entry) => !entry.item.blocks).map((entry) => entry.line),
    launched,
    refusals: lines.filter((entry) => refused.has(entry.item)).map((entry) => entry.line),
  };
}

/** What the launch gate tells a build: whether it is refused, with its message, and what it prints either way. */
export interface BuildGate {
  /** The message a refused build stops with (the lines that refuse it, then those that can wait); null when it goes on. */
  readonly refusal: string | null;
  /** What a build that goes on prints, in order: what the build is, then what is left. */
  readonly notes: readonly string[];
}

/**
 * The launch gate for a build (the content plugin's first step, on the tree it read: ./gatsby-node.ts):
 * a production build is refused while Netlify's address is wrong, and once the site is marked live
 * (data/site.yaml `launched`) while any placeholder blocks; before that it publishes the site as
 * not launched yet. Previews, branch deploys and builds on this computer go on, saying what is left.
 */
export function buildGate(tree: ContentTree, address: SiteAddress): BuildGate {
  const report = launchReport(tree, address);
  const indent = (lines: readonly string[]) => lines.map((line) => `  ${line}`).join("\n");
  const from = address.from === "localSiteUrl" ? "npm start's address, as no Netlify address was given" : `Netlify's ${address.from}`;
  const what = `This build is a ${address.kind} build; its links lead to ${address.url} (${from}).`;
  if (address.kind === "production" && report.refusals.length > 0) {
    const others = [...report.blockers, ...report.warnings].filter((line) => !report.refusals.includes(line));
    const heading = report.launched
      ? `This production build is not published: the site is marked live (Organization › The site is live) but still holds ${report.refusals.length} placeholder(s) that would make it unreachable or untrue. Replace each (the editor lists them under "Before launch"; npm run check:launch prints them) and publish again:`
      : `This production build is not published: the site's address, which Netlify gives every build, is not one the site can be published at. Set it in Netlify (docs/launch.md) and publish again:`;
    return { refusal: `${what}\n\n${heading}\n\n${indent(report.refusals)}\n${others.length > 0 ? `\nAlso before launch:\n\n${indent(others)}\n` : ""}`, notes: [] };
  }
  const notes = [what];
  if (address.kind === "production" && !report.launched) {
    notes.push(
      `The site is not marked live yet (Organization › The site is live): this production build publishes it as not launched, every page saying so, kept out of search engines (noindex, no sitemap). ${report.blockers.length} placeholder(s) block the launch (the editor lists them under "Before launch"; npm run check:launch prints them).`,
    );
  } else if (report.blockers.length > 0) {
    notes.push(`Before launch: ${report.blockers.length} placeholder(s) left, which a production build refuses once the site is marked live (npm run check:launch lists them).`);
  }
  if (report.warnings.length > 0) notes.push(`Before launch, ${report.warnings.length} item(s) that can wait:\n\n${indent(report.warnings)}`);
  return { refusal: null, notes };
}

/** The type of the objects a field holds, past its lists. */
const innerType = (kind: FieldKind): string | undefined => (kind.kind === "list" ? innerType(kind.of) : kind.kind === "object" ? kind.type : undefined);

/** docs/launch.md's table of the checks, between its markers. */
export const launchDocsMarkers = /(<!-- launch-checks:start[^\n]*-->\n)[\s\S]*?(\n<!-- launch-checks:end -->)/;

/** What each rule counts as a placeholder, for docs/launch.md's table (developers' English). */
const placeholderRules: Record<LaunchCheck, string> = {
  example: "an example: an address at a domain reserved for examples (example.org, example.com, example.net, *.example, *.test, *.invalid, localhost), or a text that names “Example”",
  ownPage: "a social network's home page (an address with no page on it), or an example",
  samplePhoto: "ticked, or the photo's file is a sample's bytes (plugins/content/sample-photos.sha256), or its description opens “Sample photo:” (a real photo still described as a sample is named at its description)",
  consent: "not ticked",
  answer: "empty: a family's question the site cannot answer yet (the page says to ask us meanwhile)",
};

/**
 * The checks before launch as docs/launch.md lists them (between its launch-checks markers), from
 * the same rules and words the gate uses: the site's address, then every field of the content
 * model with `@beforeLaunch`, the files that hold it, its label in the editor, what counts as a
 * placeholder and whether a production build refuses it. `npm run check:launch -- --docs` writes
 * it; tests/unit/launch-docs.test.ts fails while the document says otherwise.
 */
export function launchChecksTable(tree: ContentTexts): string[] {
  const words = editorWordsOf(tree)[defaultLocale] as EditorWords;
  const model = contentModel();
  const label = (key: string): string => words.fields.find((entry) => entry.field === key)?.label ?? key;
  // The types each file's type holds, to name the files that hold a field.
  const reach = (typeName: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(typeName)) return seen;
    seen.add(typeName);
    for (const field of model.types[typeName]?.fields ?? []) {
      const type = innerType(field.type);
      if (type) reach(type, seen);
    }
    return seen;
  };
  const files = tree.files
    .map((file) => ({ file: `data/${file.path}`, types: reach(treeFileType(file.path)) }))
    .filter((entry) => entry.file !== editorWordsFile);
  const rows = [
    "| Check | Where | In the editor | Counts as a placeholder | A production build |",
    "|---|---|---|---|---|",
    `| The site's address | Netlify's \`URL\` (src/lib/siteAddress.ts) | ${words.interface.launchSiteAddress} | none given to a production build, an example domain, or \`http://\`; Netlify's own \`*.netlify.app\` | refuses none, an example or \`http://\` (before launch too); warns of \`*.netlify.app\` |`,
  ];
  for (const [typeName, type] of Object.entries(model.types)) {
    for (const field of type.fields) {
      const check = field.rules?.beforeLaunch;
      if (!check) continue;
      const holders = files.filter((entry) => entry.types.has(typeName)).map((entry) => `\`${entry.file}\``);
      // A file's own field under the file's label; another type's under the fields that hold it, where they are one or two.
      const parents = [...new Set(Object.entries(model.types).flatMap(([owner, ownerType]) => ownerType.fields.filter((candidate) => innerType(candidate.type) === typeName).map((candidate) => label(`${owner}.${candidate.name}`))))];
      const place = type.file ? `${label(typeName)} › ${label(`${typeName}.${field.name}`)}` : [...(parents.length <= 2 ? [parents.join(" / ")] : []), label(`${typeName}.${field.name}`)].join(" › ");
      const refuses = warningReasons.has(check.check) ? "warns" : "refuses it once the site is marked live";
      rows.push(`| \`${typeName}.${field.name}\` | ${holders.length > 3 ? `${holders.length} files: ${holders.join(", ")}` : holders.join(", ")} | ${place} | ${placeholderRules[check.check]} | ${refuses} |`);
    }
  }
  return rows;
}
