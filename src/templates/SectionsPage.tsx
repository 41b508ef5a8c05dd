import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/ui/PageHeader";
import { LinkedCallToAction } from "../components/ui/LinkedCallToAction";
import { PageSections } from "../components/sections/PageSections";
import { PageHead } from "../components/layout/PageHead";
import { photoSlotSizes } from "../components/ui/Photo";
import { WideScreenPreload } from "../components/ui/WideScreenPreload";
import { pageFile } from "../lib/pageFile";
import type { PageName } from "../lib/contentPages";

/**
 * A page of sections (src/lib/contentPages.ts, model "sections"): its heading and introduction,
 * its sections, and its call to action if it has one. gatsby-node.ts makes one in each language at
 * the page's address, with its file's name as `slug`.
 */
/** What gatsby-node.ts gives each page of sections: its file's name, which is its name in the list of pages. */
interface SectionsContext {
  slug: PageName;
  locale: string;
}

export default function SectionsPage({ data, pageContext }: PageProps<Queries.SectionsPageQuery, SectionsContext>) {
  const page = pageFile(data.sectionsPageYaml, pageContext.slug);
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

export function Head({ data, location, pageContext }: HeadProps<Queries.SectionsPageQuery, SectionsContext>) {
  const page = pageFile(data.sectionsPageYaml, pageContext.slug);
  // The first section's photo stands in a wide screen's first view, beside the section's text.
  const firstPhoto = page.sections[0]?.photo;
  return (
    <PageHead page={page} location={location} pageContext={pageContext}>
      {firstPhoto && <WideScreenPreload photo={firstPhoto} sizes={photoSlotSizes.card} />}
    </PageHead>
  );
}
