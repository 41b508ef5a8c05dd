import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "../../theme/theme";

/**
 * The site's root wrapper, shared by gatsby-browser.tsx and gatsby-ssr.tsx so the server-rendered
 * HTML and the hydrated page are wrapped identically. It must not import the Layout: in the
 * browser the Layout is its own chunk (see layoutChunk.ts).
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <ThemeProvider theme={theme}>{element}</ThemeProvider>
);
