import React from "react";
import styled from "styled-components";
import { Container } from "./Container";
import { theme } from "../../theme/theme";

interface PageHeaderProps {
  heading: string;
  intro: string;
}

/** The top of an inner page: its one h1 and a short introduction, on the brand's navy. */
export function PageHeader({ heading, intro }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        <h1>{heading}</h1>
        <p>{intro}</p>
      </Container>
    </Band>
  );
}

const Band = styled.div`
  padding-block: ${theme.space["2xl"]} ${theme.space.xl};
  background: radial-gradient(ellipse at 90% 0%, ${theme.roles.surface.inverseGlow} 0%, transparent 55%),
    ${theme.roles.surface.inverse};
  color: ${theme.roles.text.onInverse};

  ${theme.media.md} {
    padding-block: ${theme.space["3xl"]} ${theme.space["2xl"]};
  }

  h1 {
    font-size: ${theme.fontSizes["3xl"]};
    font-weight: ${theme.fontWeights.black};
  }

  p {
    max-width: ${theme.sizes.prose};
    color: ${theme.roles.text.mutedOnInverse};
    font-size: ${theme.fontSizes.lg};
  }
`;
