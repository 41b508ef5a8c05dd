import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/Layout";
import { LocaleProvider } from "./src/lib/LocaleContext";
import { localeOfPath } from "./src/lib/locales";

/**
 * Only `gatsby develop` runs this file: the production pages ship no Gatsby runtime (see
 * gatsby-ssr.tsx). It wraps each page in the layout, as the server does, so pages render while
 * developing; the interactive parts are tried on the production build (`npm start`).
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <LocaleProvider locale={localeOfPath(props.location.pathname)}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </LocaleProvider>
);
