import React from "react";
import styled from "styled-components";
import { theme } from "../../theme/theme";

interface MissionCardProps {
  heading: string;
  mission: string;
  foundedLabel: string;
  foundedYear: number;
}

/**
 * The mission, at every width (WCAG 1.4.10 Reflow): on wide screens laid over the hero photo's
 * corner; on phones and zoomed-in screens a card below the photo, rising a little over its edge.
 */
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
  position: relative;
  z-index: ${theme.zIndices.raised};
  margin: calc(-1 * ${theme.space.xl}) ${theme.space.sm} 0;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.roles.surface.card};
  color: ${theme.roles.text.body};
  box-shadow: ${theme.shadows.lg};

  ${theme.media.lg} {
    position: absolute;
    left: calc(-1 * ${theme.space.xl});
    bottom: ${theme.space.lg};
    max-width: ${theme.sizes.card};
    margin: 0;
    padding: ${theme.space.lg};
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
