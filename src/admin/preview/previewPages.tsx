import React from "react";
import type { PageProps } from "gatsby";
import HomePage, { query as homeQuery } from "../../pages/index";
import AboutPage, { query as aboutQuery } from "../../pages/about";
import ProgramsPage, { query as programsQuery } from "../../pages/programs";
import ImpactPage, { query as impactQuery } from "../../pages/impact";
import FamiliesPage, { query as familiesQuery } from "../../pages/families";
import ContactPage, { query as contactQuery } from "../../pages/contact";
import LegalPage, { query as legalQuery } from "../../templates/LegalPage";
import { localePath, type Locale } from "../../lib/locales";
import { pageOfContentFile, pathOfPage, type PageName, type SitePage } from "../../lib/contentPages";
import type { ContentNode } from "./contentQueries";

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

/** A page's component and its exported query (its text, from the `graphql` tag in this bundle: ./queryText.ts). */
interface PageComponent {
  readonly query: unknown;
  readonly element: (data: unknown, pathname: string, locale: Locale) => React.ReactElement;
}

const component = <Data,>(Page: React.ComponentType<PageProps<Data>>, query: unknown): PageComponent => ({
  query,
  element: (data, pathname, locale) => <Page {...pageProps(data as Data, pathname, locale)} />,
});

/** Each page's component, by its name in the list of pages (src/lib/contentPages.ts). */
const components: Record<PageName, PageComponent> = {
  home: component(HomePage, homeQuery),
  about: component(AboutPage, aboutQuery),
  programs: component(ProgramsPage, programsQuery),
  impact: component(ImpactPage, impactQuery),
  families: component(FamiliesPage, familiesQuery),
  contact: component(ContactPage, contactQuery),
  legal: component(LegalPage, legalQuery),
};

function previewOf(sitePage: SitePage): PreviewPage {
  const { query, element } = components[sitePage.name];
  const pathname = (own: ContentNode | undefined) => pathOfPage(sitePage, own?.slug);
  return {
    pageType: sitePage.typeName,
    pathname,
    // A legal page's query picks its file by slug, as gatsby-node.ts gives it in the page's context.
    render: (run, locale, own) => element(run(String(query), { locale, slug: own?.slug }), localePath(locale, pathname(own)), locale),
  };
}

/** The page that previews a file of the repository ("data/legal/privacy.yaml"), if any (src/lib/contentPages.ts). */
export function previewPageFor(repoPath: string): PreviewPage | undefined {
  const page = pageOfContentFile(repoPath);
  return page && previewOf(page);
}
