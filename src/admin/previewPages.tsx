import React from "react";
import type { PageProps } from "gatsby";
import HomePage from "../pages/index";
import AboutPage from "../pages/about";
import ProgramsPage from "../pages/programs";
import ImpactPage from "../pages/impact";
import ContactPage from "../pages/contact";
import LegalPage from "../templates/LegalPage";
import { queryData, type PreviewNodes } from "./previewData";

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

/** A page as the preview renders it: its address (the menu marks it) and its element. */
export interface PreviewPage {
  /** The root field of the page's own file, whose title and description the preview shows. */
  readonly pageField: string;
  readonly pathname: (nodes: PreviewNodes) => string;
  readonly render: (nodes: PreviewNodes) => React.ReactElement;
}

/** The props Gatsby gives a page; only `data` is read by ours. */
const pageProps = <Data,>(data: Data, pathname: string) => ({ data, location: { pathname } }) as unknown as PageProps<Data>;

const fixed = (pathname: string) => () => pathname;

const pages: Record<PageName, PreviewPage> = {
  home: { pageField: "homePageYaml", pathname: fixed("/"), render: (nodes) => <HomePage {...pageProps(queryData(nodes, "home"), "/")} /> },
  about: { pageField: "aboutPageYaml", pathname: fixed("/about"), render: (nodes) => <AboutPage {...pageProps(queryData(nodes, "about"), "/about")} /> },
  programs: {
    pageField: "programsPageYaml",
    pathname: fixed("/programs"),
    render: (nodes) => <ProgramsPage {...pageProps(queryData(nodes, "programs"), "/programs")} />,
  },
  impact: { pageField: "impactPageYaml", pathname: fixed("/impact"), render: (nodes) => <ImpactPage {...pageProps(queryData(nodes, "impact"), "/impact")} /> },
  contact: {
    pageField: "contactPageYaml",
    pathname: fixed("/contact"),
    render: (nodes) => <ContactPage {...pageProps(queryData(nodes, "contact"), "/contact")} />,
  },
  legal: {
    pageField: "legalPageYaml",
    // Served at /<slug> (gatsby-node.ts createPages).
    pathname: (nodes) => `/${String((nodes.legalPageYaml as { slug?: unknown } | undefined)?.slug ?? "")}`,
    render: (nodes) => <LegalPage {...pageProps(queryData(nodes, "legal"), "/legal")} />,
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
