import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { localePath, type Locale } from "../../lib/locales";
import { theme } from "../../theme/theme";
import { links, lookCss, ringOn } from "../../theme/interactive";

interface SiteNoticeProps {
  /** data/layout.yaml siteNotice, in the page's language. */
  notice: NonNullable<Queries.SiteContentQuery["allLayoutYaml"]["nodes"][number]["siteNotice"]>;
  locale: Locale;
}

/**
 * The editor's notice to every visitor (data/layout.yaml siteNotice: sign-ups open, a closure),
 * while it is filled in: a sentence on a navy band, and the page that tells more if it has one.
 */
export function SiteNotice({ notice, locale }: SiteNoticeProps) {
  return (
    <Band>
      <Container as="p">
        {notice.text}
        {notice.link && (
          <>
            {" "}
            <a href={localePath(locale, notice.link.to)}>{notice.link.label}</a>
          </>
        )}
      </Container>
    </Band>
  );
}

const Band = styled.div`
  padding-block: ${theme.space.xs};
  background: ${theme.roles.surface.inverse};
  color: ${theme.roles.text.onInverse};

  & > p {
    margin: 0;
  }

  a {
    ${lookCss(links.onInverse)}
    font-weight: ${theme.fontWeights.bold};
  }

  & :focus-visible {
    outline-color: ${ringOn("inverse")};
  }
`;
