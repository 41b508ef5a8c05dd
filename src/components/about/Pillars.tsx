import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Section } from "../ui/Section";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Icon } from "../ui/Icon";
import { theme } from "../../theme/theme";

interface PillarsProps {
  heading: string;
  intro?: string | null;
  pillars: Queries.AboutPillarsFragment["pillars"];
}

/** The values (data/pillars.yaml), as cards. */
export function Pillars({ heading, intro, pillars }: PillarsProps) {
  return (
    <Section id="values" heading={heading} intro={intro} tone="sand" centred>
      <CardGrid $columns={{ sm: 2, lg: 4 }}>
        {pillars.map((pillar) => (
          <li key={pillar.title}>
            <Pillar>
              <Badge>
                <Icon name={pillar.icon} size="lg" />
              </Badge>
              <h3>{pillar.title}</h3>
              <p>{pillar.description}</p>
            </Pillar>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export const query = graphql`
  fragment AboutPillars on PillarsYaml {
    pillars {
      title
      icon
      description
    }
  }
`;

const Pillar = styled(Card)`
  text-align: center;

  h3 {
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.xl};
  }
`;

const Badge = styled.span`
  display: inline-flex;
  margin-bottom: ${theme.space.sm};
  padding: ${theme.space.sm};
  border-radius: ${theme.radii.round};
  background: ${theme.roles.surface.inverse};
  color: ${theme.roles.text.accentOnInverse};
`;
