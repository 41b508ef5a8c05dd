import { isProductionBuild, robotsTxt } from "./robotsTxt";

describe("robotsTxt", () => {
  it("names the sitemap and keeps crawlers out of the editor in production", () => {
    expect(robotsTxt({ siteUrl: "https://mevsme-youth.example.org", production: true })).toBe(
      "User-agent: *\nDisallow: /admin/\n\nSitemap: https://mevsme-youth.example.org/sitemap-index.xml\n",
    );
  });

  it("keeps every crawler away from a deploy preview", () => {
    expect(robotsTxt({ siteUrl: "https://example.org", production: false })).toMatch(/^User-agent: \*\nDisallow: \/\n/);
  });
});

describe("isProductionBuild", () => {
  it("is true on Netlify's production context and off Netlify, false on previews and branches", () => {
    expect(isProductionBuild("production")).toBe(true);
    expect(isProductionBuild(undefined)).toBe(true);
    expect(isProductionBuild("deploy-preview")).toBe(false);
    expect(isProductionBuild("branch-deploy")).toBe(false);
  });
});
