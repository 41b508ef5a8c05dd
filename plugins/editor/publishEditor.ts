import fs from "fs";
import { createRequire } from "module";
import path from "path";
import { load } from "js-yaml";
import { contentDir } from "../content/paths";
import { contentFilePath, languageBlocks } from "../../src/lib/contentFile";
import { contentTypeFor } from "../../src/lib/contentPages";
import { contentStructure } from "../../src/content/contentModel";
import { contentTypeDefs } from "../../src/content/schema";
import { siteRoutes } from "../../src/content/siteRoutes";
import { readContentTexts } from "../content/contentTree";
import { treeData } from "../../src/content/contentTree";
import { previewPhotosPath, type ContentSnapshot } from "../../src/admin/contentSnapshot";
import { editorSetupId, type EditorSetup } from "../../src/admin/editorSetup";
import { globalCss } from "../../src/theme/globalCss";
import { theme } from "../../src/theme/theme";
import { cmsConfigYaml, configFileName } from "./cmsConfigYaml";
import { englishHints, readEditorWords } from "../content/editorWordsFile";
import { choiceEntries, editorWordsFile } from "../../src/content/editorWords";
import { defaultLocale, locales } from "../../src/lib/locales";
import { siteAddress } from "../../src/lib/siteAddress";
import { bundleDecap, bundlePreviews } from "./editorBundle";
import { editorsGuides, writeEditorsGuides } from "./editorsGuide";
import { writePreviewPhotos } from "./previewPhotos";
import { contentModel } from "../../src/content/contentModel";
import { integrity } from "../site-finish/integrity";
import { escapeHtml } from "./escapeHtml";
import { hashed } from "./contentHashedName";
import { editorCss } from "./editorCss";
import { photoFileName } from "../../src/content/photoRules";
import { usedPhotos } from "../content/usedPhotos";
import { liveExpectations } from "../site-finish/liveExpectations";
import { fileSha256, readSampleHashes } from "../content/samplePhotoFiles";
import { contentSchema } from "../../src/content/contentSchema";

/**
 * Puts the content editor into public/admin/ (./gatsby-node.ts at build, ./developEditor.ts for
 * `npm run edit`): its page (./adminPage.html) and configuration (config.yml, from the content
 * model: ./cmsConfigYaml.ts), Decap CMS's self-contained
 * bundle and the Netlify Identity widget, copied from their npm packages (never from a CDN), our
 * editor script (./editorBundle.ts: the previews, which render the site's own pages) and the
 * site's global style for the preview frame. Every script and style gets a versioned or
 * content-hashed address, so the year-long caching of *.js and *.css is safe, and
 * public/admin/index.html is given those addresses, with what the previews read: the list of file
 * entries and a snapshot of data/ (its photos copied beside it).
 */
/** The editor's page, its scripts and data filled in by publishEditor. */
const adminPageTemplate = path.join(process.cwd(), "plugins", "editor", "adminPage.html");

/** The preview frame's style: the site's global rules (the components bring their own). */
export function previewCss(): string {
  return globalCss(theme);
}

function copyFiles(from: string, to: string, keep: (name: string) => boolean): void {
  fs.mkdirSync(to, { recursive: true });
  for (const name of fs.readdirSync(from)) if (keep(name)) fs.copyFileSync(path.join(from, name), path.join(to, name));
}

/** The file entries the editor's config.yml lists: the previews register one each. */
function configuredFileNames(configYaml: string): string[] {
  const config = load(configYaml) as { collections?: { files?: { name: string }[] }[] };
  return (config.collections ?? []).flatMap((collection) => (collection.files ?? []).map((file) => file.name));
}

/**
 * Every content file as the previews read it (src/admin/contentSnapshot.ts): keyed by its path in
 * the repository, each language's block of its parsed YAML (only those: anything else in a file is
 * the content check's to report), with the build's time, the content model's types and the pages,
 * and the choices' words (data/editor.yaml), which the pages show.
 */
export function contentSnapshot(dataDir: string = contentDir, now: Date = new Date()): ContentSnapshot {
  const tree = readContentTexts(dataDir);
  const files = Object.fromEntries(
    tree.files
      .map((file) => file.path)
      .filter((relative) => `data/${relative}` !== editorWordsFile)
      .map((relative) => [`data/${relative}`, { data: languageBlocks(treeData(tree, relative), contentTypeFor(contentFilePath(relative)), contentStructure()) }]),
  );
  // Of the editor's own words, only the choices': the pages show some (src/lib/choiceWords.ts).
  const words = readEditorWords(dataDir);
  const choices = Object.fromEntries(locales.map((locale) => [locale, choiceEntries(words[locale], contentSchema())]));
  return { buildTime: now.toISOString(), typeDefs: contentTypeDefs, files, choices };
}

/**
 * JSON inside a <script> element: `<`, `>` and `&` escaped so no text can close the element, and
 * `/` so the page's text names no other site (tests/build/hosting.test.ts checks that it loads
 * nothing from one; the content's own links are only data here).
 */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\//g, "\\/");

/**
 * `siteName`: the organisation's name (data/site.yaml), for the editor's page title. `everyPhoto`:
 * list and copy every photo of data/photos (`npm run edit`, on the editor's own computer), not only
 * those the pages use (a published build: the others are read through the editor's backend, by
 * a signed-in editor only).
 */
export async function publishEditor({ publicDir, siteName, everyPhoto = false }: { publicDir: string; siteName: string; everyPhoto?: boolean }): Promise<void> {
  const adminDir = path.join(publicDir, "admin");
  // The folder is the editor's alone: a public/ kept from the last build (Gatsby's cache) would
  // otherwise ship its old, unloaded editor bundles too.
  fs.rmSync(adminDir, { recursive: true, force: true });
  fs.mkdirSync(adminDir, { recursive: true });
  // The configuration in each interface language: the editor loads the one its editor chose.
  for (const locale of locales) fs.writeFileSync(path.join(adminDir, configFileName(locale)), cmsConfigYaml(contentDir, locale));

  // Resolved from the project, as Node would (gatsby-node.ts is bundled, so `require` is not Node's).
  const resolve = createRequire(path.join(process.cwd(), "package.json")).resolve;
  const identityPackage = resolve("netlify-identity-widget/package.json");
  const identityVersion = (JSON.parse(fs.readFileSync(identityPackage, "utf8")) as { version: string }).version;
  const identityFolder = `netlify-identity-widget-${identityVersion}`;
  copyFiles(path.join(path.dirname(identityPackage), "build"), path.join(adminDir, identityFolder), (name) => name === "netlify-identity-widget.js");

  // Decap with our additions, and the previews it imports when it first shows one (./editorBundle.ts).
  const decapScript = bundleDecap();
  const decapName = hashed("decap.js", decapScript);
  fs.writeFileSync(path.join(adminDir, decapName), decapScript);
  const previewsScript = bundlePreviews();
  const previewsName = hashed("previews.js", previewsScript);
  fs.writeFileSync(path.join(adminDir, previewsName), previewsScript);
  const content = JSON.stringify(contentSnapshot());
  const contentName = hashed("content.json", content);
  fs.writeFileSync(path.join(adminDir, contentName), content);

  // The photos of the files not being edited, upright and without their metadata (./previewPhotos.ts):
  // on a published build only those the pages use. Kept in Gatsby's cache folder between builds
  // (Netlify restores it): only new photos are resized.
  const photosDir = path.join(contentDir, "photos");
  const everyPhotoFile = fs.existsSync(photosDir) ? fs.readdirSync(photosDir).filter((name) => photoFileName.test(name)).map((name) => `data/photos/${name}`) : [];
  const texts = readContentTexts(contentDir);
  const used = new Set(usedPhotos(texts));
  const photos = everyPhoto ? everyPhotoFile : everyPhotoFile.filter((photo) => used.has(photo));
  await writePreviewPhotos(photosDir, path.join(publicDir, previewPhotosPath), path.join(process.cwd(), ".cache", "editor-photo-previews"), photos.map((photo) => photo.slice("data/photos/".length)));
  // A sample by its bytes (plugins/content/samplePhotoFiles.ts): only the photos listed are hashed.
  const sampleHashes = new Set(readSampleHashes().map((sample) => sample.sha256));
  const isSamplePhoto = (photo: string): boolean => sampleHashes.has(fileSha256(path.join(contentDir, photo.slice("data/".length))));

  const css = previewCss();
  const cssName = hashed("preview.css", css);
  fs.writeFileSync(path.join(adminDir, cssName), css);
  // The editors' guide in each interface language (docs/editing.md, docs/editing.es.md) beside the
  // editor, on the same style; the editor's bar and every preview link to the one in its language.
  const words = readEditorWords(contentDir);
  writeEditorsGuides({ adminDir, siteName, stylesheet: `/admin/${cssName}`, words });

  const editorStyle = editorCss();
  const editorCssName = hashed("editor.css", editorStyle);
  fs.writeFileSync(path.join(adminDir, editorCssName), editorStyle);

  const setup: EditorSetup = {
    files: configuredFileNames(cmsConfigYaml(contentDir, defaultLocale)),
    contentFiles: texts.files.map((file) => `data/${file.path}`).filter((file) => file !== editorWordsFile),
    photos,
    everyPhoto,
    samplePhotos: photos.filter(isSamplePhoto),
    sampleHashes: [...sampleHashes],
    routes: [...siteRoutes(texts)],
    model: contentModel(englishHints(contentDir)),
    words,
    configs: Object.fromEntries(locales.map((locale) => [locale, `/admin/${configFileName(locale)}`])),
    guides: Object.fromEntries(locales.filter((locale) => words[locale]).map((locale) => [locale, editorsGuides[locale].address])),
    previews: { script: `/admin/${previewsName}`, content: `/admin/${contentName}`, style: `/admin/${cssName}` },
    address: (({ kind, productionUrl, url }) => ({ kind, productionUrl, url }))(siteAddress()),
    live: await liveExpectations(process.cwd()),
  };
  // Each script with Subresource Integrity, from the bytes just written (the previews' module,
  // imported by Decap's bundle, is covered by the editor's policy alone).
  const scriptTag = (address: string): string => `<script src="${address}" integrity="${integrity(fs.readFileSync(path.join(publicDir, address)))}"></script>`;
  const page = fs
    .readFileSync(adminPageTemplate, "utf8")
    .replace("%SITE_NAME%", () => escapeHtml(siteName))
    .replace("%IDENTITY_WIDGET%", scriptTag(`/admin/${identityFolder}/netlify-identity-widget.js`))
    .replace("%EDITOR_CSS%", `<link rel="stylesheet" href="/admin/${editorCssName}" />`)
    .replace("%EDITOR_SETUP%", () => `<script type="application/json" id="${editorSetupId}">${jsonInHtml(setup)}</script>`)
    .replace("%DECAP_CMS%", scriptTag(`/admin/${decapName}`));
  if (/%[A-Z_]+%/.test(page)) throw new Error("plugins/editor/adminPage.html: a placeholder was not filled in");
  fs.writeFileSync(path.join(adminDir, "index.html"), page);
}
