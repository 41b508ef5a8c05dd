import React from "react";
import styled from "styled-components";
import { useSiteContent } from "../../hooks/useSiteContent";
import { useLocale } from "../../lib/LocaleContext";
import { localePath, locales, pathWithoutLocale } from "../../lib/locales";
import { theme } from "../../theme/theme";
import { links, lookCss } from "../../theme/interactive";

/**
 * The same page in the site's other language, named in that language ("Español" on an English
 * page, "English" on a Spanish one; data/layout.yaml `languageName`), with `lang` and `hreflang`
 * so a screen reader says it in that language. A plain link: nothing is chosen for the visitor.
 */
export function LanguageSwitch({ pathname }: { pathname: string }) {
  const locale = useLocale();
  const other = locales.find((candidate) => candidate !== locale) ?? locale;
  const { languageName } = useSiteContent(other).layout;
  return (
    <SwitchLink href={localePath(other, pathWithoutLocale(pathname))} lang={other} hrefLang={other} data-language-switch="">
      {languageName}
    </SwitchLink>
  );
}

const SwitchLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${theme.sizes.tapTarget};
  padding: ${theme.space.xs} ${theme.space.sm};
  border: ${theme.sizes.border} solid ${theme.roles.border.subtle};
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
  ${lookCss(links.languageSwitch)}

  &:hover {
    text-decoration: underline;
  }

  /* Beside the menu button on a phone: the same height, narrower. */
  ${theme.below.sm} {
    padding-inline: ${theme.space.xs};
    font-size: ${theme.fontSizes.sm};
  }
`;
