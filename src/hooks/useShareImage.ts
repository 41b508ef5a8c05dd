import { graphql, useStaticQuery } from "gatsby";

/**
 * The photo a shared link shows (data/site.yaml shareImage), cropped at build to the 1200 x 630
 * that Open Graph and Twitter cards expect, as a JPEG every platform reads.
 */
export function useShareImage() {
  const data = useStaticQuery<Queries.ShareImageQuery>(graphql`
    query ShareImage {
      siteYaml {
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
  `);
  const resized = data.siteYaml?.shareImage?.childImageSharp?.resize;
  if (!resized?.src || !resized.width || !resized.height) throw new Error("data/site.yaml: shareImage must be a photo");
  return { path: resized.src, width: resized.width, height: resized.height, alt: data.siteYaml?.shareImageAlt ?? "" };
}
