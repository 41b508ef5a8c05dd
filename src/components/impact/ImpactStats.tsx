import React from "react";
import { graphql } from "gatsby";
import { StatsSection } from "../ui/StatsSection";

interface ImpactStatsProps {
  stats: Queries.ImpactStatsFragment["impact"];
  label: string;
}

/** The figures with what each one means, overlapping the page header. */
export function ImpactStats({ stats, label }: ImpactStatsProps) {
  return <StatsSection id="impact-stats" label={label} stats={stats} overlap="shallow" />;
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
