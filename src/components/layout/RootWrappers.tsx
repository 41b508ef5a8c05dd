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
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    {element}
  </ThemeProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <Layout pathname={props.location.pathname}>{element}</Layout>
);
