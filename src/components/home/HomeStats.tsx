import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { StatCard } from "../ui/StatCard";
import { VisuallyHidden } from "../ui/VisuallyHidden";

interface HomeStatsProps {
  stats: Queries.HomeStatsFragment["home"];
  label: string;
}

/** The three headline figures, overlapping the bottom of the hero. */
export function HomeStats({ stats, label }: HomeStatsProps) {
  return (
    <Section aria-labelledby="home-stats">
      <VisuallyHidden as="h2" id="home-stats">
        {label}
      </VisuallyHidden>
      <List>
        {stats.map((stat) => (
          <li key={stat.label}>
            <StatCard icon={stat.icon} value={stat.value} label={stat.label} />
          </li>
        ))}
      </List>
    </Section>
  );
}

export const query = graphql`
  fragment HomeStats on StatsYaml {
    home {
      icon
      value
      label
    }
  }
`;

const Section = styled.section`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  margin-top: calc(-1 * ${({ theme }) => theme.space["3xl"]});
  padding-bottom: ${({ theme }) => theme.space["3xl"]};
`;

const List = styled(Container).attrs({ as: "ul" })`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  margin-block: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    gap: ${({ theme }) => theme.space.lg};
  }
`;
