/** @jest-environment node */
import { robotsTxt } from "./robotsTxt";

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
