import React from "react";
import styled from "styled-components";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Button } from "../ui/Button";
import type { IconKind } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { theme } from "../../theme/theme";
import { ProgramSessions } from "./ProgramSessions";

interface ContactInfoProps {
  page: Queries.ContactPageQuery["contactPageYaml"] & object;
  site: Queries.ContactPageQuery["siteYaml"] & object;
  visitMail: Queries.VisitMail;
  /** The toast as the mail opens (data/forms.yaml toasts.opening). */
  openingMessage: string;
}

/**
 * Visit Us (with Schedule a Visit, the `mail-link` module: src/mail/mailLink.enhance.ts), Call Us,
 * Email Us and Program Hours (with the sessions' calendar file). Each card has an h2 of its own: they are not part of "Become a
 * Volunteer".
 */
export function ContactInfo({ page, site, visitMail, openingMessage }: ContactInfoProps) {
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
        <Button
          type="button"
          $variant="secondary"
          data-needs-js=""
          data-module="mail-link"
          data-to={site.email}
          data-subject={visitMail.subject}
          data-body={visitMail.body}
          data-opening-message={openingMessage}
        >
          {page.visit.button}
        </Button>
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
        <ProgramSessions sessions={site.programSessions} />
      </InfoCard>
    </CardGrid>
  );
}

function InfoCard({ icon, heading, children }: { icon: IconKind; heading: string; children: React.ReactNode }) {
  return (
    <li>
      <Item>
        <IconBadge name={icon} />
        <h2>{heading}</h2>
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

  h2 {
    margin: 0;
    color: ${theme.roles.text.heading};
    font-size: ${theme.fontSizes.lg};
  }

  p,
  address {
    margin: 0;
    font-style: normal;
  }

  a {
    color: ${theme.roles.link.default};
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;
