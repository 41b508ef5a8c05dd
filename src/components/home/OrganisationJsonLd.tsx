import React from "react";
import { graphql } from "gatsby";
import { useSiteMetadata } from "../../hooks/useSiteMetadata";
import { jsonLdText, organisationJsonLd } from "./structuredData";
import { organisationLogoPath } from "../../lib/siteIcons";

interface OrganisationJsonLdProps {
  site: Queries.OrganisationFactsFragment;
}

/** The home page's structured data for search engines (a data block, not a script that runs). */
export function OrganisationJsonLd({ site }: OrganisationJsonLdProps) {
  const { siteUrl } = useSiteMetadata();
  const data = organisationJsonLd(site, siteUrl, organisationLogoPath);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

export const query = graphql`
  fragment OrganisationFacts on SiteYaml {
    name
    description
    email
    phone
    foundedYear
    areaServed
    address {
      street
      city
      region
      postalCode
    }
    social {
      url
    }
  }
`;
