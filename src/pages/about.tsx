import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/ui/PageHeader";
import { LinkedCallToAction } from "../components/ui/LinkedCallToAction";
import { OurStory } from "../components/about/OurStory";
import { Pillars } from "../components/about/Pillars";
import { Team } from "../components/about/Team";
import { AboutGalleries } from "../components/about/AboutGalleries";
import { OrganisationCard } from "../components/about/OrganisationCard";
import { PageHead } from "../components/layout/PageHead";
import { photoSlotSizes } from "../components/ui/Photo";
import { WideScreenPreload } from "../components/ui/WideScreenPreload";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";
import { shownGalleries } from "../lib/galleries";

export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const page = pageFile(data.aboutPageYaml, "about");
  const site = required(data.siteYaml, "data/site.yaml");
  const layout = required(data.layoutYaml, "data/layout.yaml");
  const galleries = shownGalleries(required(data.galleriesYaml, "data/galleries.yaml").galleries);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <OurStory story={page.story} vision={page.vision} />
      <Pillars heading={page.pillars.heading} intro={page.pillars.intro} pillars={required(data.pillarsYaml, "data/pillars.yaml").pillars} />
      <Team heading={page.team.heading} intro={page.team.intro} groups={required(data.teamYaml, "data/team.yaml").groups} />
      <AboutGalleries heading={page.galleries.heading} more={page.galleries.more} galleries={galleries} />
      <OrganisationCard
        city={`${site.address.city}, ${site.address.region}`}
        label={page.organisation.label}
        text={page.organisation.text}
        article={site.newsArticle}
        newTabNotice={layout.footer.opensInNewTab}
      />
      <LinkedCallToAction id="join" action={page.join} />
    </>
  );
}

export const query = graphql`
  query AboutPage($locale: String!) {
    aboutPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      intro
      ...AboutStory
      pillars {
        heading
        intro
      }
      team {
        heading
        intro
      }
      galleries {
        heading
        more
      }
      organisation {
        label
        text
      }
      join {
        ...LinkedCallToAction
      }
    }
    pillarsYaml(locale: { eq: $locale }) {
      ...AboutPillars
    }
    teamYaml(locale: { eq: $locale }) {
      ...AboutTeam
    }
    galleriesYaml(locale: { eq: $locale }) {
      galleries {
        ...Gallery
      }
    }
    siteYaml(locale: { eq: $locale }) {
      address {
        city
        region
      }
      newsArticle {
        label
        url
      }
    }
    layoutYaml(locale: { eq: $locale }) {
      footer {
        opensInNewTab
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.AboutPageQuery>) {
  const page = pageFile(data.aboutPageYaml, "about");
  return (
    <PageHead page={page} location={location} pageContext={pageContext}>
      <WideScreenPreload photo={page.story.photo} sizes={photoSlotSizes.card} />
    </PageHead>
  );
}
