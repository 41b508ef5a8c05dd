import type { LaunchCheck } from "./fieldRules";
import type { ContentModel, FieldKind } from "./modelTypes";
import { photoInRepository } from "./photoUses";
import type { ProblemPath } from "./problems";
import { saysSamplePhoto } from "./samplePhotos";
import { isRecord } from "./translations";
import type { SiteAddress } from "../lib/siteAddress";

/**
 * What is left before launch: every placeholder that would make the published site unreachable
 * or untrue, found by the rules the content model writes beside each field (`@beforeLaunch`,
 * ./schema.ts; ./fieldRules.ts) and by the address Netlify gives the build (src/lib/siteAddress.ts).
 * One list, three readers: a production build refuses to publish while it holds a blocker
 * (plugins/content/launchGate.ts), `npm run check:launch` prints it, and the editor's "Before
 * launch" view lists it with a way to each field (src/admin/decap/launchList.ts). Which block and
 * which only warn, and why: docs/launch.md, "Before launch".
 *
 * Before the organisation marks the site live (data/site.yaml `launched`, the editor's "The site
 * is live"), a production build publishes the site as not launched yet (every page says so, no
 * search engine indexes it) and refuses only a wrong address, which is Netlify's setting, not
 * content; once it is marked live, a production build refuses every blocker (launchRefusals).
 */

/**
 * Why an item is on the list: a field's rule (./fieldRules.ts launchChecks); a real photo still
 * described as a sample (`sampleDescription`); or the site's address: none, an example domain, not
 * https, or Netlify's own.
 */
export type LaunchReason = LaunchCheck | "sampleDescription" | "noAddress" | "exampleAddress" | "insecureAddress" | "netlifyAddress";

export interface LaunchItem {
  readonly reason: LaunchReason;
  /** Stops a production build; otherwise a warning the build prints. */
  readonly blocks: boolean;
  /** The content file, as the repository names it ("data/site.yaml"); none for the site's address. */
  readonly file?: string;
  /** The file's type ("SiteYaml"). */
  readonly typeName?: string;
  /** The field the coordinator goes to (a sample photo's file, not its mark). */
  readonly path: ProblemPath;
  /** The placeholder's value, where it has one ("info@example.org"). */
  readonly found?: string;
}

/**
 * Which reasons only warn: the site is reachable and true with them, and says nothing false (an
 * answer not written yet: the page says to ask instead).
 */
export const warningReasons: ReadonlySet<LaunchReason> = new Set(["netlifyAddress", "answer"]);

/** The reasons about the address Netlify gives the build: a setting in Netlify, refused by a production build even before launch. */
export const addressReasons: ReadonlySet<LaunchReason> = new Set(["noAddress", "exampleAddress", "insecureAddress", "netlifyAddress"]);

/** The field of data/site.yaml that says the organisation has chosen to go live (the editor's "The site is live"). */
export const launchedField = "launched";

/** Whether data/site.yaml (its parsed YAML) says the site is live. */
export const isLaunched = (site: unknown): boolean => isRecord(site) && site[launchedField] === true;

/**
 * What a production build refuses: a wrong address always (every link would be wrong), and once
 * the site is marked live, every blocker; before that, the site is published as not launched yet.
 */
export function launchRefusals(items: readonly LaunchItem[], launched: boolean): LaunchItem[] {
  return items.filter((found) => found.blocks && (launched || addressReasons.has(found.reason)));
}

/** Host names reserved for examples and tests (RFC 2606, RFC 6761): nothing is ever reached there. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || /(^|\.)example\.(com|net|org)$/.test(name) || /\.(example|test|invalid|localhost)$/.test(name) || name === "example";
}

/** The host of an e-mail address or a web address, or null. */
function hostOf(value: string): string | null {
  const text = value.trim();
  const mail = /^[^\s@]+@([^\s@]+)$/.exec(text);
  if (mail) return mail[1];
  try {
    return new URL(text).hostname;
  } catch {
    return null;
  }
}

/** An example value: an address at a reserved host, or a text that names an "Example" ("100 Example Street"). */
export function isExampleValue(value: string): boolean {
  const host = hostOf(value);
  return host !== null ? isReservedHost(host) : /\bexample\b/i.test(value);
}

/** A web address that is a site's home page ("https://www.facebook.com/"), not a page on it. */
export function isHomePage(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.pathname.replace(/\/+$/, "") === "" && url.search === "" && url.hash === "";
  } catch {
    return false;
  }
}

const item = (reason: LaunchReason, rest: Omit<LaunchItem, "reason" | "blocks">): LaunchItem => ({ reason, blocks: !warningReasons.has(reason), ...rest });

/** The texts of a value: a plain value, or a text's words in each language. */
const textsOf = (value: unknown): string[] => (typeof value === "string" ? [value] : isRecord(value) ? Object.values(value).filter((words): words is string => typeof words === "string") : []);

/**
 * Whether a photo file, by its path in the repository ("data/photos/home-hero.jpg"), holds one of
 * the sample photos' bytes (./samplePhotos.ts): the build hashes the files, the editor asks its
 * backend. Unknown (not given) counts as a real photo: the mark and the description still count.
 */
export type SamplePhotoTest = (repoPath: string) => boolean;

/**
 * A content file's placeholders, in the order its fields come: `data` is the whole file (every
 * language, src/content/translations.ts), `file` its repository path, `typeName` its type,
 * `isSamplePhoto` what the photo files hold.
 */
export function launchItemsInFile(file: string, typeName: string, data: unknown, model: ContentModel, isSamplePhoto: SamplePhotoTest = () => false): LaunchItem[] {
  const items: LaunchItem[] = [];
  const walkObject = (value: unknown, type: string, path: ProblemPath): void => {
    if (!isRecord(value)) return;
    for (const field of model.types[type]?.fields ?? []) {
      const fieldPath = [...path, field.name];
      const check = field.rules?.beforeLaunch;
      const fieldValue = value[field.name];
      if (check) {
        const at = check.at ? [...path, check.at] : fieldPath;
        const texts = textsOf(fieldValue).filter((text) => text.trim() !== "");
        const example = texts.find(isExampleValue);
        if (check.check === "samplePhoto") {
          // A sample by its mark, or by its file's bytes; a real photo still described as one is named at its description.
          const photo = check.at ? value[check.at] : undefined;
          const bytesOfSample = typeof photo === "string" && photo !== "" && isSamplePhoto(photoInRepository(file, photo));
          const described = check.described ? textsOf(value[check.described]).some(saysSamplePhoto) : false;
          if (fieldValue === true || bytesOfSample) items.push(item("samplePhoto", { file, typeName, path: at }));
          else if (described) items.push(item("sampleDescription", { file, typeName, path: [...path, check.described!] }));
        } else if (check.check === "consent" && fieldValue !== true) items.push(item("consent", { file, typeName, path: at }));
        else if ((check.check === "example" || check.check === "ownPage") && example !== undefined) items.push(item("example", { file, typeName, path: at, found: example.trim() }));
        else if (check.check === "ownPage" && texts.some(isHomePage)) items.push(item("ownPage", { file, typeName, path: at, found: texts.find(isHomePage)?.trim() }));
        else if (check.check === "answer" && texts.length === 0) items.push(item("answer", { file, typeName, path: at }));
      }
      walk(fieldValue, field.type, fieldPath);
    }
  };
  const walk = (value: unknown, kind: FieldKind, path: ProblemPath): void => {
    if (kind.kind === "object") walkObject(value, kind.type, path);
    else if (kind.kind === "list" && Array.isArray(value)) value.forEach((entry, index) => walk(entry, kind.of, [...path, index]));
  };
  walkObject(data, typeName, []);
  return items;
}

/**
 * The site's address as Netlify gave it to a build made for Netlify (production, or a preview,
 * which is given production's address too): none, an example, or one that is not https:// blocks
 * (the headers ask browsers for HTTPS only, so every http:// link would be a detour at best);
 * Netlify's own *.netlify.app only warns. A build on this computer is given none, and is not judged.
 */
export function launchItemsOfAddress(address: Pick<SiteAddress, "kind" | "productionUrl" | "url">): LaunchItem[] {
  if (address.kind === "local") return [];
  if (address.productionUrl === null) return [item("noAddress", { path: [], found: address.url })];
  const url = new URL(address.productionUrl);
  if (isReservedHost(url.hostname)) return [item("exampleAddress", { path: [], found: address.productionUrl })];
  if (url.protocol !== "https:") return [item("insecureAddress", { path: [], found: address.productionUrl })];
  if (/\.netlify\.app$/i.test(url.hostname)) return [item("netlifyAddress", { path: [], found: address.productionUrl })];
  return [];
}
