import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { Card } from "../ui/Card";
import { NewTabLink } from "../ui/NewTabLink";
import { Icon } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { theme } from "../../theme/theme";
import { links, lookCss } from "../../theme/interactive";
import { Abbreviated } from "../ui/Abbreviated";
import { useAbbreviations } from "../../hooks/useAbbreviations";

interface OrganisationCardProps {
  /** Where the organisation is: the city of its address (data/site.yaml), as every page gives it. */
  city: string;
  label: string;
  text: string;
  article: Queries.ExternalLink;
  newTabNotice: string;
}

/** Where the organisation is based, with the news article about it (opens in a new tab). */
export function OrganisationCard({ city, label, text, article, newTabNotice }: OrganisationCardProps) {
  const abbreviations = useAbbreviations();
  return (
    <Outer aria-labelledby="organisation-heading">
      <Container>
        <Panel>
          <IconBadge name="map" size="lg" />
          <div>
            <Label>{label}</Label>
            <h2 id="organisation-heading">
              <Abbreviated text={city} abbreviations={abbreviations} />
            </h2>
            <p>{text}</p>
            <ArticleLink href={article.url} newTabNotice={newTabNotice}>
              {article.label}
              <Icon name="external" />
            </ArticleLink>
          </div>
        </Panel>
      </Container>
    </Outer>
  );
}

const Outer = styled.section`
  padding-block: ${theme.space["2xl"]};
`;

const Panel = styled(Card)`
  display: grid;
  gap: ${theme.space.md};
  max-width: ${theme.sizes.prose};
  margin-inline: auto;

  ${theme.media.sm} {
    grid-template-columns: auto minmax(0, 1fr);
  }

  h2 {
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes["2xl"]};
  }
`;

const Label = styled.p`
  margin-bottom: ${theme.space["2xs"]};
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.wide};
  text-transform: uppercase;
`;

const ArticleLink = styled(NewTabLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: ${theme.sizes.tapTarget};
  ${lookCss(links.inline)}
  font-weight: ${theme.fontWeights.bold};
`;
