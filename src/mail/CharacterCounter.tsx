import React from "react";
import styled from "styled-components";
import { VisuallyHidden } from "../components/ui/VisuallyHidden";
import { Button } from "../components/ui/Button";
import { Icon } from "../components/ui/Icon";
import { useLocale } from "../lib/LocaleContext";
import type { CountTemplates } from "../lib/countWords";
import { countText } from "./countText";
import { theme } from "../theme/theme";

/** data/forms.yaml pasteCut, in the page's language. */
export type PasteCutWords = Queries.FormsCopyFragment["pasteCut"];

interface CharacterCounterProps {
  id: string;
  max: number;
  templates: CountTemplates;
  pasteCut: PasteCutWords;
}

/**
 * "N characters left" under a text area, rendered for the empty field; characterCount.ts keeps it
 * current from `data-one` and `data-other`, the words that agree with the number in the page's
 * language ("1 character left", "Queda 1 carácter"). Screen readers hear it on the field (aria-describedby) and, once
 * typing pauses, in the polite live region, so it does not talk over every keystroke; not a third
 * time as the line after the field (aria-hidden, as GOV.UK's character count does).
 *
 * Below it, hidden until a paste is longer than the room left (the field's maxlength keeps what
 * fits): what happened, and what did not fit, as read-only text (selectable, scrolled by keyboard,
 * not one of the form's fields) with a button to copy it, as the mail's
 * fallback panel keeps a message to copy (characterCount.ts fills it and says it in the live region).
 */
export function CharacterCounter({ id, max, templates, pasteCut }: CharacterCounterProps) {
  const locale = useLocale();
  return (
    <>
      <Count id={id} aria-hidden="true" data-counter="" data-one={templates.one} data-other={templates.other}>
        {countText(templates, locale, max)}
      </Count>
      <VisuallyHidden aria-live="polite" data-counter-live="" />
      <Cut hidden data-paste-cut="" data-one={pasteCut.text.one} data-other={pasteCut.text.other}>
        <p data-paste-cut-text="" />
        <p id={`${id}-cut-label`}>{pasteCut.kept}</p>
        {/* Read-only text to select or copy, not a control of the form: the form's fields are the spec's. */}
        <CutText id={`${id}-cut`} role="textbox" aria-readonly="true" aria-multiline="true" aria-labelledby={`${id}-cut-label`} tabIndex={0} data-paste-cut-kept="" />
        <Button type="button" $variant="secondary" data-paste-cut-copy="" data-copied={pasteCut.copied}>
          <Icon name="copy" />
          {pasteCut.copy}
        </Button>
      </Cut>
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

/* What did not fit of a paste: the same notice look as the mail's fallback panel. */
const Cut = styled.div`
  display: grid;
  gap: ${theme.space["2xs"]};
  justify-items: start;
  padding: ${theme.space.sm};
  border: ${theme.sizes.border} solid ${theme.roles.border.accent};
  border-radius: ${theme.radii.sm};
  background: ${theme.roles.surface.attention};
  font-size: ${theme.fontSizes.sm};

  &[hidden] {
    display: none;
  }

  & > p {
    margin: 0;
  }

  & > p[id] {
    font-weight: ${theme.fontWeights.bold};
  }
`;

/* What did not fit, as it was pasted (its line breaks kept), scrolling past a few lines. */
const CutText = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-height: calc(${theme.sizes.tapTarget} * 3);
  overflow: auto;
  padding: ${theme.space.xs};
  border: ${theme.sizes.border} solid ${theme.roles.border.control};
  border-radius: ${theme.radii.sm};
  background: ${theme.roles.surface.card};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
