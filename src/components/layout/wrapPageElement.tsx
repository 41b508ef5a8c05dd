import React from "react";
import { Layout } from "./Layout";
import { LocaleProvider } from "../../lib/LocaleContext";
import { isLocale, localeOfPath, type Locale } from "../../lib/locales";

interface WrapArgs {
  element: React.ReactNode;
  props: { location: { pathname: string }; pageContext?: Record<string, unknown> };
}

/**
 * The language of a page: the `locale` gatsby-node.ts gives each page in its context, which its
 * query reads too; from its address only for a page Gatsby makes itself (the development 404).
 */
export function pageLocale({ location, pageContext }: WrapArgs["props"]): Locale {
  return isLocale(pageContext?.locale) ? pageContext.locale : localeOfPath(location.pathname);
}

/** Every page in the site's layout, in its language: gatsby-ssr.tsx and gatsby-browser.tsx both use this. */
export const wrapPageElement = ({ element, props }: WrapArgs) => (
  <LocaleProvider locale={pageLocale(props)}>
    <Layout pathname={props.location.pathname}>{element}</Layout>
  </LocaleProvider>
);
