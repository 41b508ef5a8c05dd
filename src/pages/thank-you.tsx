import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageHeader } from "../components/ui/PageHeader";
import { Container } from "../components/ui/Container";
import { LineLink } from "../components/ui/LineLink";
import { TextWithEmail } from "../components/ui/TextWithEmail";
import { PageHead } from "../components/layout/PageHead";
import { useLocale } from "../lib/LocaleContext";
import { localePath } from "../lib/locales";
import { pageFile } from "../lib/pageFile";
import { required } from "../lib/required";
import { theme } from "../theme/theme";

/**
 * What a form posted from its page is answered with (Netlify Forms: the forms' `action`,
 * src/mail/netlifyForm.ts): the message arrived, and what happens next. No link leads here and
 * search engines leave it out (`unlisted` in src/lib/contentPages.ts). The `form-sent` module lets
 * go of the drafts of the forms just posted (src/mail/formSent.enhance.ts).
 */
export default function ThankYouPage({ data }: PageProps<Queries.ThankYouPageQuery>) {
  const page = pageFile(data.thankYouPageYaml, "thankYou");
  const site = required(data.siteYaml, "data/site.yaml");
  const locale = useLocale();
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Body data-module="form-sent">
        <h2>{page.next.heading}</h2>
        <p>
          <TextWithEmail text={page.next.text} email={site.email} />
        </p>
        <h2>{page.subscribed.heading}</h2>
        <p>
          <TextWithEmail text={page.subscribed.text} email={site.email} />
        </p>
        <p>
          <LineLink href={localePath(locale, page.link.to)}>{page.link.label}</LineLink>
        </p>
      </Body>
    </>
  );
}

export const query = graphql`
  query ThankYouPage($locale: String!) {
    thankYouPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      next {
        heading
        text
      }
      subscribed {
        heading
        text
      }
      link {
        label
        to
      }
    }
    siteYaml(locale: { eq: $locale }) {
      email
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.ThankYouPageQuery>) {
  const page = pageFile(data.thankYouPageYaml, "thankYou");
  return (
    <PageHead page={page} location={location} pageContext={pageContext}>
      <meta name="robots" content="noindex" />
    </PageHead>
  );
}

const Body = styled(Container)`
  max-width: ${theme.sizes.prose};
  padding-block: ${theme.space["2xl"]};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }

  /* A second heading starts a part of its own: more room above it than between its lines. */
  p + h2 {
    margin-block-start: ${theme.space.xl};
  }
`;
