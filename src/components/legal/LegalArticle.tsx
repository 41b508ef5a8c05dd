import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Prose } from "../ui/Prose";
import { PageTitle } from "../ui/PageTitle";
import { TextWithEmail } from "../ui/TextWithEmail";
import { theme } from "../../theme/theme";
import { links, lookCss } from "../../theme/interactive";
import { formatDate } from "../../lib/siteTime";
import { useLocale } from "../../lib/LocaleContext";

interface LegalArticleProps {
  page: Queries.LegalArticleFragment;
  email: string;
  updatedLabel: string;
}

/** A plain, readable policy page: title, date of the last change, intro and sections. */
export function LegalArticle({ page, email, updatedLabel }: LegalArticleProps) {
  return (
    <Article>
      <Prose as="header">
        <PageTitle>{page.title}</PageTitle>
        <Updated>
          {updatedLabel} <time dateTime={page.updatedIso}>{formatDate(page.updatedIso, useLocale())}</time>
        </Updated>
        <Intro>{page.intro}</Intro>
      </Prose>
      {page.sections.map((section) => (
        <Prose as="section" key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <TextWithEmail text={paragraph} email={email} />
            </p>
          ))}
        </Prose>
      ))}
    </Article>
  );
}

export const query = graphql`
  fragment LegalArticle on LegalPageYaml {
    title
    intro
    updatedIso: updated(formatString: "YYYY-MM-DD")
    sections {
      heading
      paragraphs
    }
  }
`;

const Article = styled(Container).attrs({ as: "article" })`
  max-width: ${theme.sizes.prose};
  padding-block: ${theme.space["2xl"]} ${theme.space["3xl"]};

  h1 {
    font-size: ${theme.fontSizes["3xl"]};
  }

  h2 {
    margin-top: ${theme.space.xl};
    font-size: ${theme.fontSizes.xl};
  }

  a {
    ${lookCss(links.inline)}
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;

const Updated = styled.p`
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.sm};
`;

const Intro = styled.p`
  font-size: ${theme.fontSizes.lg};
`;
