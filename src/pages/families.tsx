import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageHeader } from "../components/ui/PageHeader";
import { Container } from "../components/ui/Container";
import { ButtonLink } from "../components/ui/ButtonLink";
import { LineLink } from "../components/ui/LineLink";
import { CallToAction } from "../components/ui/CallToAction";
import { FamilyCard } from "../components/families/FamilyCard";
import { OptionalFacts } from "../components/families/OptionalFacts";
import { ProgramSessions } from "../components/contact/ProgramSessions";
import { PageHead } from "../components/layout/PageHead";
import { contactFormLink, curriculumInterest } from "../mail/contactLinks";
import { enrolAsk } from "../mail/prefill";
import { useLocale } from "../lib/LocaleContext";
import { localePath } from "../lib/locales";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";
import { theme } from "../theme/theme";
import { Abbreviated } from "../components/ui/Abbreviated";
import { siteAbbreviations } from "../lib/abbreviations";

/**
 * For parents and young people: who the program is for, what it is, when and where it meets (the
 * same hours and address as the Contact page, from data/site.yaml), who works with the youth, the
 * facts still to confirm, and one action: the contact form, ready for a sign-up question.
 */
export default function FamiliesPage({ data }: PageProps<Queries.FamiliesPageQuery>) {
  const page = pageFile(data.familiesPageYaml, "families");
  const site = required(data.siteYaml, "data/site.yaml");
  const locale = useLocale();
  const { address } = site;
  const abbreviations = siteAbbreviations(site);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Cards>
        <FamilyCard icon="users" heading={page.who.heading}>
          <p>{page.who.text}</p>
        </FamilyCard>
        <FamilyCard icon="book" heading={page.what.heading}>
          <p>{page.what.text}</p>
          <p>
            <LineLink href={localePath(locale, page.what.link.to)}>{page.what.link.label}</LineLink>
          </p>
        </FamilyCard>
        <FamilyCard icon="clock" heading={page.when.heading}>
          <h3>{site.programSessions.name}</h3>
          <ProgramSessions sessions={site.programSessions} />
          <h3>{page.when.placeLabel}</h3>
          <address>
            {address.street}
            <br />
            <Abbreviated text={`${address.city}, ${address.region} ${address.postalCode}`} abbreviations={abbreviations} />
          </address>
        </FamilyCard>
        <FamilyCard icon="shield" heading={page.volunteers.heading}>
          <p>{page.volunteers.text}</p>
        </FamilyCard>
        <OptionalFacts facts={page.facts} />
      </Cards>
      <CallToAction id="sign-up" heading={page.action.heading} text={page.action.text}>
        <ButtonLink to={contactFormLink(curriculumInterest, undefined, enrolAsk)}>{page.action.button}</ButtonLink>
      </CallToAction>
    </>
  );
}

export const query = graphql`
  query FamiliesPage($locale: String!) {
    familiesPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      who {
        heading
        text
      }
      what {
        heading
        text
        link {
          label
          to
        }
      }
      when {
        heading
        placeLabel
      }
      volunteers {
        heading
        text
      }
      facts {
        ...FamiliesFacts
      }
      action {
        heading
        text
        button
      }
    }
    siteYaml(locale: { eq: $locale }) {
      programSessions {
        ...ProgramSessionsText
      }
      address {
        street
        city
        region
        regionName
        postalCode
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.FamiliesPageQuery>) {
  const page = pageFile(data.familiesPageYaml, "families");
  return <PageHead page={page} location={location} pageContext={pageContext} />;
}

/** The answers two across from tablets, in the order a parent asks them. */
const Cards = styled(Container)`
  display: grid;
  gap: ${theme.space.md};
  padding-block: ${theme.space["2xl"]};

  ${theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
