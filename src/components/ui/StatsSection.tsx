import React from "react";
import styled from "styled-components";
import { StatGrid } from "./StatGrid";
import { VisuallyHidden } from "./VisuallyHidden";
import { theme } from "../../theme/theme";

interface StatsSectionProps {
  id: string;
  /** Names the figures for screen readers (the cards speak for themselves on screen). */
  label: string;
  stats: React.ComponentProps<typeof StatGrid>["stats"];
  /** How far the cards rise over the band above them: the Home hero's deep edge, or a page header's. */
  overlap: "deep" | "shallow";
}

/** A row of figures that overlaps the bottom of the band above it. */
export function StatsSection({ id, label, stats, overlap }: StatsSectionProps) {
  return (
    <Band aria-labelledby={id} $overlap={overlap}>
      <VisuallyHidden as="h2" id={id}>
        {label}
      </VisuallyHidden>
      <StatGrid stats={stats} />
    </Band>
  );
}

const Band = styled.section<{ $overlap: "deep" | "shallow" }>`
  position: relative;
  z-index: ${theme.zIndices.raised};
  margin-top: calc(-1 * ${({ $overlap }) => ($overlap === "deep" ? theme.space["3xl"] : theme.space.lg)});
  padding-bottom: ${({ $overlap }) => ($overlap === "deep" ? theme.space["3xl"] : theme.space["2xl"])};
`;
