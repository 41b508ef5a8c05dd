import type { EditorWords } from "../../content/editorWords";
import { editorFileLabel } from "../../content/editorGroups";
import { isLaunched, launchItemsInFile, launchItemsOfAddress, type LaunchItem, type SamplePhotoTest } from "../../content/launchCheck";
import { photoUses } from "../../content/photoUses";
import type { ContentModel } from "../../content/modelTypes";
import { contentFilePath } from "../../lib/contentFile";
import { contentTypeFor } from "../../lib/contentPages";
import type { SiteAddress } from "../../lib/siteAddress";
import { capitalised, fillTemplate } from "../../lib/template";
import { load, CORE_SCHEMA } from "js-yaml";
import { placeWords } from "./problemWords";
import type { LiveFinding, LiveReason } from "../../lib/liveCheck";

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
  sampleDescription: "launchSampleDescription",
  consent: "launchConsent",
  answer: "launchAnswer",
  noAddress: "launchNoAddress",
  exampleAddress: "launchExampleAddress",
  insecureAddress: "launchInsecureAddress",
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

/** A content file's text parsed, or undefined when it cannot be (the content check names it). */
function parsed(text: string): unknown {
  try {
    return load(text, { schema: CORE_SCHEMA });
  } catch {
    return undefined;
  }
}

/** A content file's placeholders, from its text; none when it cannot be read (the content check names it). */
export function launchItemsInText(file: string, text: string, model: ContentModel, isSamplePhoto?: SamplePhotoTest): { items: LaunchItem[]; data: unknown } {
  const data = parsed(text);
  if (data === undefined) return { items: [], data };
  return { items: launchItemsInFile(file, contentTypeFor(contentFilePath(file)), data, model, isSamplePhoto), data };
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
  /** Whether a photo (its path in the repository) holds a sample photo's bytes; asked once for each photo a file uses. */
  readonly isSamplePhoto?: (photo: string) => Promise<boolean>;
}

/** A line of the editor's list, and the field it leads to. */
export interface LaunchEntry {
  readonly item: LaunchItem;
  readonly line: string;
}

/** What the list found: each line, and whether data/site.yaml, as saved now, marks the site live. */
export interface LaunchList {
  readonly entries: readonly LaunchEntry[];
  readonly launched: boolean;
}

/** Everything left before launch, the address first, then file by file; blockers before warnings. */
export async function findLaunchItems(setup: LaunchSetup): Promise<LaunchList> {
  const context = { model: setup.model, words: setup.words, locale: setup.locale };
  const entries: LaunchEntry[] = launchItemsOfAddress(setup.address).map((item) => ({ item, line: launchLine(item, context) }));
  let launched = false;
  for (const file of setup.contentFiles) {
    const text = await setup.read(file);
    if (text === undefined) continue;
    const data = parsed(text);
    if (data === undefined) continue;
    const typeName = contentTypeFor(contentFilePath(file));
    if (typeName === "SiteYaml") launched = isLaunched(data);
    // The photos' bytes first (the backend is asked for each photo once), then the check, which is not asynchronous.
    const samples = new Set<string>();
    if (setup.isSamplePhoto) {
      for (const photo of new Set(photoUses(data, typeName, setup.model, file).map((use) => use.photo))) if (await setup.isSamplePhoto(photo)) samples.add(photo);
    }
    const items = launchItemsInFile(file, typeName, data, setup.model, (photo) => samples.has(photo));
    entries.push(...items.map((item) => ({ item, line: launchLine(item, { ...context, data }) })));
  }
  return { entries: [...entries.filter((entry) => entry.item.blocks), ...entries.filter((entry) => !entry.item.blocks)], launched };
}

/** The messages of data/editor.yaml that say each finding about the live site. */
const liveMessageKeys: Record<LiveReason, string> = {
  unreachable: "liveUnreachable",
  identityMissing: "liveIdentityMissing",
  registrationOpen: "liveRegistrationOpen",
  registrationClosed: "liveRegistrationClosed",
  providerOn: "liveProviderOn",
  headerMissing: "liveHeaderMissing",
  headerDifferent: "liveHeaderDifferent",
  headersRight: "liveHeadersRight",
  launched: "liveLaunched",
  notLaunched: "liveNotLaunched",
  noSitemap: "liveNoSitemap",
  localBackend: "liveLocalBackend",
};

/** A finding about the live site (src/lib/liveCheck.ts) as one line, in the editor's words: "Blocks the launch: Anyone can sign up…", or as it is. */
export function liveLine(finding: LiveFinding, words: EditorWords): string {
  // A missing header's value in brackets after its name; a policy of each page's own has none to give.
  const details = finding.reason === "headerMissing" ? { ...finding.details, expected: finding.details.expected ? `(${finding.details.expected})` : "" } : finding.details;
  const text = fillTemplate(words.messages[liveMessageKeys[finding.reason]] ?? words.messages.other, { ...details, field: "", detail: finding.reason }).replace(/\s+\./g, ".").replace(/\s{2,}/g, " ");
  return finding.problem ? fillTemplate(words.interface.launchLine, { kind: words.interface.launchBlocks, problem: text }) : text;
}
