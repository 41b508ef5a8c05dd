import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";
import { theme } from "../../theme/theme";

interface ErrorScreenProps {
  heading: string;
  text: string;
  homeLink: string;
  /** The error's status text or message. */
  detail: string;
}

/** What a visitor sees instead of a blank page when a page fails to render. */
export function ErrorScreen({ heading, text, homeLink, detail }: ErrorScreenProps) {
  return (
    <Wrap role="alert">
      <h1>{heading}</h1>
      <Detail>{detail}</Detail>
      <p>{text}</p>
      {/* A full page load, not client routing: the app that failed is not trusted to route. */}
      <a href="/">{homeLink}</a>
    </Wrap>
  );
}

const Wrap = styled(Container)`
  max-width: ${theme.sizes.prose};
  padding-block: ${theme.space["3xl"]};

  h1 {
    font-size: ${theme.fontSizes["3xl"]};
  }
`;

const Detail = styled.p`
  padding: ${theme.space.sm};
  border-left: ${theme.sizes.focusRing} solid ${theme.colors.error};
  background: ${theme.colors.sand};
  font-family: ${theme.fonts.mono};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
