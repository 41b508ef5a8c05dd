import React from "react";
import type { GatsbySSR } from "gatsby";
import { globalCss } from "./src/theme/globalCss";
import { theme } from "./src/theme/theme";

import { Layout } from "./src/components/layout/Layout";

/** Every page in the site's layout; the browser loads the same Layout as a chunk (gatsby-browser.tsx). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);

/**
 * Without JavaScript the menu button cannot work, so the header stops being fixed and simply
 * shows its links (the selectors are data attributes set in Header.tsx and MainNav.tsx).
 */
const noScriptCss = [
  "[data-menu-toggle]{display:none!important}",
  "[data-site-header]{position:static!important;height:auto!important}",
  "[data-site-header]>div{flex-wrap:wrap;padding-block:0.5rem}",
  "[data-menu-panel]{display:flex!important;flex-wrap:wrap;align-items:center;gap:0.5rem;position:static!important;box-shadow:none!important;border:0!important;padding:0!important;max-height:none!important}",
  "[data-menu-panel] ul{flex-direction:row!important;flex-wrap:wrap}",
  "[data-menu-panel] a{border:0!important}",
  "[data-site-main]{padding-top:0!important}",
  // Buttons that only work with JavaScript (mail actions): the forms say how to write instead.
  "[data-needs-js]{display:none!important}",
].join("");

/**
 * Netlify Identity's invitation, recovery and confirmation e-mails open the home page with a
 * token in the address's hash. This forwards those visitors to the content editor, which handles
 * the token; the public pages never load the Identity widget. (Its hash is in the CSP: see
 * scripts/headers.mjs.)
 */
const identityRedirect =
  'if(/^#(invite|recovery|confirmation|email_change)_token=/.test(location.hash))location.replace("/admin/"+location.hash)';

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  setHeadComponents([
    <noscript key="no-js-menu">
      <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
    </noscript>,
    ...(pathname === "/" ? [<script key="identity-redirect" dangerouslySetInnerHTML={{ __html: identityRedirect }} />] : []),
  ]);
};

/**
 * The global rules go first in <head>, so the component styles that follow win where both apply,
 * as they would inside one style sheet.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents }) => {
  replaceHeadComponents([
    <style key="global-css" data-global-css="" dangerouslySetInnerHTML={{ __html: globalCss(theme) }} />,
    ...getHeadComponents(),
  ]);
};
