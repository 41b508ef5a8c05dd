import React from "react";
import { graphql } from "gatsby";
import { StatsSection } from "../ui/StatsSection";

interface ImpactStatsProps {
  stats: Queries.ImpactStatsFragment["figures"];
  label: string;
}

/** Every figure with what it means, overlapping the page header. */
export function ImpactStats({ stats, label }: ImpactStatsProps) {
  return <StatsSection id="impact-stats" label={label} stats={stats} overlap="shallow" />;
}

export const query = graphql`
  fragment ImpactStats on StatsYaml {
    figures {
      id
      icon
      value
      label
      description
    }
  }
`;
