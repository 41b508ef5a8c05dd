/**
 * The site's pages, in each language. The rest of the build is in local plugins (gatsby-config.ts
 * lists them in order): plugins/content (data/ as GraphQL nodes), plugins/calendar (the program
 * hours' calendar files), plugins/editor (/admin) and plugins/site-finish (the deploy).
 */
import path from "path";
import type { GatsbyNode } from "gatsby";
import { isLocale, localePath, localePrefix, locales } from "./src/lib/locales";
import { contentFilePath } from "./src/lib/contentFile";
import { sectionsSlug, sitePages } from "./src/lib/contentPages";
import { galleryPath, shownGalleries } from "./src/lib/galleries";

/**
 * Every page in each language: src/pages/* at its own path in English and under /es in Spanish,
 * with the language in its context (the pages' queries select their content by it). The
 * not-found page too: /es/404.html answers an unknown address under /es/.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (isLocale((page.context as { locale?: unknown } | undefined)?.locale)) return;
  actions.deletePage(page);
  for (const locale of locales) {
    const localised = page.path === "/" ? localePrefix(locale) || "/" : `${localePrefix(locale)}${page.path}`;
    actions.createPage({ ...page, path: localised, context: { ...page.context, locale } });
  }
};

/**
 * One page per file in data/legal/ (Privacy, Terms, Accessibility) and language, at /<slug> and
 * /es/<slug>; each page of sections of the list of pages (src/lib/contentPages.ts) at its address
 * and under /es, its file's name as `slug`; each gallery of data/galleries.yaml at /galleries/<id>,
 * but a hidden one.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  for (const page of sitePages.filter((entry) => entry.model === "sections" && entry.path !== null)) {
    const slug = sectionsSlug(contentFilePath(page.dataFile));
    for (const locale of locales) {
      actions.createPage({ path: localePath(locale, page.path as string), component: path.resolve(page.source), context: { slug, locale } });
    }
  }

  const result = await graphql<{
    allLegalPageYaml: { nodes: { slug: string; locale: string }[] };
    allGalleriesYaml: { nodes: { locale: string; galleries: { id: string; hidden: boolean | null }[] }[] };
  }>(`
    query LegalPageSlugs {
      allLegalPageYaml {
        nodes {
          slug
          locale
        }
      }
      allGalleriesYaml {
        nodes {
          locale
          galleries {
            id
            hidden
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read data/legal/ and data/galleries.yaml", result.errors);
    return;
  }
  // Each gallery of the About page with all its photos (the About page shows its first ones); none for a hidden one.
  for (const { locale, galleries } of result.data.allGalleriesYaml.nodes) {
    if (!isLocale(locale)) continue;
    for (const { id } of shownGalleries(galleries)) {
      actions.createPage({ path: localePath(locale, galleryPath(id)), component: path.resolve("src/templates/GalleryPage.tsx"), context: { id, locale } });
    }
  }
  for (const { slug, locale } of result.data.allLegalPageYaml.nodes) {
    if (!isLocale(locale)) continue;
    actions.createPage({
      path: `${localePrefix(locale)}/${slug}`,
      component: path.resolve("src/templates/LegalPage.tsx"),
      context: { slug, locale },
    });
  }
};
