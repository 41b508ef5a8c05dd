import { editedSiteAddress } from "./siteLink";

describe("the editor's link to the site it edits", () => {
  it("is the public site's address in the production site's editor, once Netlify gave one", () => {
    expect(editedSiteAddress({ origin: "https://mevsme.netlify.app" }, { kind: "production", productionUrl: "https://www.mevsme.org" })).toBe("https://www.mevsme.org");
  });

  it("is the editor's own site everywhere else: a deploy preview's, this computer's, a production build given no address", () => {
    expect(editedSiteAddress({ origin: "https://deploy-preview-12--mevsme.netlify.app" }, { kind: "preview", productionUrl: "https://www.mevsme.org" })).toBe("https://deploy-preview-12--mevsme.netlify.app");
    expect(editedSiteAddress({ origin: "http://localhost:8000" }, { kind: "local", productionUrl: null })).toBe("http://localhost:8000");
    // Never npm start's address, where nothing runs for a coordinator on the hosted editor.
    expect(editedSiteAddress({ origin: "https://mevsme.netlify.app" }, { kind: "production", productionUrl: null })).toBe("https://mevsme.netlify.app");
  });
});
