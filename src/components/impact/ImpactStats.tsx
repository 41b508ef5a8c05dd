import React from "react";
import { graphql } from "gatsby";
import styled from "styled-components";
import { StatGrid } from "../ui/StatGrid";
import { VisuallyHidden } from "../ui/VisuallyHidden";

interface ImpactStatsProps {
  stats: Queries.ImpactStatsFragment["impact"];
  label: string;
}

/** The four figures with what each one means, overlapping the page header. */
export function ImpactStats({ stats, label }: ImpactStatsProps) {
  return (
    <Section aria-labelledby="impact-stats">
      <VisuallyHidden as="h2" id="impact-stats">
        {label}
      </VisuallyHidden>
      <StatGrid stats={stats} />
    </Section>
  );
}

export const query = graphql`
  fragment ImpactStats on StatsYaml {
    impact {
      icon
      value
      label
      description
    }
  }
`;

const Section = styled.section`
  position: relative;
  z-index: ${({ theme }) => theme.zIndices.raised};
  margin-top: calc(-1 * ${({ theme }) => theme.space.lg});
  padding-bottom: ${({ theme }) => theme.space["2xl"]};
`;
