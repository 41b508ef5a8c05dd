import { graphql, useStaticQuery } from "gatsby";
import type { Locale } from "../lib/locales";
import { pickLocale } from "../lib/pickLocale";

/**
 * The photo a shared link shows (data/site.yaml shareImage), cropped at build to the 1200 x 630
 * that Open Graph and Twitter cards expect, as a JPEG every platform reads.
 */
export function useShareImage(locale: Locale) {
  const data = useStaticQuery<Queries.ShareImageQuery>(graphql`
    query ShareImage {
      allSiteYaml {
        nodes {
          locale
          shareImageAlt
          shareImage {
            childImageSharp {
              resize(width: 1200, height: 630, cropFocus: ATTENTION, toFormat: JPG, quality: 80) {
                src
                width
                height
              }
            }
          }
        }
      }
    }
  `);
  const site = pickLocale(data.allSiteYaml.nodes, locale, "data/site.yaml");
  const resized = site.shareImage?.childImageSharp?.resize;
  if (!resized?.src || !resized.width || !resized.height) throw new Error("data/site.yaml: shareImage must be a photo");
  return { path: resized.src, width: resized.width, height: resized.height, alt: site.shareImageAlt };
}
