/** @jest-environment node */
import { deployKind, localSiteUrl, siteAddress } from "./siteAddress";

// What Netlify sets on a build of a site named "mevsme-youth" with the custom domain www.mevsme-youth.org.
const netlify = {
  URL: "https://www.mevsme-youth.org",
  DEPLOY_PRIME_URL: "https://deploy-preview-12--mevsme-youth.netlify.app",
  DEPLOY_URL: "https://6650f1a2b3c4d5e6f7a8b9c0--mevsme-youth.netlify.app",
};

describe("deployKind", () => {
  it("reads Netlify's CONTEXT: production, previews and branches, and this computer (none, or netlify build's dev)", () => {
    expect(deployKind("production")).toBe("production");
    expect(deployKind("deploy-preview")).toBe("preview");
    expect(deployKind("branch-deploy")).toBe("preview");
    expect(deployKind("dev")).toBe("local");
    expect(deployKind(undefined)).toBe("local");
  });
});

describe("siteAddress", () => {
  it("is Netlify's URL on a production build", () => {
    expect(siteAddress({ CONTEXT: "production", ...netlify })).toEqual({ kind: "production", url: "https://www.mevsme-youth.org", from: "URL", productionUrl: "https://www.mevsme-youth.org" });
  });

  it("is the preview's or branch's own address on a deploy preview or branch deploy, knowing production's", () => {
    expect(siteAddress({ CONTEXT: "deploy-preview", ...netlify })).toMatchObject({ kind: "preview", url: netlify.DEPLOY_PRIME_URL, from: "DEPLOY_PRIME_URL", productionUrl: netlify.URL });
    expect(siteAddress({ CONTEXT: "branch-deploy", DEPLOY_URL: netlify.DEPLOY_URL })).toMatchObject({ kind: "preview", url: netlify.DEPLOY_URL, from: "DEPLOY_URL", productionUrl: null });
  });

  it("is npm start's address off Netlify, whatever netlify build on this computer says of its deploy", () => {
    expect(siteAddress({})).toEqual({ kind: "local", url: localSiteUrl, from: "localSiteUrl", productionUrl: null });
    expect(siteAddress({ CONTEXT: "dev", DEPLOY_PRIME_URL: "https://launch--site-name.netlify.app" })).toMatchObject({ kind: "local", url: localSiteUrl });
  });

  it("falls back to the local address on a production build Netlify gave no address (the launch check refuses it)", () => {
    expect(siteAddress({ CONTEXT: "production" })).toEqual({ kind: "production", url: localSiteUrl, from: "localSiteUrl", productionUrl: null });
    expect(siteAddress({ CONTEXT: "production", URL: "not an address" }).url).toBe(localSiteUrl);
  });

  it("keeps no trailing slash, so links are made the same from any form of the address", () => {
    expect(siteAddress({ CONTEXT: "production", URL: "https://www.mevsme-youth.org/" }).url).toBe("https://www.mevsme-youth.org");
  });
});
