import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";
import { links, lookCss } from "../../theme/interactive";

interface SearchSnippetProps {
  /** The page's own title and description (its file's `title` and `description`). */
  title: string;
  description: string;
  siteName: string;
  pathname: string;
}

/**
 * Above the page in the preview: the title and description a page gives search engines and
 * shared links, which the page itself never shows (Seo.tsx writes them into <head>).
 */
export function SearchSnippet({ title, description, siteName, pathname }: SearchSnippetProps) {
  return (
    <Strip>
      <Address>{pathname}</Address>
      <Title>
        <span>{title}</span> — {siteName}
      </Title>
      <Description>{description}</Description>
    </Strip>
  );
}

const Strip = styled.div`
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.roles.surface.card};
  border-bottom: ${theme.sizes.borderThick} solid ${theme.roles.border.subtle};
  font-size: ${theme.fontSizes.sm};
  line-height: ${theme.lineHeights.snug};
`;

const Address = styled.p`
  margin: 0;
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.xs};
`;

const Title = styled.p`
  margin: ${theme.space["3xs"]} 0;
  ${lookCss(links.searchResult)}
  font-size: ${theme.fontSizes.lg};
`;

const Description = styled.p`
  margin: 0;
  color: ${theme.roles.text.muted};
`;
