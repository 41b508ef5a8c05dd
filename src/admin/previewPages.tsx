import React from "react";
import type { PageProps } from "gatsby";
import HomePage from "../pages/index";
import AboutPage from "../pages/about";
import ProgramsPage from "../pages/programs";
import ImpactPage from "../pages/impact";
import ContactPage from "../pages/contact";
import LegalPage from "../templates/LegalPage";
import { localePath, type Locale } from "../lib/locales";
import { queryData, type PageQueryTypes, type PreviewNodes, type QueryName } from "./previewData";

type PageName = "home" | "about" | "programs" | "impact" | "contact" | "legal";

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
  ["programmes.yaml", "programs"],
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

/** A page as the preview renders it, in a language: its address (the menu marks it) and its element. */
export interface PreviewPage {
  /** The root field of the page's own file, whose title and description the preview shows. */
  readonly pageField: string;
  /** The page's address in English (gatsby-node.ts adds /es for Spanish). */
  readonly pathname: (nodes: PreviewNodes, locale: Locale) => string;
  readonly render: (nodes: PreviewNodes, locale: Locale) => React.ReactElement;
}

/** The props Gatsby gives a page; only `data` is read by ours. */
const pageProps = <Data,>(data: Data, pathname: string) => ({ data, location: { pathname } }) as unknown as PageProps<Data>;

/** A page at a fixed address, rendered from its query in the language shown. */
function fixedPage<Name extends Exclude<QueryName, "legal">>(
  pageField: string,
  pathname: string,
  query: Name,
  Page: React.ComponentType<PageProps<PageQueryTypes[Name]>>,
): PreviewPage {
  return {
    pageField,
    pathname: () => pathname,
    render: (nodes, locale) => <Page {...pageProps(queryData(nodes, query, locale), localePath(locale, pathname))} />,
  };
}

/** Served at /<slug> (gatsby-node.ts createPages), the slug the same in every language. */
const legalPathname = (nodes: PreviewNodes, locale: Locale): string =>
  `/${String((nodes.locales[locale].legalPageYaml as { slug?: unknown } | undefined)?.slug ?? "")}`;

const pages: Record<PageName, PreviewPage> = {
  home: fixedPage("homePageYaml", "/", "home", HomePage),
  about: fixedPage("aboutPageYaml", "/about", "about", AboutPage),
  programs: fixedPage("programsPageYaml", "/programs", "programs", ProgramsPage),
  impact: fixedPage("impactPageYaml", "/impact", "impact", ImpactPage),
  contact: fixedPage("contactPageYaml", "/contact", "contact", ContactPage),
  legal: {
    pageField: "legalPageYaml",
    pathname: legalPathname,
    render: (nodes, locale) => <LegalPage {...pageProps(queryData(nodes, "legal", locale), localePath(locale, legalPathname(nodes, locale)))} />,
  },
};

const matches = (pattern: string, file: string): boolean =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[^/]+")}$`).test(file);

/** The page that previews a file of the repository ("data/legal/privacy.yaml"), if any. */
export function previewPageFor(repoPath: string): PreviewPage | undefined {
  const file = repoPath.replace(/^data\//, "");
  const found = pageOfFile.find(([pattern]) => matches(pattern, file));
  return found && pages[found[1]];
}
