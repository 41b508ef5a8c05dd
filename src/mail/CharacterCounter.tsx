import React from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../components/ui/VisuallyHidden";
import { fillTemplate } from "../lib/template";
import { theme } from "../theme/theme";

interface CharacterCounterProps {
  id: string;
  max: number;
  template: string;
}

/**
 * "N characters left" under a text area, rendered for the empty field; characterCount.ts keeps it
 * current from `data-template`. Screen readers hear it on the field (aria-describedby) and, once
 * typing pauses, in the polite live region, so it does not talk over every keystroke.
 */
export function CharacterCounter({ id, max, template }: CharacterCounterProps) {
  return (
    <>
      <Count id={id} data-counter="" data-template={template}>
        {fillTemplate(template, { remaining: max })}
      </Count>
      <VisuallyHidden aria-live="polite" data-counter-live="" />
    </>
  );
}

/* data-low: the last tenth of the limit. */
const Count = styled.p`
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};

  &[data-low] {
    color: ${theme.colors.error};
    font-weight: ${theme.fontWeights.bold};
  }
`;
