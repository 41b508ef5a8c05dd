import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { theme } from "../../theme/theme";

interface PreviewNoticeProps {
  /** data/layout.yaml previewNotice or notLaunchedNotice, in the page's language. */
  copy: Queries.SiteContentQuery["allLayoutYaml"]["nodes"][number]["previewNotice"];
}

/**
 * The first thing in every page's content on a deploy preview or branch deploy, and on the site
 * before its launch (gatsby-config.ts siteMetadata.preview, .notLaunched; never on the live site),
 * so that no one takes a draft or a sample for the organisation's word: seen at the top, and read
 * first after the skip link by a screen reader.
 */
export function PreviewNotice({ copy }: PreviewNoticeProps) {
  return (
    <Strip>
      <Container as="p">
        <strong>{copy.label}</strong> {copy.text}
      </Container>
    </Strip>
  );
}

const Strip = styled.div`
  padding-block: ${theme.space.xs};
  background: ${theme.roles.surface.floating};
  color: ${theme.roles.text.onInverse};
  font-size: ${theme.fontSizes.sm};

  & > p {
    margin: 0;
  }
`;
