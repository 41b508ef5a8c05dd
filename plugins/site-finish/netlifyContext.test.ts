/** @jest-environment node */
import { isProductionBuild } from "./netlifyContext";

describe("isProductionBuild", () => {
  it("is true on Netlify's production context and off Netlify, false on previews and branches", () => {
    expect(isProductionBuild("production")).toBe(true);
    expect(isProductionBuild(undefined)).toBe(true);
    expect(isProductionBuild("deploy-preview")).toBe(false);
    expect(isProductionBuild("branch-deploy")).toBe(false);
  });
});
