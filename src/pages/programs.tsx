import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/ui/PageHeader";
import { ProgramCard } from "../components/programs/ProgramCard";
import { ProgramList } from "../components/programs/ProgramList";
import { Curriculum } from "../components/programs/Curriculum";
import { Workshop } from "../components/programs/Workshop";
import { PageHead } from "../components/layout/PageHead";
import { photoSlotSizes } from "../components/ui/Photo";
import { WideScreenPreload } from "../components/ui/WideScreenPreload";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";
import { countSentence } from "../lib/countWords";
import { pageLocale } from "../lib/locales";

export default function ProgramsPage({ data, location, pageContext }: PageProps<Queries.ProgramsPageQuery>) {
  const page = pageFile(data.programsPageYaml, "programs");
  const { programs } = required(data.programsYaml, "data/programs.yaml");
  const { sessions } = required(data.curriculumYaml, "data/curriculum.yaml");
  const { numberWords } = required(data.siteYaml, "data/site.yaml");
  // How many programs and sessions there are is said from the lists, never written by hand.
  const counted = (templates: Queries.CountText, count: number) => countSentence(templates, pageLocale({ location, pageContext }), count, numberWords);
  return (
    <>
      <PageHeader heading={page.heading} intro={counted(page.intro, programs.length)} />
      <ProgramList>
        {programs.map((program) => (
          <ProgramCard key={program.id} program={program} featuresLabel={page.featuresLabel} learnMore={page.learnMore} />
        ))}
      </ProgramList>
      <Curriculum
        heading={page.curriculum.heading}
        intro={counted(page.curriculum.intro, sessions.length)}
        sessionLabel={page.curriculum.sessionLabel}
        sessions={sessions}
      />
      <Workshop workshop={page.workshop} />
    </>
  );
}

export const query = graphql`
  query ProgramsPage($locale: String!) {
    programsPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      intro {
        one
        other
      }
      featuresLabel
      learnMore
      curriculum {
        heading
        intro {
          one
          other
        }
        sessionLabel
      }
      ...ProgramsWorkshop
    }
    programsYaml(locale: { eq: $locale }) {
      programs {
        ...ProgramCard
      }
    }
    curriculumYaml(locale: { eq: $locale }) {
      ...Curriculum
    }
    siteYaml(locale: { eq: $locale }) {
      numberWords
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.ProgramsPageQuery>) {
  const page = pageFile(data.programsPageYaml, "programs");
  const [first] = required(data.programsYaml, "data/programs.yaml").programs;
  return (
    <PageHead page={page} location={location} pageContext={pageContext}>
      {first && <WideScreenPreload photo={first.photo} sizes={photoSlotSizes.card} />}
    </PageHead>
  );
}
