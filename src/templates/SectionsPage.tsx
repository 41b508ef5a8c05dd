import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/ui/PageHeader";
import { LinkedCallToAction } from "../components/ui/LinkedCallToAction";
import { PageSections } from "../components/sections/PageSections";
import { Seo } from "../components/layout/Seo";
import { photoSlotSizes } from "../components/ui/Photo";
import { WideScreenPreload } from "../components/ui/WideScreenPreload";
import { required } from "../lib/required";

/**
 * A page of sections (src/lib/contentPages.ts, model "sections"): its heading and introduction,
 * its sections, and its call to action if it has one. gatsby-node.ts makes one in each language at
 * the page's address, with its file's name as `slug`.
 */
export default function SectionsPage({ data }: PageProps<Queries.SectionsPageQuery>) {
  const page = required(data.sectionsPageYaml, "a page of sections' file in data/pages/");
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <PageSections sections={page.sections} />
      {page.action && <LinkedCallToAction action={page.action} />}
    </>
  );
}

export const query = graphql`
  query SectionsPage($slug: String!, $locale: String!) {
    sectionsPageYaml(slug: { eq: $slug }, locale: { eq: $locale }) {
      title
      description
      heading
      intro
      ...PageSections
      action {
        ...LinkedCallToAction
      }
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.SectionsPageQuery>) {
  const page = required(data.sectionsPageYaml, "a page of sections' file in data/pages/");
  // The first section's photo stands in a wide screen's first view, beside the section's text.
  const firstPhoto = page.sections[0]?.photo;
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname} pageContext={pageContext}>
      {firstPhoto && <WideScreenPreload photo={firstPhoto} sizes={photoSlotSizes.card} />}
    </Seo>
  );
}
