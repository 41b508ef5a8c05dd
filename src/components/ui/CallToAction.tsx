import React from "react";
import styled from "styled-components";
import { Section } from "./Section";
import { theme } from "../../theme/theme";

interface CallToActionProps {
  id?: string;
  heading: string;
  text: string;
  /** The buttons (ButtonLink, or an external link styled as one). */
  children: React.ReactNode;
}

/** A closing band in the brand's navy: a heading, one sentence and the ways to act. */
export function CallToAction({ id, heading, text, children }: CallToActionProps) {
  return (
    <Section id={id} heading={heading} intro={text} tone="navy" centred>
      <Actions>{children}</Actions>
    </Section>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;
