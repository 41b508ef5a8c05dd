import React, { useEffect, useState } from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../ui/VisuallyHidden";
import { fillTemplate } from "../../lib/template";
import { theme } from "../../theme/theme";

interface CharacterCounterProps {
  id: string;
  length: number;
  max: number;
  template: string;
}

/**
 * "N characters left" under a text area. Screen readers hear it when they reach the field
 * (aria-describedby) and, once typing pauses for a second, in a polite live region, so it does
 * not talk over every keystroke.
 */
export function CharacterCounter({ id, length, max, template }: CharacterCounterProps) {
  const text = fillTemplate(template, { remaining: Math.max(0, max - length) });
  const [announced, setAnnounced] = useState("");

  useEffect(() => {
    const timer = window.setTimeout(() => setAnnounced(text), 1000);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <>
      <Count id={id} $low={max - length <= max * 0.1}>
        {text}
      </Count>
      <VisuallyHidden aria-live="polite">{length > 0 ? announced : ""}</VisuallyHidden>
    </>
  );
}

const Count = styled.p<{ $low: boolean }>`
  margin: 0;
  color: ${({ $low }) => ($low ? theme.colors.error : theme.colors.inkMuted)};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${({ $low }) => ($low ? theme.fontWeights.bold : theme.fontWeights.regular)};
`;
