import React from "react";
import styled, { css } from "styled-components";
import { Container } from "./Container";
import { StatCard } from "./StatCard";
import { theme } from "../../theme/theme";

/** A figure as data/stats.yaml gives it; Home's leave out the description. */
type Stat = Pick<Queries.Stat, "icon" | "value" | "label"> & Partial<Pick<Queries.Stat, "description">>;

/** Figures in a row: three across at every width, or four (two by two on phones). */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <Grid $count={stats.length}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <StatCard icon={stat.icon} value={stat.value} label={stat.label} description={stat.description} />
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled(Container).attrs({ as: "ul" })<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => ($count === 3 ? 3 : 2)}, minmax(0, 1fr));
  gap: ${theme.space.xs};
  margin-block: 0;
  list-style: none;

  ${theme.media.md} {
    gap: ${theme.space.lg};
  }

  ${({ $count }) =>
    $count > 3 &&
    css`
      ${theme.media.lg} {
        grid-template-columns: repeat(${$count}, minmax(0, 1fr));
      }
    `}
`;
