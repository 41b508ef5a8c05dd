import React from "react";
import { render, type RenderOptions } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { ThemeProvider } from "styled-components";
import { theme } from "../../src/theme/theme";
import { siteContentQuery } from "./content";

/**
 * Renders inside the site's theme, with the static queries (useSiteContent, useSiteMetadata)
 * answered from the real YAML, like the pages get them in the browser.
 */
export function renderWithSite(
  ui: React.ReactElement,
  { site, ...options }: RenderOptions & { site?: Record<string, unknown> } = {},
) {
  jest.mocked(useStaticQuery).mockReturnValue(siteContentQuery({ site }));
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>, ...options });
}
