/**
 * The pages' modules for the editor's previews in unit tests, loaded as the previews' bundle loads
 * them (plugins/editor/editorBundle.ts), but with Node's `require`: one for each page of the list of
 * pages (src/lib/contentPages.ts), from its `source`. A test that renders previews calls
 * registerSitePageModules once, after `jest.mock("gatsby", …)` (the modules' `graphql` must be the
 * previews' own, src/admin/preview/gatsbyShim.ts).
 */
import path from "path";
import { sitePages, type PageName, type SitePage } from "../../src/lib/contentPages";
import { registerPageModules } from "../../src/admin/preview/pageModules";

const root = path.resolve(__dirname, "../..");

/** A page's module, as loaded from its file. */
export function loadPageModule(page: SitePage): unknown {
  // Through Jest's module registry, so the test file's mocks (`gatsby`) apply to the page too.
  return require(path.join(root, page.source)) as unknown;
}

/** Loads every page of the list and registers it for the previews. */
export function registerSitePageModules(): void {
  const modules: Partial<Record<PageName, unknown>> = {};
  for (const page of sitePages) modules[page.name] = loadPageModule(page);
  registerPageModules(modules);
}
