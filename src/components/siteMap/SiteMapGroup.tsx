import React, { useId } from "react";
import styled from "styled-components";
import { LineLink } from "../ui/LineLink";
import { useLocale } from "../../lib/LocaleContext";
import { localePath } from "../../lib/locales";
import { theme } from "../../theme/theme";
import { links as linkLooks, lookCss } from "../../theme/interactive";

interface SiteMapGroupProps {
  heading: string;
  intro?: string | null;
  links: readonly { label: string; path: string }[];
  /** The address of the page showing it, in its language: that link is marked as the current page. */
  current: string;
}

/** One list of the site map: its heading, then a link to each of its pages, in the page's language. */
export function SiteMapGroup({ heading, intro, links, current }: SiteMapGroupProps) {
  const locale = useLocale();
  const headingId = useId();
  return (
    <Group aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {intro && <p>{intro}</p>}
      <List>
        {links.map((link) => {
          const href = localePath(locale, link.path);
          return (
            <li key={link.path}>
              <PageLink href={href} aria-current={href === current ? "page" : undefined}>
                {link.label}
              </PageLink>
            </li>
          );
        })}
      </List>
    </Group>
  );
}

const Group = styled.section`
  h2 {
    font-size: ${theme.fontSizes.xl};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${theme.space["2xs"]};
  margin: ${theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const PageLink = styled(LineLink)`
  ${lookCss(linkLooks.inline)}
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`;
