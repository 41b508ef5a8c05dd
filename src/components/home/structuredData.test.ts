import { jsonLdText, organisationJsonLd } from "./structuredData";

const facts: Queries.OrganisationFactsFragment = {
  name: "ME vs. ME Youth Outreach",
  description: "Mentoring youth in Vista.\n",
  email: "info@example.org",
  phone: null,
  foundedYear: 2021,
  areaServed: ["Vista, California", "North County San Diego"],
  address: { street: "100 Example Street", city: "Vista", region: "CA", postalCode: "92083" },
  social: [{ url: "https://www.facebook.com/mevsme" }, { url: "" }, { url: null }],
};

describe("organisationJsonLd", () => {
  const data = organisationJsonLd(facts, "https://mevsme-youth.example.org", "/icons/icon-512x512.png");

  it("describes the organisation as an NGO with absolute addresses", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NGO",
      name: "ME vs. ME Youth Outreach",
      url: "https://mevsme-youth.example.org/",
      logo: "https://mevsme-youth.example.org/icons/icon-512x512.png",
      description: "Mentoring youth in Vista.",
      email: "info@example.org",
      foundingDate: "2021",
    });
  });

  it("gives a telephone only once data/site.yaml has one", () => {
    expect(data).not.toHaveProperty("telephone");
    const withPhone = organisationJsonLd({ ...facts, phone: "(760) 555-0100" }, "https://mevsme-youth.example.org", "/icons/icon-512x512.png");
    expect(withPhone).toHaveProperty("telephone", "(760) 555-0100");
  });

  it("gives the postal address in Vista, CA 92083, US and the areas served", () => {
    expect(data.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: "100 Example Street",
      addressLocality: "Vista",
      addressRegion: "CA",
      postalCode: "92083",
      addressCountry: "US",
    });
    expect(data.areaServed.map((place) => place.name)).toEqual(["Vista, California", "North County San Diego"]);
  });

  it("lists only the social links that are filled in", () => {
    expect(data.sameAs).toEqual(["https://www.facebook.com/mevsme"]);
  });
});

describe("jsonLdText", () => {
  it("cannot be closed early by a value containing </script>", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
