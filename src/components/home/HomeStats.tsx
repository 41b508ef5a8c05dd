import React from "react";
import { graphql } from "gatsby";
import { StatsSection } from "../ui/StatsSection";
import { pickById } from "../../lib/pickById";

interface HomeStatsProps {
  stats: Queries.HomeStatsFragment;
  label: string;
}

/**
 * The headline figures, overlapping the bottom of the hero: those data/stats.yaml's `home` names,
 * each the same figure, with the same label, as on the Impact page.
 */
export function HomeStats({ stats, label }: HomeStatsProps) {
  // Their value and label only: what each means is the Impact page's to say.
  const figures = pickById(stats.figures, stats.home, "data/stats.yaml home").map(({ icon, value, label: name }) => ({ icon, value, label: name }));
  return <StatsSection id="home-stats" label={label} stats={figures} overlap="deep" />;
}

export const query = graphql`
  fragment HomeStats on StatsYaml {
    figures {
      id
      icon
      value
      label
    }
    home
  }
`;
