import React from "react";
import type { HeadProps } from "gatsby";
import styled from "styled-components";
import { Container } from "../components/ui/Container";
import { ButtonLink } from "../components/ui/ButtonLink";
import { PageTitle } from "../components/ui/PageTitle";
import { Seo } from "../components/layout/Seo";
import { useSiteContent } from "../hooks/useSiteContent";
import { useLocale } from "../lib/LocaleContext";
import { pageLocale } from "../lib/locales";
import { theme } from "../theme/theme";

/**
 * Any unknown path: "Oops! Page not found" and a way home. The `not-found` module
 * (notFoundLog.enhance.ts) logs the missing path to the console with the message from
 * data/layout.yaml.
 */
export default function NotFoundPage() {
  const { notFound } = useSiteContent(useLocale()).layout;
  return (
    <Wrap data-module="not-found" data-log-message={notFound.logMessage}>
      <Code aria-hidden="true">404</Code>
      <PageTitle>{notFound.heading}</PageTitle>
      <p>{notFound.text}</p>
      <ButtonLink to="/">{notFound.homeLink}</ButtonLink>
    </Wrap>
  );
}

export function Head({ location, pageContext }: HeadProps) {
  return <NotFoundHead pathname={location.pathname} pageContext={pageContext} />;
}

function NotFoundHead({ pathname, pageContext }: { pathname: string; pageContext: unknown }) {
  const { notFound } = useSiteContent(pageLocale({ location: { pathname }, pageContext })).layout;
  return (
    <Seo title={notFound.title} description={notFound.text} pathname={pathname} pageContext={pageContext}>
      <meta name="robots" content="noindex" />
    </Seo>
  );
}

const Wrap = styled(Container)`
  max-width: ${theme.sizes.prose};
  padding-block: ${theme.space["4xl"]};
  text-align: center;

  h1 {
    font-size: ${theme.fontSizes["3xl"]};
  }
`;

const Code = styled.p`
  margin: 0;
  color: ${theme.roles.text.accent};
  font-family: ${theme.fonts.heading};
  font-size: ${theme.fontSizes.display};
  font-weight: ${theme.fontWeights.black};
`;
