import type { Layout as LayoutComponent } from "./Layout";

/**
 * The Layout (header, menu, footer, subscribe form, mail helpers) as its own script in the browser.
 * In Gatsby's app script it made one long task of about 50 ms on a mid-range phone's first load
 * (four times that on the cheap phones Lighthouse imitates), blocking taps; as a chunk the browser
 * evaluates it as a separate, shorter task. The download starts as soon as the app script runs,
 * and gatsby-browser.tsx holds hydration (replaceHydrateFunction) until it is in, while Gatsby
 * fetches the page data and the page script at the same time.
 * A failed download leaves the server-rendered page as it is: readable, with working links.
 */
let loaded: typeof LayoutComponent | undefined;

export const layoutReady: Promise<void> = import(/* webpackChunkName: "layout" */ "./Layout").then((module) => {
  loaded = module.Layout;
});

/** The Layout once `layoutReady` has resolved; undefined before. */
export const loadedLayout = (): typeof LayoutComponent | undefined => loaded;
