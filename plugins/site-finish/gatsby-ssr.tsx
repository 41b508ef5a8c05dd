import React from "react";
import type { GatsbySSR } from "gatsby";
import { globalCss } from "../../src/theme/globalCss";
import { withoutRehydrationMarkers } from "../../src/theme/serverStyles";
import { theme } from "../../src/theme/theme";
// Under Gatsby's 10 KB threshold, an imported image is its data address rather than a file.
import logoDataUrl from "../../static/favicon.svg";

/** Script types a browser runs; data blocks such as JSON-LD are kept. */
const isScript = (element: React.ReactElement<{ type?: string }>) =>
  element.type === "script" && !/json/.test(element.props.type ?? "");

type HeadElement = React.ReactElement<{
  rel?: string;
  as?: string;
  name?: string;
  sliceId?: string;
  type?: string;
  sizes?: string;
  href?: string;
  "data-styled"?: string;
  dangerouslySetInnerHTML?: { __html: string };
}>;

/**
 * The favicons gatsby-plugin-manifest links (the SVG logo and a 32 px PNG for browsers without SVG
 * icons), each with its size, so a browser takes the one it shows rather than both; the SVG
 * written into the page.
 */
const withIconSize = (element: HeadElement): HeadElement => {
  if (element.type !== "link" || element.props.rel !== "icon" || element.props.sizes) return element;
  if (element.props.type === "image/svg+xml") return React.cloneElement(element, { sizes: "any", href: logoDataUrl });
  if (element.props.type === "image/png") return React.cloneElement(element, { sizes: "32x32" });
  return element;
};

/** styled-components' sheet without what only its browser runtime reads (src/theme/serverStyles.ts). */
const withServedStyles = (element: HeadElement): HeadElement => {
  const css = element.props.dangerouslySetInnerHTML?.__html;
  if (element.type !== "style" || element.props["data-styled"] === undefined || css === undefined) return element;
  return React.cloneElement(element, { dangerouslySetInnerHTML: { __html: withoutRehydrationMarkers(css) } });
};

/**
 * React renders every page here, at build, and the browser gets no framework: Gatsby's own
 * scripts (runtime, framework, app and page chunks), their preload links and page-data fetches
 * are left out of every page, as are styled-components' markers for its own runtime. The page's
 * enhancement modules are added after the build
 * (./pageScripts.ts). The global rules go first in <head>, so the component styles
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
    ...head.map(withIconSize).map(withServedStyles),
  ]);
  // Gatsby 5 writes its scripts through a slice (`_gatsby-scripts`) at the end of the body.
  replacePostBodyComponents(
    (getPostBodyComponents() as HeadElement[]).filter((element) => !isScript(element) && element.props?.sliceId !== "_gatsby-scripts"),
  );
};
