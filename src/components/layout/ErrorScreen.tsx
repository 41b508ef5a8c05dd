import React from "react";
import styled from "styled-components";
import { Container } from "../ui/Container";

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
  max-width: ${({ theme }) => theme.sizes.prose};
  padding-block: ${({ theme }) => theme.space["3xl"]};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes["3xl"]};
  }
`;

const Detail = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-left: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.error};
  background: ${({ theme }) => theme.colors.sand};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
