import React from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../components/ui/VisuallyHidden";
import { useLocale } from "../lib/LocaleContext";
import type { CountTemplates } from "../lib/countWords";
import { countText } from "./countText";
import { theme } from "../theme/theme";

interface CharacterCounterProps {
  id: string;
  max: number;
  templates: CountTemplates;
}

/**
 * "N characters left" under a text area, rendered for the empty field; characterCount.ts keeps it
 * current from `data-one` and `data-other`, the words that agree with the number in the page's
 * language ("1 character left", "Queda 1 carácter"). Screen readers hear it on the field (aria-describedby) and, once
 * typing pauses, in the polite live region, so it does not talk over every keystroke; not a third
 * time as the line after the field (aria-hidden, as GOV.UK's character count does).
 */
export function CharacterCounter({ id, max, templates }: CharacterCounterProps) {
  const locale = useLocale();
  return (
    <>
      <Count id={id} aria-hidden="true" data-counter="" data-one={templates.one} data-other={templates.other}>
        {countText(templates, locale, max)}
      </Count>
      <VisuallyHidden aria-live="polite" data-counter-live="" />
    </>
  );
}

/* data-low: the last tenth of the limit. */
const Count = styled.p`
  margin: 0;
  color: ${theme.roles.text.muted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.regular};

  &[data-low] {
    color: ${theme.roles.text.error};
    font-weight: ${theme.fontWeights.bold};
  }
`;
