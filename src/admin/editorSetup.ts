import type { ContentModel } from "../content/modelTypes";
import type { EditorWords } from "../content/editorWords";
import type { Locale } from "../lib/locales";
import type { SiteAddress } from "../lib/siteAddress";
import type { LiveExpectations } from "../lib/liveCheck";

/**
 * What the build tells the editor's page (plugins/editor/publishEditor.ts writes it as JSON into
 * /admin/index.html): the file entries of config.yml, the site's pages, the content model, and
 * where the previews' script, content and style are, which load only once a preview is shown.
 */
export interface EditorSetup {
  /** The name of every file entry of config.yml: each is previewed as the page that shows it. */
  readonly files: readonly string[];
  /** Every content file in the repository ("data/pages/home.yaml"), which a photo may be used in. */
  readonly contentFiles: readonly string[];
  /**
   * The photos the build knew ("data/photos/home-hero.jpg"): those the pages use (a published
   * build serves no other, and the library lists the rest from the backend), or every photo of
   * the library when `everyPhoto` (`npm run edit`, on the editor's own computer).
   */
  readonly photos: readonly string[];
  /** Whether `photos` is the whole library, not only the photos the pages use. */
  readonly everyPhoto: boolean;
  /** The photos among `photos` whose bytes are a sample photo's (src/content/samplePhotos.ts), when the build ran. */
  readonly samplePhotos: readonly string[];
  /** The sample photos' SHA-256 (hex), by which a photo the build did not know is recognised, read through the backend. */
  readonly sampleHashes: readonly string[];
  /** The site's pages ("/", "/about", …), which a link to a page of this site must name. */
  readonly routes: readonly string[];
  /** The content model, which the canonical YAML writer and the check before saving read. */
  readonly model: ContentModel;
  /** The editor's words in each interface language (data/editor.yaml). */
  readonly words: Readonly<Partial<Record<Locale, EditorWords>>>;
  /** The editors' guide in each interface language. */
  readonly guides: Readonly<Partial<Record<Locale, string>>>;
  /** The configuration in each interface language (its labels and hints in that language). */
  readonly configs: Readonly<Partial<Record<Locale, string>>>;
  /** What the build was told of the site's address (src/lib/siteAddress.ts), which the list before launch judges. */
  readonly address: Pick<SiteAddress, "kind" | "productionUrl" | "url">;
  /** What the published site should answer (src/lib/liveCheck.ts), which the list checks once the site is marked live. */
  readonly live: LiveExpectations;
  readonly previews: {
    /** The previews' script (an ES module: src/admin/preview/previews.tsx). */
    readonly script: string;
    /** Every content file as the build read it (src/admin/contentSnapshot.ts), as JSON. */
    readonly content: string;
    /** The site's global style, for the preview frame. */
    readonly style: string;
  };
}

/** The id of the JSON <script> element that carries the setup in the editor's page. */
export const editorSetupId = "cms-editor";

/** The JSON data block `id` of the editor's page. */
export function readJsonBlock(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`The editor's page has no #${id} data: plugins/editor/publishEditor.ts writes it`);
  return JSON.parse(element.textContent ?? "null");
}

export const readEditorSetup = (doc: Document): EditorSetup => readJsonBlock(doc, editorSetupId) as EditorSetup;

/**
 * The id of the editor page's JSON block listing the content check's problems with data/ as it is
 * now (plugins/editor/developEditor.ts writes it under `npm run edit`, checked again each time the
 * editor is opened; a production build has none, since it stops on any problem).
 */
export const contentProblemsElementId = "content-problems";
