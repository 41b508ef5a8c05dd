import React from "react";
import type { GatsbySSR } from "gatsby";
import { globalCss } from "./src/theme/globalCss";
import { theme } from "./src/theme/theme";
import { Layout } from "./src/components/layout/Layout";
import { LocaleProvider } from "./src/lib/LocaleContext";
import { localeOfPath } from "./src/lib/locales";

/** Every page in the site's layout (gatsby-browser.tsx does the same under `gatsby develop`). */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <LocaleProvider locale={localeOfPath(props.location.pathname)}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </LocaleProvider>
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

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  // The page's language from its address: /es/… is Spanish.
  setHtmlAttributes({ lang: localeOfPath(pathname) });
  setHeadComponents([
    <noscript key="no-js-menu">
      <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
    </noscript>,
  ]);
};

/** Script types a browser runs; data blocks such as JSON-LD are kept. */
const isScript = (element: React.ReactElement<{ type?: string }>) =>
  element.type === "script" && !/json/.test(element.props.type ?? "");

type HeadElement = React.ReactElement<{ rel?: string; as?: string; name?: string; sliceId?: string; type?: string }>;

/**
 * React renders every page here, at build, and the browser gets no framework: Gatsby's own
 * scripts (runtime, framework, app and page chunks), their preload links and page-data fetches
 * are left out of every page. The page's enhancement modules are added after the build
 * (build/deploy/pageScripts.ts). The global rules go first in <head>, so the component styles
 * that follow win where both apply, as they would inside one style sheet.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const head = (getHeadComponents() as HeadElement[]).filter(
    (element) =>
      !isScript(element) &&
      !(element.type === "link" && ((element.props.rel === "preload" && ["script", "fetch"].includes(element.props.as ?? "")) || element.props.rel === "prefetch")) &&
      !(element.type === "meta" && element.props.name === "generator"),
  );
  replaceHeadComponents([
    <style key="global-css" data-global-css="" dangerouslySetInnerHTML={{ __html: globalCss(theme) }} />,
    ...head,
  ]);
  // Gatsby 5 writes its scripts through a slice (`_gatsby-scripts`) at the end of the body.
  replacePostBodyComponents(
    (getPostBodyComponents() as HeadElement[]).filter((element) => !isScript(element) && element.props?.sliceId !== "_gatsby-scripts"),
  );
};
