import React from "react";
import { graphql } from "gatsby";
import { CallToAction } from "./CallToAction";
import { ButtonLink } from "./ButtonLink";

interface LinkedCallToActionProps {
  id?: string;
  action: Queries.LinkedCallToActionFragment;
}

/** A call to action as data/ writes it (CallToAction: a heading, a sentence, one or two buttons to pages of this site). */
export function LinkedCallToAction({ id, action }: LinkedCallToActionProps) {
  return (
    <CallToAction id={id} heading={action.heading} text={action.text}>
      <ButtonLink to={action.primaryButton.to}>{action.primaryButton.label}</ButtonLink>
      {action.secondaryButton && (
        <ButtonLink to={action.secondaryButton.to} variant="onDark">
          {action.secondaryButton.label}
        </ButtonLink>
      )}
    </CallToAction>
  );
}

export const query = graphql`
  fragment LinkedCallToAction on CallToAction {
    heading
    text
    primaryButton {
      label
      to
    }
    secondaryButton {
      label
      to
    }
  }
`;
