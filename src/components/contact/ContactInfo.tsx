import React from "react";
import styled from "styled-components";
import { Card } from "../ui/Card";
import { CardGrid } from "../ui/CardGrid";
import { Button } from "../ui/Button";
import type { IconKind } from "../ui/Icon";
import { IconBadge } from "../ui/IconBadge";
import { LineLink } from "../ui/LineLink";
import { theme } from "../../theme/theme";
import { links, lookCss } from "../../theme/interactive";
import { TextWithEmail } from "../ui/TextWithEmail";
import { telHref } from "../../lib/telHref";
import { ProgramSessions } from "./ProgramSessions";
import { Abbreviated } from "../ui/Abbreviated";
import { siteAbbreviations } from "../../lib/abbreviations";
import { fillTemplate } from "../../lib/template";

interface ContactInfoProps {
  page: Queries.ContactPageQuery["contactPageYaml"] & object;
  site: Queries.ContactPageQuery["siteYaml"] & object;
  visitMail: Queries.VisitMail;
  /** The toast as the mail opens (data/forms.yaml toasts.opening). */
  openingMessage: string;
}

/**
 * Visit Us (when to come: in the open program hours, named as the card below names them, or at a
 * time asked for with Schedule a Visit, the `mail-link` module: src/mail/mailLink.enhance.ts), Call
 * Us (the number as a call link; while data/site.yaml has none, how to get it instead; the phone
 * hours said as what they are), Email Us and the open program hours, under their one name (with
 * what they are for and the calendar file). Each card has an h2 of its own: they are not part of
 * "Become a Volunteer".
 */
export function ContactInfo({ page, site, visitMail, openingMessage }: ContactInfoProps) {
  const { address } = site;
  const abbreviations = siteAbbreviations(site);
  return (
    // Two across on tablets; beside the forms on large screens, one above the other.
    <CardGrid $columns={{ sm: 2, lg: 1 }}>
      <InfoCard icon="map" heading={page.visit.heading}>
        <address>
          {address.street}
          <br />
          <Abbreviated text={`${address.city}, ${address.region} ${address.postalCode}`} abbreviations={abbreviations} />
        </address>
        <p>{fillTemplate(page.visit.text, { hours: site.programSessions.name })}</p>
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
      {site.phone ? (
        <InfoCard icon="phone" heading={page.call.heading}>
          <p>
            <LineLink href={telHref(site.phone)}>{site.phone}</LineLink>
          </p>
          <p>
            <Abbreviated text={fillTemplate(page.call.hours, { hours: site.phoneHours })} abbreviations={abbreviations} />
          </p>
        </InfoCard>
      ) : (
        <InfoCard icon="message" heading={page.call.noPhoneHeading}>
          <p>
            <TextWithEmail text={site.phoneNote} email={site.email} />
          </p>
          <p>
            <Abbreviated text={fillTemplate(page.call.hours, { hours: site.phoneHours })} abbreviations={abbreviations} />
          </p>
        </InfoCard>
      )}
      <InfoCard icon="mail" heading={page.email.heading}>
        <p>
          <LineLink href={`mailto:${site.email}`}>{site.email}</LineLink>
        </p>
        <p>{page.email.note}</p>
      </InfoCard>
      <InfoCard icon="clock" heading={site.programSessions.name}>
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

  /* Paragraphs 1.5 lines apart (WCAG 1.4.8), the card's gap included. */
  p + p {
    margin-block-start: calc(${theme.space.paragraph} - ${theme.space.xs});
  }

  a {
    ${lookCss(links.inline)}
    font-weight: ${theme.fontWeights.bold};
    overflow-wrap: anywhere;
  }
`;
