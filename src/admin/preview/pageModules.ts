import type React from "react";
import type { PageProps } from "gatsby";
import type { PageName, SitePage } from "../../lib/contentPages";

/**
 * The modules of the pages the previews render, by their name in the list of pages
 * (src/lib/contentPages.ts). Nothing here names a page: whoever loads the pages' modules registers
 * them. In the editor's bundle that is its entry, written from the list by
 * plugins/editor/editorBundle.ts; in unit tests, tests/support/pageModules.ts, with Node's `require`.
 */

/** What the preview needs of a page's module: its component (the default export) and its page query's text. */
export interface PageModule {
  readonly default: React.ComponentType<PageProps<unknown>>;
  readonly query: string;
}

const registered = new Map<PageName, unknown>();

/** Registers pages' modules (each as loaded, checked when its preview is drawn); a page registered again is replaced. */
export function registerPageModules(modules: Readonly<Partial<Record<PageName, unknown>>>): void {
  for (const [name, module] of Object.entries(modules)) registered.set(name as PageName, module);
}

const isComponent = (value: unknown): boolean =>
  typeof value === "function" || (typeof value === "object" && value !== null && "$$typeof" in value);

/**
 * What a page's module lacks for the preview, each naming the page and its file; none when it has
 * a component as its default export and a `query` (its text, as the graphql tag of ./queryText.ts gives it).
 */
export function pageModuleProblems(page: Pick<SitePage, "name" | "source">, module: unknown): string[] {
  const of = `The page "${page.name}" (${page.source})`;
  if (typeof module !== "object" || module === null) return [`${of} has no module`];
  const { default: component, query } = module as Record<string, unknown>;
  const problems: string[] = [];
  if (!isComponent(component)) problems.push(`${of} has no component as its default export`);
  if (typeof query !== "string" || query.trim() === "") problems.push(`${of} exports no page query as \`query\``);
  return problems;
}

/** The module of a page of the list, as registered; an error naming the page and its file when it is missing or lacks what the preview needs. */
export function pageModule(page: SitePage): PageModule {
  if (!registered.has(page.name)) {
    throw new Error(`The editor's previews have no module for the page "${page.name}" (${page.source}): the previews' bundle loads every page of src/lib/contentPages.ts (plugins/editor/editorBundle.ts), tests call registerSitePageModules (tests/support/pageModules.ts)`);
  }
  const module = registered.get(page.name);
  const problems = pageModuleProblems(page, module);
  if (problems.length > 0) throw new Error(problems.join("; "));
  return module as PageModule;
}
