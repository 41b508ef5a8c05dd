import React, { useMemo } from "react";
import styled from "styled-components";
import { Layout } from "../../components/layout/Layout";
import { LocaleProvider } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";
import { StaticQueryContext } from "./StaticQueryContext";
import { previewSchema, runQuery } from "./contentQueries";
import type { ContentSnapshot } from "../contentSnapshot";
import { previewContent, type EditedFile } from "./previewData";
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
 * LocaleProvider that every page is wrapped in, so the header, footer and links follow. Its data
 * comes from the page's own query and the hooks' static queries, run over the edited content.
 */
export function SitePagePreview({ page, snapshot, edited }: SitePagePreviewProps) {
  const { locale } = edited;
  const schema = useMemo(() => previewSchema(snapshot.typeDefs), [snapshot.typeDefs]);
  const content = previewContent(snapshot, edited);
  const own = content.nodesByType[page.pageType]?.find((node) => node.locale === locale);
  const site = content.nodesByType.SiteYaml?.find((node) => node.locale === locale);
  const pathname = localePath(locale, page.pathname(own));
  const run = (query: string, variables: Record<string, unknown> = {}) => runQuery(schema, content, query, variables);
  return (
    <StaticQueryContext.Provider value={run}>
      <LocaleProvider locale={locale}>
        <SearchSnippet title={String(own?.title ?? "")} description={String(own?.description ?? "")} siteName={String(site?.name ?? "")} pathname={pathname} />
        <Site lang={locale}>
          <Layout pathname={pathname}>{page.render(run, locale, own)}</Layout>
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
