import React from "react";
import { graphql } from "gatsby";
import { StatsSection } from "../ui/StatsSection";

interface HomeStatsProps {
  stats: Queries.HomeStatsFragment["home"];
  label: string;
}

/** The three headline figures, overlapping the bottom of the hero. */
export function HomeStats({ stats, label }: HomeStatsProps) {
  return <StatsSection id="home-stats" label={label} stats={stats} overlap="deep" />;
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
