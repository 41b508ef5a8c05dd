import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { StatGrid } from "../ui/StatGrid";
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
      <StatGrid stats={stats} />
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
