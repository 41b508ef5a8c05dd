import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Button } from "../ui/Button";
import { useSiteContent } from "../../hooks/useSiteContent";
import { localePath, pathWithoutLocale, type Locale } from "../../lib/locales";
import { theme } from "../../theme/theme";
import { links, lookCss } from "../../theme/interactive";

/**
 * One line offering this page in `offered`, in that language's words (data/layout.yaml
 * languageOffer), at the top of the content. Served hidden: the `language-offer` module
 * (languageOffer.enhance.ts) shows it only to a browser that prefers that language and has not
 * dismissed it, so without JavaScript the page is as it was. A link, never a redirect.
 */
export function LanguageOffer({ offered, pathname }: { offered: Locale; pathname: string }) {
  const { languageOffer } = useSiteContent(offered).layout;
  return (
    <Band lang={offered} hidden data-module="language-offer" data-offered={offered}>
      <Line>
        <p>
          {languageOffer.text}{" "}
          <a href={localePath(offered, pathWithoutLocale(pathname))} hrefLang={offered}>
            {languageOffer.link}
          </a>
        </p>
        <Dismiss type="button" $variant="ghost" data-language-offer-dismiss="">
          {languageOffer.dismiss}
        </Dismiss>
      </Line>
    </Band>
  );
}

const Band = styled.div`
  background: ${theme.roles.surface.attention};
  color: ${theme.roles.text.body};
  border-bottom: ${theme.sizes.border} solid ${theme.roles.border.subtle};

  &[hidden] {
    display: none;
  }
`;

/* The sentence and its link wrap beside the button, which keeps its one line. */
const Line = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding-block: ${theme.space.xs};

  p {
    flex: 1 1 auto;
    margin: 0;
  }

  a {
    ${lookCss(links.inline)}
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Dismiss = styled(Button)`
  flex: none;
  padding-inline: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
`;
