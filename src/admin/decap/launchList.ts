import type { EditorWords } from "../../content/editorWords";
import { editorFileLabel } from "../../content/editorGroups";
import { launchItemsInFile, launchItemsOfAddress, type LaunchItem } from "../../content/launchCheck";
import type { ContentModel } from "../../content/modelTypes";
import { contentFilePath } from "../../lib/contentFile";
import { contentTypeFor } from "../../lib/contentPages";
import type { SiteAddress } from "../../lib/siteAddress";
import { capitalised, fillTemplate } from "../../lib/template";
import { load, CORE_SCHEMA } from "js-yaml";
import { placeWords } from "./problemWords";

/**
 * The list of what is left before launch (src/content/launchCheck.ts) in the editor's words: each
 * placeholder named by its file and field as the editor labels them, and what to put there. The
 * same sentences, in English, are the production build's refusal and `npm run check:launch`'s
 * lines (plugins/content/launchGate.ts); the editor's "Before launch" view lists them in its
 * language, each with a way to its field (./decapApp.ts), read from the backend now.
 */

/** The messages of data/editor.yaml that say each reason. */
const messageKeys: Record<LaunchItem["reason"], string> = {
  example: "launchExample",
  ownPage: "launchOwnPage",
  samplePhoto: "launchSamplePhoto",
  consent: "launchConsent",
  answer: "launchAnswer",
  noAddress: "launchNoAddress",
  netlifyAddress: "launchNetlifyAddress",
};

export interface LaunchWordsContext {
  readonly model: ContentModel;
  readonly words: EditorWords;
  /** The editor's language (a list's item is quoted in it). */
  readonly locale: string;
  /** The item's file's data (every language), to name its list items by their words. */
  readonly data?: unknown;
}

/** Where an item is, in the editor's words: "Organization › Contact email address"; the site's address by its own name. */
export function launchPlace(item: LaunchItem, context: LaunchWordsContext): string {
  if (!item.file || !item.typeName) return context.words.interface.launchSiteAddress;
  const field = placeWords(item.path, undefined, { model: context.model, words: context.words, typeName: item.typeName, data: context.data, locale: context.locale });
  return [editorFileLabel(context.words, item.file), field].filter(Boolean).join(` ${context.words.messages.separator} `);
}

/** An item as one line: whether it blocks the launch, where it is, and what to put there. */
export function launchLine(item: LaunchItem, context: LaunchWordsContext): string {
  const { words, locale } = context;
  const problem = fillTemplate(words.messages[messageKeys[item.reason]] ?? words.messages.other, { field: launchPlace(item, context), found: item.found ?? "", detail: item.found ?? "" });
  return fillTemplate(words.interface.launchLine, { kind: item.blocks ? words.interface.launchBlocks : words.interface.launchWarns, problem: capitalised(problem, locale) });
}

/** A content file's placeholders, from its text; none when it cannot be read (the content check names it). */
export function launchItemsInText(file: string, text: string, model: ContentModel): { items: LaunchItem[]; data: unknown } {
  let data: unknown;
  try {
    data = load(text, { schema: CORE_SCHEMA });
  } catch {
    return { items: [], data: undefined };
  }
  return { items: launchItemsInFile(file, contentTypeFor(contentFilePath(file)), data, model), data };
}

export interface LaunchSetup {
  /** Every content file, as the repository names it ("data/site.yaml"), in the editor's order. */
  readonly contentFiles: readonly string[];
  readonly model: ContentModel;
  readonly words: EditorWords;
  readonly locale: string;
  /** What the editor's build was told of the site's address (src/lib/siteAddress.ts). */
  readonly address: Pick<SiteAddress, "kind" | "productionUrl" | "url">;
  /** A file as the backend has it now; undefined when it cannot be read. */
  readonly read: (path: string) => Promise<string | undefined>;
}

/** A line of the editor's list, and the field it leads to. */
export interface LaunchEntry {
  readonly item: LaunchItem;
  readonly line: string;
}

/** Everything left before launch, the address first, then file by file; blockers before warnings. */
export async function findLaunchItems(setup: LaunchSetup): Promise<LaunchEntry[]> {
  const context = { model: setup.model, words: setup.words, locale: setup.locale };
  const entries: LaunchEntry[] = launchItemsOfAddress(setup.address).map((item) => ({ item, line: launchLine(item, context) }));
  for (const file of setup.contentFiles) {
    const text = await setup.read(file);
    if (text === undefined) continue;
    const { items, data } = launchItemsInText(file, text, setup.model);
    entries.push(...items.map((item) => ({ item, line: launchLine(item, { ...context, data }) })));
  }
  return [...entries.filter((entry) => entry.item.blocks), ...entries.filter((entry) => !entry.item.blocks)];
}
