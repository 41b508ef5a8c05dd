import React from "react";
import type { PageProps } from "gatsby";
import HomePage, { query as homeQuery } from "../pages/index";
import AboutPage, { query as aboutQuery } from "../pages/about";
import ProgramsPage, { query as programsQuery } from "../pages/programs";
import ImpactPage, { query as impactQuery } from "../pages/impact";
import ContactPage, { query as contactQuery } from "../pages/contact";
import LegalPage, { query as legalQuery } from "../templates/LegalPage";
import { localePath, type Locale } from "../lib/locales";
import type { ContentNode } from "./contentQueries";

/**
 * Which page previews each content file (paths under data/, `*` standing for one file name). A
 * file shared by several pages previews on the one where it shows most: stats.yaml on Impact,
 * the header and footer's files on Home. A file not listed previews as its fields.
 */
const pageOfFile: readonly (readonly [pattern: string, page: PageName])[] = [
  ["pages/home.yaml", "home"],
  ["pages/about.yaml", "about"],
  ["pages/programs.yaml", "programs"],
  ["pages/impact.yaml", "impact"],
  ["pages/contact.yaml", "contact"],
  ["legal/*.yaml", "legal"],
  ["programs.yaml", "programs"],
  ["curriculum.yaml", "programs"],
  ["pillars.yaml", "about"],
  ["team.yaml", "about"],
  ["galleries.yaml", "about"],
  ["stats.yaml", "impact"],
  ["testimonials.yaml", "impact"],
  ["site.yaml", "home"],
  ["nav.yaml", "home"],
  ["layout.yaml", "home"],
  ["forms.yaml", "contact"],
];

type PageName = "home" | "about" | "programs" | "impact" | "contact" | "legal";

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

/** The props Gatsby gives a page; only `data` is read by ours. */
const pageProps = <Data,>(data: Data, pathname: string) => ({ data, location: { pathname } }) as unknown as PageProps<Data>;

/** `query`: the page's exported query (its text, from the `graphql` tag in this bundle: ./queryText.ts). */
function page<Data>(pageType: string, pathname: (own: ContentNode | undefined) => string, Page: React.ComponentType<PageProps<Data>>, query: unknown): PreviewPage {
  return {
    pageType,
    pathname,
    // A legal page's query picks its file by slug, as gatsby-node.ts gives it in the page's context.
    render: (run, locale, own) => <Page {...pageProps(run(String(query), { locale, slug: own?.slug }) as Data, localePath(locale, pathname(own)))} />,
  };
}

const at = (path: string) => () => path;

const pages: Record<PageName, PreviewPage> = {
  home: page("HomePageYaml", at("/"), HomePage, homeQuery),
  about: page("AboutPageYaml", at("/about"), AboutPage, aboutQuery),
  programs: page("ProgramsPageYaml", at("/programs"), ProgramsPage, programsQuery),
  impact: page("ImpactPageYaml", at("/impact"), ImpactPage, impactQuery),
  contact: page("ContactPageYaml", at("/contact"), ContactPage, contactQuery),
  // Served at /<slug> (gatsby-node.ts createPages), the slug the same in every language.
  legal: page("LegalPageYaml", (own) => `/${String(own?.slug ?? "")}`, LegalPage, legalQuery),
};

const matches = (pattern: string, file: string): boolean =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(file);

/** The page that previews a file of the repository ("data/legal/privacy.yaml"), if any. */
export function previewPageFor(repoPath: string): PreviewPage | undefined {
  const file = repoPath.replace(/^data\//, "");
  const found = pageOfFile.find(([pattern]) => matches(pattern, file));
  return found && pages[found[1]];
}
