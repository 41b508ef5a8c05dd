import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteContentQuery } from "./content";

/**
 * Renders with the static queries (useSiteContent, useSiteMetadata)
 * answered from the real YAML, as the pages get them at build.
 */
export function renderWithSite(
  ui: React.ReactElement,
  { site, layout, preview, notLaunched, ...options }: RenderOptions & { site?: Record<string, unknown>; layout?: Record<string, unknown>; preview?: boolean; notLaunched?: boolean } = {},
) {
  jest.mocked(useStaticQuery).mockReturnValue(siteContentQuery({ site, layout, preview, notLaunched }));
  return render(ui, options);
}
