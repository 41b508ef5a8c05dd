import { initAll, type ModuleConstructor } from "./initAll";
import { forwardIdentityLinks } from "./identityLinks";

/** What every page's script does first: one bundle per set of modules calls this (pageScripts.ts). */
export function start(modules: Readonly<Record<string, ModuleConstructor>>): void {
  forwardIdentityLinks(window.location);
  initAll(modules);
}
