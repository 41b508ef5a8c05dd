import React from "react";
import { Seo } from "./Seo";

interface PageHeadProps {
  /** The page's own file: its title and description in search results (src/content/schema.ts pageFields). */
  page: { readonly title: string; readonly description: string };
  /** Gatsby's HeadProps. */
  location: { pathname: string };
  pageContext: unknown;
  /** What the page adds to its head (a photo's preload, structured data). */
  children?: React.ReactNode;
}

/** Every page's head from its own file: one helper, so a page's Head says only what is its own. */
export function PageHead({ page, location, pageContext, children }: PageHeadProps) {
  return (
    <Seo title={page.title} description={page.description} pathname={location.pathname} pageContext={pageContext}>
      {children}
    </Seo>
  );
}
