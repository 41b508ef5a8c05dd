import React from "react";
import { graphql } from "gatsby";
import { CallToAction } from "../ui/CallToAction";
import { ButtonLink } from "../ui/ButtonLink";
import { NewTabButtonLink } from "../ui/NewTabButtonLink";
import { contactFormLink } from "../../mail/contactLinks";

interface ImpactCtaProps {
  cta: Queries.ImpactCtaFragment["cta"];
  /** data/site.yaml's donation page; while empty, the donate button leads to the contact form. */
  donateUrl: string | null | undefined;
  newTabNotice: string;
}

/** "Ready to Make an Impact?": give, or volunteer. */
export function ImpactCta({ cta, donateUrl, newTabNotice }: ImpactCtaProps) {
  return (
    <CallToAction id="get-involved" heading={cta.heading} text={cta.text}>
      {donateUrl ? (
        <NewTabButtonLink href={donateUrl} newTabNotice={newTabNotice}>
          {cta.donateLabel}
        </NewTabButtonLink>
      ) : (
        <ButtonLink to={contactFormLink("donate")}>{cta.donateLabel}</ButtonLink>
      )}
      <ButtonLink to={cta.volunteerButton.to} variant="onDark">
        {cta.volunteerButton.label}
      </ButtonLink>
    </CallToAction>
  );
}

export const query = graphql`
  fragment ImpactCta on ImpactPageYaml {
    cta {
      heading
      text
      donateLabel
      volunteerButton {
        label
        to
      }
    }
  }
`;
