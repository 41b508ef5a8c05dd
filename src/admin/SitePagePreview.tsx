import React from "react";
import styled from "styled-components";
import { Layout } from "../components/layout/Layout";
import { StaticQueryContext } from "./StaticQueryContext";
import type { ContentSnapshot } from "./contentSnapshot";
import { previewNodes, queryData, type EditedFile } from "./previewData";
import type { PreviewPage } from "./previewPages";
import { SearchSnippet } from "./SearchSnippet";

interface SitePagePreviewProps {
  page: PreviewPage;
  snapshot: ContentSnapshot;
  edited: EditedFile;
}

/** A page of the site as a visitor gets it (header, page, footer), with its search snippet above. */
export function SitePagePreview({ page, snapshot, edited }: SitePagePreviewProps) {
  const nodes = previewNodes(snapshot, edited);
  const siteContent = queryData(nodes, "siteContent");
  const pathname = page.pathname(nodes);
  const own = (nodes[page.pageField] ?? {}) as { title?: unknown; description?: unknown };
  return (
    <StaticQueryContext.Provider value={siteContent}>
      <SearchSnippet
        title={String(own.title ?? "")}
        description={String(own.description ?? "")}
        siteName={siteContent.siteYaml?.name ?? ""}
        pathname={pathname}
      />
      <Site>
        <Layout pathname={pathname}>{page.render(nodes)}</Layout>
      </Site>
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
