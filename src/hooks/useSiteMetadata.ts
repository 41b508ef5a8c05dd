import { graphql, useStaticQuery } from "gatsby";

/**
 * The site's title and production address (gatsby-config.ts siteMetadata), and whether search
 * engines may index it: not a preview, nor the site before its launch (src/lib/siteAddress.ts isIndexable).
 */
export function useSiteMetadata() {
  const data = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          siteUrl
          preview
          notLaunched
        }
      }
    }
  `);
  const metadata = data.site?.siteMetadata;
  if (!metadata?.title || !metadata.siteUrl) throw new Error("gatsby-config.ts: siteMetadata.title and siteUrl (src/lib/siteAddress.ts) are required");
  return { title: metadata.title, siteUrl: metadata.siteUrl, indexable: metadata.preview !== true && metadata.notLaunched !== true };
}
