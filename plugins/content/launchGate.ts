import { contentModel } from "../../src/content/contentModel";
import { launchItemsOfAddress, warningReasons, type LaunchItem } from "../../src/content/launchCheck";
import type { LaunchCheck } from "../../src/content/fieldRules";
import type { FieldKind } from "../../src/content/modelTypes";
import { editorWordsFile, type EditorWords } from "../../src/content/editorWords";
import { defaultLocale } from "../../src/lib/locales";
import type { SiteAddress } from "../../src/lib/siteAddress";
import { launchItemsInText, launchLine } from "../../src/admin/decap/launchList";
import { editorWordsOf } from "../../src/content/editorWordsFile";
import { treeFileType, type ContentTexts } from "../../src/content/contentTree";

/**
 * The launch gate (src/content/launchCheck.ts) over the content tree (src/content/contentTree.ts,
 * read once by ./contentTree.ts): what a production
 * build refuses to publish (./gatsby-node.ts, onPreBootstrap) and `npm run check:launch` prints,
 * one line per placeholder in the editor's English words: its file, its field as the editor
 * labels it, and what to put there, as the editor's "Before launch" view says it in its language.
 */

export interface LaunchReport {
  readonly items: readonly LaunchItem[];
  /** Stop a production build: one line each, "data/site.yaml: Blocks the launch: Organization… › Contact email address: …". */
  readonly blockers: readonly string[];
  /** Printed, never refused. */
  readonly warnings: readonly string[];
}

export function launchReport(tree: ContentTexts, address: Pick<SiteAddress, "kind" | "productionUrl" | "url">): LaunchReport {
  const words = editorWordsOf(tree)[defaultLocale] as EditorWords | undefined;
  // Without the editor's words there is nothing to say them with: the content check names the file, and stops a build.
  if (!words) return { items: [], blockers: [], warnings: [] };
  const model = contentModel();
  const context = { model, words, locale: defaultLocale };
  const lines: { item: LaunchItem; line: string }[] = launchItemsOfAddress(address).map((item) => ({ item, line: `Netlify: ${launchLine(item, context)}` }));
  for (const { path, text } of tree.files) {
    const file = `data/${path}`;
    if (file === editorWordsFile) continue;
    const { items, data } = launchItemsInText(file, text, model);
    lines.push(...items.map((item) => ({ item, line: `${file}: ${launchLine(item, { ...context, data })}` })));
  }
  return {
    items: lines.map((entry) => entry.item),
    blockers: lines.filter((entry) => entry.item.blocks).map((entry) => entry.line),
    warnings: lines.filter((entry) => !entry.item.blocks).map((entry) => entry.line),
  };
}

/** The type of the objects a field holds, past its lists. */
const innerType = (kind: FieldKind): string | undefined => (kind.kind === "list" ? innerType(kind.of) : kind.kind === "object" ? kind.type : undefined);

/** docs/launch.md's table of the checks, between its markers. */
export const launchDocsMarkers = /(<!-- launch-checks:start[^\n]*-->\n)[\s\S]*?(\n<!-- launch-checks:end -->)/;

/** What each rule counts as a placeholder, for docs/launch.md's table (developers' English). */
const placeholderRules: Record<LaunchCheck, string> = {
  example: "an example: an address at a domain reserved for examples (example.org, example.com, example.net, *.example, *.test, *.invalid, localhost), or a text that names “Example”",
  ownPage: "a social network's home page (an address with no page on it), or an example",
  samplePhoto: "ticked: one of the sample photos the site came with",
  consent: "not ticked",
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
    `| The site's address | Netlify's \`URL\` (src/lib/siteAddress.ts) | ${words.interface.launchSiteAddress} | none given to a production build, or an example domain; Netlify's own \`*.netlify.app\` | refuses none or an example; warns of \`*.netlify.app\` |`,
  ];
  for (const [typeName, type] of Object.entries(model.types)) {
    for (const field of type.fields) {
      const check = field.rules?.beforeLaunch;
      if (!check) continue;
      const holders = files.filter((entry) => entry.types.has(typeName)).map((entry) => `\`${entry.file}\``);
      // A file's own field under the file's label; another type's under the fields that hold it, where they are one or two.
      const parents = [...new Set(Object.entries(model.types).flatMap(([owner, ownerType]) => ownerType.fields.filter((candidate) => innerType(candidate.type) === typeName).map((candidate) => label(`${owner}.${candidate.name}`))))];
      const place = type.file ? `${label(typeName)} › ${label(`${typeName}.${field.name}`)}` : [...(parents.length <= 2 ? [parents.join(" / ")] : []), label(`${typeName}.${field.name}`)].join(" › ");
      const refuses = warningReasons.has(check.check) ? "warns" : "refuses it";
      rows.push(`| \`${typeName}.${field.name}\` | ${holders.length > 3 ? `${holders.length} files: ${holders.join(", ")}` : holders.join(", ")} | ${place} | ${placeholderRules[check.check]} | ${refuses} |`);
    }
  }
  return rows;
}
