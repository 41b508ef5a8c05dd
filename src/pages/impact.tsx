import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { PageHeader } from "../components/ui/PageHeader";
import { Section } from "../components/ui/Section";
import { Gallery } from "../components/ui/Gallery";
import { Container } from "../components/ui/Container";
import { ImpactStats } from "../components/impact/ImpactStats";
import { FeaturePhotos } from "../components/impact/FeaturePhotos";
import { Banner } from "../components/impact/Banner";
import { Testimonials } from "../components/impact/Testimonials";
import { ImpactCta } from "../components/impact/ImpactCta";
import { PageHead } from "../components/layout/PageHead";
import { photoSlotSizes } from "../components/ui/Photo";
import { WideScreenPreload } from "../components/ui/WideScreenPreload";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";
import { theme } from "../theme/theme";

export default function ImpactPage({ data }: PageProps<Queries.ImpactPageQuery>) {
  const page = pageFile(data.impactPageYaml, "impact");
  const site = required(data.siteYaml, "data/site.yaml");
  const layout = required(data.layoutYaml, "data/layout.yaml");
  const { participants } = page;
  return (
    <>
      <PageHeader heading={page.heading} intro={page.subtitle} />
      <ImpactStats stats={required(data.statsYaml, "data/stats.yaml").figures} label={page.statsLabel} />
      <FeaturePhotos features={page.features} />
      <Section id="participants" heading={participants.title} intro={participants.description} tone="sand">
        <Gallery photos={participants.photos} captions="over" shape="portrait" />
      </Section>
      <Banners>
        {page.banners.map((banner) => (
          <Banner key={banner.title} title={banner.title} text={banner.text} photo={banner.photo} />
        ))}
      </Banners>
      <Testimonials
        heading={page.testimonials.heading}
        intro={page.testimonials.intro}
        ageLabel={page.testimonials.ageLabel}
        testimonials={required(data.testimonialsYaml, "data/testimonials.yaml").testimonials}
      />
      <ImpactCta cta={page.cta} donateUrl={site.donateUrl} newTabNotice={layout.footer.opensInNewTab} />
    </>
  );
}

const Banners = styled(Container)`
  padding-block: ${theme.space["2xl"]};
`;

export const query = graphql`
  query ImpactPage($locale: String!) {
    impactPageYaml(locale: { eq: $locale }) {
      title
      description
      heading
      subtitle
      statsLabel
      participants {
        title
        description
        photos {
          ...GalleryPortraitPhoto
        }
      }
      ...ImpactFeatures
      banners {
        title
        text
        photo {
          ...WidePhoto
        }
      }
      testimonials {
        heading
        intro
        ageLabel
      }
      ...ImpactCta
    }
    statsYaml(locale: { eq: $locale }) {
      ...ImpactStats
    }
    testimonialsYaml(locale: { eq: $locale }) {
      ...ImpactTestimonials
    }
    siteYaml(locale: { eq: $locale }) {
      donateUrl
    }
    layoutYaml(locale: { eq: $locale }) {
      footer {
        opensInNewTab
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.ImpactPageQuery>) {
  const page = pageFile(data.impactPageYaml, "impact");
  const [first] = page.features;
  return (
    <PageHead page={page} location={location} pageContext={pageContext}>
      {first && <WideScreenPreload photo={first.photo} sizes={photoSlotSizes.card} />}
    </PageHead>
  );
}
