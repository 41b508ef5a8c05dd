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
  { site, ...options }: RenderOptions & { site?: Record<string, unknown> } = {},
) {
  jest.mocked(useStaticQuery).mockReturnValue(siteContentQuery({ site }));
  return render(ui, options);
}
