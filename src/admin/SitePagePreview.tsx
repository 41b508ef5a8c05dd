import React from "react";
import styled from "styled-components";
import { Layout } from "../components/layout/Layout";
import { LocaleProvider } from "../lib/LocaleContext";
import { localePath } from "../lib/locales";
import { StaticQueryContext } from "./StaticQueryContext";
import type { ContentSnapshot } from "./contentSnapshot";
import { previewNodes, staticQueryData, type EditedFile } from "./previewData";
import type { PreviewPage } from "./previewPages";
import { SearchSnippet } from "./SearchSnippet";

interface SitePagePreviewProps {
  page: PreviewPage;
  snapshot: ContentSnapshot;
  edited: EditedFile;
}

/**
 * A page of the site as a visitor gets it (header, page, footer), with its search snippet above,
 * in the language being edited: at its address in that language (/es/… for Spanish), inside the
 * LocaleProvider that gatsby-ssr.tsx wraps every page in, so the header, footer and links follow.
 */
export function SitePagePreview({ page, snapshot, edited }: SitePagePreviewProps) {
  const { locale } = edited;
  const nodes = previewNodes(snapshot, edited);
  const pathname = localePath(locale, page.pathname(nodes, locale));
  const own = (nodes.locales[locale][page.pageField] ?? {}) as { title?: unknown; description?: unknown };
  const site = (nodes.locales[locale].siteYaml ?? {}) as { name?: unknown };
  return (
    <StaticQueryContext.Provider value={staticQueryData(nodes)}>
      <LocaleProvider locale={locale}>
        <SearchSnippet title={String(own.title ?? "")} description={String(own.description ?? "")} siteName={String(site.name ?? "")} pathname={pathname} />
        <Site lang={locale}>
          <Layout pathname={pathname}>{page.render(nodes, locale)}</Layout>
        </Site>
      </LocaleProvider>
    </StaticQueryContext.Provider>
  );
}

/*
 * The header is fixed to the top of the window; here it sits at the top of the page, below the
 * snippet: a transformed box contains its fixed descendants, and clips the skip link it hides.
 */
const Site = styled.div`
  transform: translateZ(0);
  overflow: hidden;
`;
