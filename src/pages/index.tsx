import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Hero } from "../components/home/Hero";
import { HomeStats } from "../components/home/HomeStats";
import { heroPhotoSizes } from "../components/home/Hero";
import { WideScreenPreload } from "../components/ui/WideScreenPreload";
import { OrganisationJsonLd } from "../components/home/OrganisationJsonLd";
import { PageHead } from "../components/layout/PageHead";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";

export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const page = pageFile(data.homePageYaml, "home");
  const site = required(data.siteYaml, "data/site.yaml");
  const stats = required(data.statsYaml, "data/stats.yaml");
  return (
    <>
      <Hero hero={page.hero} site={site} missionHeading={page.mission.heading} foundedLabel={page.mission.foundedLabel} />
      <HomeStats stats={stats} label={page.statsLabel} />
    </>
  );
}

export const query = graphql`
  query HomePage($locale: String!) {
    homePageYaml(locale: { eq: $locale }) {
      title
      description
      statsLabel
      mission {
        heading
        foundedLabel
      }
      ...HomeHero
    }
    siteYaml(locale: { eq: $locale }) {
      ...HomeSite
      ...OrganisationFacts
    }
    statsYaml(locale: { eq: $locale }) {
      ...HomeStats
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.HomePageQuery>) {
  const page = pageFile(data.homePageYaml, "home");
  const site = required(data.siteYaml, "data/site.yaml");
  return (
    <PageHead page={page} location={location} pageContext={pageContext}>
      <WideScreenPreload photo={page.hero.photo} sizes={heroPhotoSizes} />
      <OrganisationJsonLd site={site} />
    </PageHead>
  );
}
