import React from "react";
import { Layout } from "./Layout";
import { LocaleProvider } from "../../lib/LocaleContext";
import { pageLocale } from "../../lib/locales";

interface WrapArgs {
  element: React.ReactNode;
  props: { location: { pathname: string }; pageContext?: Record<string, unknown> };
}

/** Every page in the site's layout, in its language: gatsby-ssr.tsx and gatsby-browser.tsx both use this. */
export const wrapPageElement = ({ element, props }: WrapArgs) => (
  <LocaleProvider locale={pageLocale(props)}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </LocaleProvider>
);
