import path from "path";
import type { GatsbyConfig } from "gatsby";
import { editorWordsFile } from "./src/content/editorWords";
import { contentDir } from "./plugins/content/paths";
import { developEditor } from "./plugins/editor/developEditor";
import { siteAdapter } from "./plugins/site-finish/adapter";
import { readContentTexts } from "./plugins/content/contentTree";
import { contentFacts } from "./src/content/contentFacts";
import { treeData, type ContentTexts } from "./src/content/contentTree";
import { withFacts } from "./src/content/facts";
import { languageBlocks, yamlFileType } from "./src/lib/contentFile";
import { contentStructure } from "./src/content/contentModel";
import { defaultLocale, localePath, localePrefix, locales, type Locale } from "./src/lib/locales";
import { unlistedPaths } from "./src/lib/contentPages";
import { publicationOf, siteAddress } from "./src/lib/siteAddress";
import { isLaunched } from "./src/content/launchCheck";
import { logoIconSource } from "./src/lib/siteIcons";
import { theme } from "./src/theme/theme";

interface SiteFacts {
  name: string;
  shortName: string;
  description: string;
}

/**
 * The organisation's name and description in each language (site title, web app manifests), from
 * data/site.yaml, the facts its texts name filled in (src/content/facts.ts). While the file cannot
 * give them (an edit being fixed under `npm run edit`), a stand-in that says so: the content check
 * names the problem, and stops any build before it ships.
 */
function siteFacts(content: ContentTexts): Record<Locale, SiteFacts> {
  const filled = contentFacts(content);
  const raw = languageBlocks(treeData(content, "site.yaml"), "SiteYaml", contentStructure());
  const blocks = Object.fromEntries(locales.map((locale) => [locale, raw[locale] && withFacts(raw[locale], filled[locale])]));
  const standIn: SiteFacts = { name: "data/site.yaml needs fixing", shortName: "data/site.yaml", description: "data/site.yaml needs fixing" };
  const facts = (block: Record<string, unknown> | undefined): SiteFacts =>
    block && ["name", "shortName", "description"].every((key) => typeof block[key] === "string" && block[key] !== "") ? (block as unknown as SiteFacts) : standIn;
  return Object.fromEntries(locales.map((locale) => [locale, facts(blocks[locale])])) as Record<Locale, SiteFacts>;
}
// Gatsby loads this file before any plugin runs: the site's names and its launch state are read
// from data/ here, through the content's one reader (plugins/content/contentTree.ts).
const contentIn = readContentTexts(contentDir);
const siteFile = treeData(contentIn, "site.yaml");
const siteIn = siteFacts(contentIn);
const site = siteIn[defaultLocale];
// Where this build is published, from Netlify's variables (src/lib/siteAddress.ts): every absolute
// link follows it, and a deploy preview or branch deploy says on every page that it is one.
const address = siteAddress();
// Production before the organisation marks the site live (data/site.yaml `launched`): every page
// says it is not launched yet, and search engines are kept out (no sitemap, noindex).
const publication = publicationOf(address.kind, isLaunched(siteFile));

/**
 * The build, in order: the site's styles and photos, data/ read into GraphQL (plugins/content),
 * the pages (gatsby-node.ts and src/pages), the sitemap and icons, the editor at /admin
 * (plugins/editor), and last the deploy finished for Netlify (plugins/site-finish and its adapter).
 */
const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    siteUrl: address.url,
    preview: publication === "preview",
    notLaunched: publication === "notLaunched",
  },
  // Generates src/gatsby-types.d.ts (git-ignored) on develop and build, so queries are typed as Queries.*
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  // How a build becomes the deploy, the same on Netlify and anywhere else: Gatsby's cache kept
  // between builds, then public/ finished for Netlify (plugins/site-finish/adapter.ts).
  adapter: siteAdapter({ address, publication }),
  // `gatsby develop` (npm run edit) serves the editor at /admin as the build publishes it.
  developMiddleware: (app: { use: (handler: ReturnType<typeof developEditor>) => void }) => {
    app.use(developEditor({ siteName: site.name }));
  },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Short, stable class names in production; readable ones while developing.
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false, pure: true },
    },
    // gatsby-plugin-image is a dependency, not a registered plugin: gatsby-transformer-sharp builds
    // each photo's gatsbyImageData with it, and ui/Photo.tsx renders that data. Registered, it would
    // only add what its GatsbyImage and StaticImage components need (head styles, a fade-in script,
    // a Babel pass), which the site does not use.
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          // A colour while a photo loads; the home page's photo asks for a blurred copy itself.
          placeholder: "dominantColor",
          quality: 70,
          avifOptions: { quality: 50 },
          // No global `breakpoints`: they would override each slot's outputPixelDensities
          // (src/components/ui/Photo.tsx), making every photo at every width up to 1920 px.
        },
      },
    },
    "gatsby-transformer-sharp",
    // data/: every YAML file a YamlFile node; the content plugin checks them and makes each
    // language's block a node of the file's own type (plugins/content/gatsby-node.ts).
    {
      resolve: "gatsby-source-filesystem",
      // The editor's own words are read from their file by the editor's build (plugins/editor) and
      // the content check; as a node, their top-level `fields` list would collide with Gatsby's
      // reserved `fields`. The choices' words, which pages show, are nodes of their own (EditorChoices).
      options: { name: "data", path: contentDir, ignore: [`**/${path.basename(editorWordsFile)}`] },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: { typeName: () => yamlFileType },
    },
    "content",
    // sitemap-index.xml and sitemap-0.xml: every public page in every language, not the not-found
    // pages (/404, /es/404…), the pages no link leads to (the thank-you page) or the editor; none
    // for the site before its launch, which search engines are asked not to index.
    ...(publication === "notLaunched"
      ? []
      : [
          {
            resolve: "gatsby-plugin-sitemap",
            options: {
              excludes: [
                ...locales.flatMap((locale) => [`${localePrefix(locale)}/404`, `${localePrefix(locale)}/404.html`, ...unlistedPaths().map((path) => localePath(locale, path))]),
                "/dev-404-page",
                "/admin",
                "/admin/*",
              ],
            },
          },
        ]),
    {
      // The web app manifest and the PNG icons (favicon, home screen, the logo in structured data),
      // drawn at build from the SVG logo.
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        description: site.description.trim(),
        lang: defaultLocale,
        start_url: "/",
        // Spanish pages (/es…) link a Spanish manifest (manifest_es.webmanifest): its name,
        // description and language, and the Spanish home page to start from.
        localize: locales
          .filter((locale) => locale !== defaultLocale)
          .map((locale) => ({
            start_url: localePrefix(locale),
            lang: locale,
            name: siteIn[locale].name,
            short_name: siteIn[locale].shortName,
            description: siteIn[locale].description.trim(),
          })),
        // A website, not an app: Add to Home screen still gives a named icon, and the site opens in
        // the browser, with its address bar and share button. Browsers then fetch no install icon
        // on a first visit (one request less on a slow connection).
        display: "browser",
        // The page's own connection fetches it (an anonymous fetch needs a connection of its own).
        crossOrigin: "use-credentials",
        background_color: theme.roles.brand.manifestBackground,
        theme_color: theme.roles.brand.browserChrome,
        // The pages' Head already sets theme-color (src/components/layout/Seo.tsx).
        theme_color_in_head: false,
        icon: logoIconSource,
        // The favicons (SVG and a 32 px PNG) and the manifest's icons; not eight apple-touch-icon
        // links in every page (Safari reads the manifest's icons since iOS 15.4).
        legacy: false,
      },
    },
    // The program hours' calendar files (/open-program-hours.ics, /es/…), from data/site.yaml.
    "calendar",
    { resolve: "editor", options: { siteName: site.name } },
    // The pages' markup as React leaves it, finished: Gatsby's scripts out, the global style first.
    "site-finish",
  ],
};

export default config;
