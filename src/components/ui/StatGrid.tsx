import React from "react";
import styled, { css } from "styled-components";
import { Container } from "./Container";
import { StatCard } from "./StatCard";
import { theme } from "../../theme/theme";

/** A figure as data/stats.yaml gives it; Home's leave out the description. */
type Stat = Pick<Queries.Stat, "icon" | "label"> & Partial<Pick<Queries.Stat, "value" | "description">>;

/**
 * Figures in a row: three across at every width, or four (two by two on phones). A card never
 * gets narrower than its longest word (WCAG 1.4.12: text spacing, a large text size): when a row
 * has no room for that, a card moves down to a row of its own, and the cards of each row share it.
 */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <Grid $count={stats.length}>
      {stats.map((stat) => (
        <Item key={stat.label} $count={stats.length}>
          <StatCard icon={stat.icon} value={stat.value} label={stat.label} description={stat.description} />
        </Item>
      ))}
    </Grid>
  );
}

const Grid = styled(Container).attrs({ as: "ul" })<{ $count: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  margin-block: 0;
  list-style: none;

  ${theme.media.md} {
    gap: ${theme.space.lg};
  }
`;

/**
 * Each card starts from a share of the row that fits three (or two, or four from lg) with the gaps
 * but not one more, and grows to fill it; a flex item is never narrower than its content's longest
 * word, so one that needs more pushes the last card of the row down.
 */
const Item = styled.li<{ $count: number }>`
  flex: 1 1 ${({ $count }) => ($count === 3 ? "26%" : "40%")};

  ${({ $count }) =>
    $count > 3 &&
    css`
      ${theme.media.lg} {
        flex-basis: 20%;
      }
    `}
`;
