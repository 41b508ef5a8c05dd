import React, { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import type { GatsbyBrowser } from "gatsby";
import { layoutReady, loadedLayout } from "./src/components/layout/layoutChunk";

/** Every page in the site's layout, as gatsby-ssr.tsx wraps it on the server. */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => {
  const Layout = loadedLayout();
  return Layout ? <Layout pathname={props.location.pathname}>{element}</Layout> : element;
};

/**
 * Hydrates the server-rendered page inside a transition. Gatsby's own hydrateRoot runs at
 * default priority, which React does in one uninterrupted task: on a cheap phone that task
 * alone blocks taps for a few hundred milliseconds. As a transition, React hydrates in slices
 * of about 5 ms and lets the browser respond in between; the page is already visible and
 * styled from the HTML, and a tap on a part not yet hydrated is replayed once it is.
 * An empty container (`gatsby develop` without server rendering) is rendered, as Gatsby does.
 * Returns the cleanup function Gatsby expects from a replacement.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  let root: Root | undefined;
  // Every page renders inside the Layout, whose chunk (layoutChunk.ts) loads while Gatsby fetches
  // the page's data and script: hydration waits for whichever comes last, not for one after the
  // other. If the chunk cannot load, the server-rendered page stays as it is, links working.
  void layoutReady.then(() => {
    if (container.children.length > 0) {
      startTransition(() => {
        root = hydrateRoot(container, element);
      });
    } else {
      root = createRoot(container);
      root.render(element);
    }
  });
  return () => root?.unmount();
};
