/** @jest-environment node */
/** The site's pages, one per language (gatsby-node.ts at the project's root). */
import * as gatsbyNode from "../../gatsby-node";

const { onCreatePage } = gatsbyNode;

describe("gatsby-node, one language at a time", () => {
  it("builds every page in English at its own path and in Spanish under /es, with its language", () => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() };
    for (const pagePath of ["/", "/about/", "/404.html"]) {
      (onCreatePage as Function)({ page: { path: pagePath, component: "page.tsx", context: {} }, actions });
    }
    expect(actions.deletePage).toHaveBeenCalledTimes(3);
    expect(actions.createPage.mock.calls.map(([page]) => [page.path, page.context.locale])).toEqual([
      ["/", "en"],
      ["/es", "es"],
      ["/about/", "en"],
      ["/es/about/", "es"],
      ["/404.html", "en"],
      ["/es/404.html", "es"],
    ]);
  });

  it("leaves a page it made itself alone (no endless loop)", () => {
    const actions = { createPage: jest.fn(), deletePage: jest.fn() };
    (onCreatePage as Function)({ page: { path: "/es/about/", component: "page.tsx", context: { locale: "es" } }, actions });
    expect(actions.deletePage).not.toHaveBeenCalled();
    expect(actions.createPage).not.toHaveBeenCalled();
  });
});
