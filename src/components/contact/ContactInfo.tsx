import React from "react";
import styled from "styled-components";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Button } from "../ui/Button";
import type { IconKind } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { MailFallback } from "../mail/MailFallback";
import { useMailAction } from "../mail/useMailAction";
import { composeSimpleMail } from "../../lib/formMail";
import { theme } from "../../theme/theme";

interface ContactInfoProps {
  page: Queries.ContactPageQuery["contactPageYaml"] & object;
  site: Queries.ContactPageQuery["siteYaml"] & object;
  visitMail: { readonly subject: string; readonly body: string };
  forms: Queries.FormsCopyFragment;
}

/** Visit Us (with Schedule a Visit), Call Us, Email Us and Program Hours. */
export function ContactInfo({ page, site, visitMail, forms }: ContactInfoProps) {
  const { sent, send, dismiss } = useMailAction(forms.toasts.opening);
  const { address } = site;
  return (
    // Two across on tablets; beside the forms on large screens, one above the other.
    <CardGrid $columns={{ sm: 2, lg: 1 }}>
      <InfoCard icon="map" heading={page.visit.heading}>
        <address>
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </address>
        <Button type="button" $variant="secondary" data-needs-js="" onClick={() => send(composeSimpleMail(site.email, visitMail.subject, visitMail.body))}>
          {page.visit.button}
        </Button>
        {sent && <MailFallback mail={sent} copy={forms.fallback} onClose={dismiss} compact />}
      </InfoCard>
      <InfoCard icon="phone" heading={page.call.heading}>
        <p>{site.phoneNote}</p>
        <p>{site.phoneHours}</p>
      </InfoCard>
      <InfoCard icon="mail" heading={page.email.heading}>
        <p>
          <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
        <p>{page.email.note}</p>
      </InfoCard>
      <InfoCard icon="clock" heading={page.hours.heading}>
        <p>{site.programHours}</p>
      </InfoCard>
    </CardGrid>
  );
}

function InfoCard({ icon, heading, children }: { icon: IconKind; heading: string; children: React.ReactNode }) {
  return (
    <li>
      <Item>
        <IconBadge name={icon} />
        <h3>{heading}</h3>
        {children}
      </Item>
    </li>
  );
}

const Item = styled(Card)`
  display: grid;
  align-content: start;
  justify-items: start;
  gap: ${theme.space.xs};

  h3 {
    margin: 0;
    color: ${theme.colors.navy};
    font-size: ${theme.fontSizes.lg};
  }

  p,
  address {
    margin: 0;
    font-style: normal;
  }

  a {
    color: ${theme.colors.navy};
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;
