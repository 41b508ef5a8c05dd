import React from "react";
import styled from "styled-components";

interface MissionCardProps {
  heading: string;
  mission: string;
  foundedLabel: string;
  foundedYear: number;
}

/** The mission, laid over the hero photo. Large screens only (site spec); smaller ones read it on About. */
export function MissionCard({ heading, mission, foundedLabel, foundedYear }: MissionCardProps) {
  return (
    <Card>
      <h2>{heading}</h2>
      <p>{mission}</p>
      <Since>
        {foundedLabel} {foundedYear}
      </Since>
    </Card>
  );
}

const Card = styled.aside`
  display: none;

  ${({ theme }) => theme.media.lg} {
    display: block;
    position: absolute;
    left: calc(-1 * ${({ theme }) => theme.space.xl});
    bottom: ${({ theme }) => theme.space.lg};
    z-index: ${({ theme }) => theme.zIndices.raised};
    max-width: ${({ theme }) => theme.sizes.card};
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    box-shadow: ${({ theme }) => theme.shadows.lg};
  }

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.navy};
  }

  p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Since = styled.p`
  color: ${({ theme }) => theme.colors.amberText};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
