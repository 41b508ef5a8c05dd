/**
 * The home page's structured data: the organisation as schema.org's NGO, built from the same
 * facts (data/site.yaml) the footer shows, so search results never disagree with the site.
 */
export function organisationJsonLd(facts: Queries.OrganisationFactsFragment, siteUrl: string, logoPath: string) {
  const url = new URL("/", siteUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: facts.name,
    url,
    logo: new URL(logoPath, siteUrl).toString(),
    description: facts.description.trim(),
    email: facts.email,
    // Only once data/site.yaml has a number: none is better than a made-up one.
    ...(facts.phone ? { telephone: facts.phone } : {}),
    foundingDate: String(facts.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: "US",
    },
    areaServed: facts.areaServed.map((name) => ({ "@type": "Place", name })),
    sameAs: facts.social.map((link) => link.url?.trim() ?? "").filter((link) => link !== ""),
  };
}

/**
 * The JSON for a <script type="application/ld+json">: "<" escaped, so no value an editor types
 * can close the script element.
 */
export const jsonLdText = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c");
