import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

interface MissionCardProps {
  heading: string;
  mission: string;
  foundedLabel: string;
  foundedYear: number;
}

/** The mission, laid over the hero photo. Large screens only (site spec); smaller ones read it on About. */
export function MissionCard({ heading, mission, foundedLabel, foundedYear }: MissionCardProps) {
  return (
    <Panel>
      <h2>{heading}</h2>
      <p>{mission}</p>
      <Since>
        {foundedLabel} {foundedYear}
      </Since>
    </Panel>
  );
}

const Panel = styled.aside`
  display: none;

  ${theme.media.lg} {
    display: block;
    position: absolute;
    left: calc(-1 * ${theme.space.xl});
    bottom: ${theme.space.lg};
    z-index: ${theme.zIndices.raised};
    max-width: ${theme.sizes.card};
    padding: ${theme.space.lg};
    border-radius: ${theme.radii.lg};
    background: ${theme.roles.surface.card};
    color: ${theme.roles.text.body};
    box-shadow: ${theme.shadows.lg};
  }

  h2 {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.roles.text.heading};
  }

  p {
    font-size: ${theme.fontSizes.sm};
  }
`;

const Since = styled.p`
  color: ${theme.roles.text.accent};
  font-weight: ${theme.fontWeights.bold};
`;
