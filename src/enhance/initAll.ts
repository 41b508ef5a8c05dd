import { reportError } from "./errors";

/** A behaviour for one piece of server-rendered markup, constructed with its root element. */
export type ModuleConstructor = new (root: HTMLElement) => unknown;

export interface InitOptions {
  /** Where to look for `[data-module]` elements (the whole document by default). */
  scope?: ParentNode;
  /** What to do when a module fails to start (by default: the page's error alert). */
  onError?: (error: unknown, name: string, root: HTMLElement) => void;
}

/**
 * Starts every module whose name a `data-module` attribute lists (GOV.UK Frontend's pattern):
 * each is constructed once with its root element, and one that fails is reported without
 * stopping the others, so the rest of the page keeps working.
 */
export function initAll(modules: Readonly<Record<string, ModuleConstructor>>, { scope = document, onError = reportError }: InitOptions = {}): void {
  for (const root of Array.from(scope.querySelectorAll<HTMLElement>("[data-module]"))) {
    for (const name of (root.dataset.module ?? "").split(/\s+/).filter(Boolean)) {
      const Module = modules[name];
      if (!Module || root.hasAttribute(`data-${name}-started`)) continue;
      try {
        new Module(root);
        root.setAttribute(`data-${name}-started`, "");
      } catch (error) {
        onError(error, name, root);
      }
    }
  }
}
