/** @jest-environment node */
import { robotsTxt } from "./robotsTxt";

describe("robotsTxt", () => {
  it("names the sitemap and keeps crawlers out of the editor on the live site (and a build on this computer)", () => {
    for (const publication of ["live", "local"] as const) {
      expect(robotsTxt({ siteUrl: "https://mevsme-youth.example.org", publication })).toBe(
        "User-agent: *\nDisallow: /admin/\n\nSitemap: https://mevsme-youth.example.org/sitemap-index.xml\n",
      );
    }
  });

  it("names no sitemap before the launch, and lets crawlers read each page's noindex", () => {
    expect(robotsTxt({ siteUrl: "https://mevsme-youth.netlify.app", publication: "notLaunched" })).toBe("User-agent: *\nDisallow: /admin/\n");
  });

  it("keeps every crawler away from a deploy preview", () => {
    expect(robotsTxt({ siteUrl: "https://example.org", publication: "preview" })).toMatch(/^User-agent: \*\nDisallow: \/\n/);
  });
});
