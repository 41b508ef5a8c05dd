import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageHeader } from "../components/ui/PageHeader";
import { Container } from "../components/ui/Container";
import { LineLink } from "../components/ui/LineLink";
import { FamilyCard } from "../components/families/FamilyCard";
import { FamilyQuestions } from "../components/families/FamilyQuestions";
import { FamilyPrograms } from "../components/families/FamilyPrograms";
import { SignUpSection } from "../components/families/SignUpSection";
import { ProgramSessions } from "../components/contact/ProgramSessions";
import { PageHead } from "../components/layout/PageHead";
import { useLocale } from "../lib/LocaleContext";
import { localePath } from "../lib/locales";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";
import { theme } from "../theme/theme";
import { Abbreviated } from "../components/ui/Abbreviated";
import { siteAbbreviations } from "../lib/abbreviations";

/**
 * For parents and young people: who the programs are for, what we offer (every program by its
 * title, as the Programs page names it), when and where to visit (the same hours and address as the
 * Contact page, from data/site.yaml), what a family asks first, answered from data/site.yaml or
 * with how to ask us, and one action: the sign-up form, whose e-mail says who the young person is
 * and how and when to reach the family.
 */
export default function FamiliesPage({ data }: PageProps<Queries.FamiliesPageQuery>) {
  const page = pageFile(data.familiesPageYaml, "families");
  const site = required(data.siteYaml, "data/site.yaml");
  const forms = required(data.formsYaml, "data/forms.yaml");
  const { programs } = required(data.programsYaml, "data/programs.yaml");
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
          <FamilyPrograms label={page.what.programsLabel} programs={programs} />
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
        <FamilyQuestions questions={page.questions} answers={site.familyFacts} email={site.email} phone={site.phone} />
      </Cards>
      <SignUpSection heading={page.action.heading} text={page.action.text} form={forms.signUp} copy={forms} to={site.email} />
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
        programsLabel
        link {
          label
          to
        }
      }
      when {
        heading
        placeLabel
      }
      questions {
        ...FamiliesQuestions
      }
      action {
        heading
        text
      }
    }
    formsYaml(locale: { eq: $locale }) {
      ...FormsCopy
      signUp {
        ...MailFormFields
      }
    }
    siteYaml(locale: { eq: $locale }) {
      email
      phone
      familyFacts {
        ...FamilyFactsAnswers
      }
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
    programsYaml(locale: { eq: $locale }) {
      programs {
        id
        title
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
