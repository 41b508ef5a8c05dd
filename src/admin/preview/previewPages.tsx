import React from "react";
import type { PageProps } from "gatsby";
import { localePath, type Locale } from "../../lib/locales";
import { pageOfContentFile, pathOfPage, type SitePage } from "../../lib/contentPages";
import type { ContentNode } from "./contentQueries";
import { pageModule } from "./pageModules";

/** Runs a page's query with its variables (SitePagePreview: over the preview's content). */
export type RunQuery = (query: string, variables: Record<string, unknown>) => unknown;

/** A page as the preview renders it: its own file's type, its address and its element, in a language. */
export interface PreviewPage {
  /** The type of the page's own file, whose title and description the search snippet shows. */
  readonly pageType: string;
  /** The page's address in English (gatsby-node.ts adds /es for Spanish); `own` is its file's node. */
  readonly pathname: (own: ContentNode | undefined) => string;
  /** The page with the data its own query returns, as Gatsby renders it at build. */
  readonly render: (run: RunQuery, locale: Locale, own: ContentNode | undefined) => React.ReactElement;
}

/** The props Gatsby gives a page that ours read: its data, address and language (gatsby-node.ts's page context). */
const pageProps = <Data,>(data: Data, pathname: string, locale: Locale) => ({ data, location: { pathname }, pageContext: { locale } }) as unknown as PageProps<Data>;

/** A page of the list as its preview: its component and query from its module, as registered (./pageModules.ts). */
function previewOf(sitePage: SitePage): PreviewPage {
  const pathname = (own: ContentNode | undefined) => pathOfPage(sitePage, own?.slug);
  return {
    pageType: sitePage.typeName,
    pathname,
    render: (run, locale, own) => {
      // Read as it is drawn: a page whose module is missing says so in the preview's frame (PreviewBoundary).
      const { default: Page, query } = pageModule(sitePage);
      // A legal page's query picks its file by slug, as gatsby-node.ts gives it in the page's context.
      const data = run(query, { locale, slug: own?.slug });
      return <Page {...pageProps(data, localePath(locale, pathname(own)), locale)} />;
    },
  };
}

/** The page that previews a file of the repository ("data/legal/privacy.yaml"), if any (src/lib/contentPages.ts). */
export function previewPageFor(repoPath: string): PreviewPage | undefined {
  const page = pageOfContentFile(repoPath);
  return page && previewOf(page);
}
