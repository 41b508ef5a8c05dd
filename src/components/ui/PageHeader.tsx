import React from "react";
import styled from "styled-components";
import { Container } from "./Container";
import { PageTitle } from "./PageTitle";
import { theme } from "../../theme/theme";
import { ringOn } from "../../theme/interactive";

interface PageHeaderProps {
  heading: string;
  intro: string;
}

/** The top of an inner page: its one h1 and a short introduction, on the brand's navy. */
export function PageHeader({ heading, intro }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        <PageTitle>{heading}</PageTitle>
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

  /* The heading takes focus from Skip to content: the ring made for navy (the global blue is 2.4:1 on it). */
  & :focus-visible {
    outline-color: ${ringOn("inverse")};
  }

  p {
    max-width: ${theme.sizes.prose};
    color: ${theme.roles.text.mutedOnInverse};
    font-size: ${theme.fontSizes.lg};
  }
`;
