import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";
import { GlobalStyle } from "../../theme/GlobalStyle";
import { Layout } from "./Layout";

/**
 * Shared by gatsby-browser.tsx and gatsby-ssr.tsx, so the server-rendered HTML and the hydrated
 * page are wrapped identically.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);

/**
 * GlobalStyle is rendered here, not in wrapRootElement: Gatsby puts the site's root wrapper
 * outside gatsby-plugin-styled-components' StyleSheetManager, so global styles rendered there
 * never reach the server-rendered <style> and the page would be unstyled until JavaScript runs.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <>
    <GlobalStyle />
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </>
);
