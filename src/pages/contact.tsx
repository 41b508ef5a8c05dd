import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageHeader } from "../components/ui/PageHeader";
import { Container } from "../components/ui/Container";
import { Card } from "../components/ui/Card";
import { MailForm } from "../mail/MailForm";
import { withProgramChoices } from "../mail/programChoices";
import { ContactInfo } from "../components/contact/ContactInfo";
import { PageHead } from "../components/layout/PageHead";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";
import { theme } from "../theme/theme";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const page = pageFile(data.contactPageYaml, "contact");
  const forms = required(data.formsYaml, "data/forms.yaml");
  const site = required(data.siteYaml, "data/site.yaml");
  const { programs } = required(data.programsYaml, "data/programs.yaml");

  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ContactGrid>
        <FormCard id="volunteer" aria-labelledby="volunteer-heading">
          <h2 id="volunteer-heading">{page.volunteer.heading}</h2>
          {page.volunteer.intro && <p>{page.volunteer.intro}</p>}
          <MailForm id="volunteer-form" form={forms.volunteer} copy={forms} to={site.email} />
        </FormCard>
        <ContactInfo page={page} site={site} visitMail={forms.visit} openingMessage={forms.toasts.opening} />
        <FormCard id="message" aria-labelledby="message-heading">
          <h2 id="message-heading">{page.message.heading}</h2>
          {page.message.intro && <p>{page.message.intro}</p>}
          <MailForm id="contact-form" form={withProgramChoices(forms.contact, programs)} copy={forms} to={site.email} programs={programs} />
        </FormCard>
      </ContactGrid>
    </>
  );
}

export const query = graphql`
  query ContactPage($locale: String!) {
    contactPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      volunteer {
        heading
        intro
      }
      visit {
        heading
        text
        button
      }
      call {
        heading
      }
      email {
        heading
        note
      }
      call {
        heading
        noPhoneHeading
        hours
      }
      message {
        heading
        intro
      }
    }
    formsYaml(locale: { eq: $locale }) {
      ...FormsCopy
      volunteer {
        ...MailFormFields
      }
      contact {
        ...MailFormFields
      }
      visit {
        subject
        body
      }
    }
    siteYaml(locale: { eq: $locale }) {
      email
      phone
      phoneNote
      phoneHours
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

export function Head({ data, location, pageContext }: HeadProps<Queries.ContactPageQuery>) {
  const page = pageFile(data.contactPageYaml, "contact");
  return <PageHead page={page} location={location} pageContext={pageContext} />;
}

/** The two forms in the wide column, the contact cards beside them on large screens. */
const ContactGrid = styled(Container)`
  display: grid;
  gap: ${theme.space.xl};
  padding-block: ${theme.space["2xl"]};

  ${theme.media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;

    & > #message {
      grid-column: 1;
    }
  }
`;

const FormCard = styled(Card).attrs({ as: "section" })`
  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
`;
