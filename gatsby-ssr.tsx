import React from "react";
import type { GatsbySSR } from "gatsby";
import { noScriptCss } from "./src/components/layout/noScriptCss";
import { pageLocale } from "./src/lib/locales";

/*
 * What React renders for every page. What the pages' markup then loses and gains (Gatsby's
 * scripts out, the global style first) is plugins/site-finish/gatsby-ssr.tsx's.
 */

/** Every page in the site's layout, in its page's language (as gatsby-browser.tsx under `gatsby develop`). */
export { wrapPageElement } from "./src/components/layout/wrapPageElement";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents, loadPageDataSync }) => {
  // The page's language, as its layout gets it: from its page context.
  const pageContext = loadPageDataSync?.(pathname)?.result?.pageContext as Record<string, unknown> | undefined;
  setHtmlAttributes({ lang: pageLocale({ location: { pathname }, pageContext }) });
  setHeadComponents([
    <noscript key="no-js-menu">
      <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
    </noscript>,
  ]);
};
