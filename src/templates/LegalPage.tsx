import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { LegalArticle } from "../components/legal/LegalArticle";
import { PageHead } from "../components/layout/PageHead";
import { required } from "../lib/required";
import { pageFile } from "../lib/pageFile";

/** Privacy, Terms and Accessibility: one page per file in data/legal/ (see gatsby-node.ts createPages). */
export default function LegalPage({ data }: PageProps<Queries.LegalPageQuery>) {
  const page = pageFile(data.legalPageYaml, "legal");
  const site = required(data.siteYaml, "data/site.yaml");
  const layout = required(data.layoutYaml, "data/layout.yaml");
  return <LegalArticle page={page} email={site.email} updatedLabel={layout.legalUpdatedLabel} />;
}

export const query = graphql`
  query LegalPage($slug: String!, $locale: String!) {
    legalPageYaml(slug: { eq: $slug }, locale: { eq: $locale }) {
      title
      description
      ...LegalArticle
    }
    siteYaml(locale: { eq: $locale }) {
      email
    }
    layoutYaml(locale: { eq: $locale }) {
      legalUpdatedLabel
    }
  }
`;

export function Head({ data, location, pageContext }: HeadProps<Queries.LegalPageQuery>) {
  const page = pageFile(data.legalPageYaml, "legal");
  return <PageHead page={page} location={location} pageContext={pageContext} />;
}
