import { createContext } from "react";

/**
 * How the site's static queries (the hooks in src/hooks/) are answered in the editor's preview:
 * run over the preview's content (./contentQueries.ts). Set by SitePagePreview, read by the
 * `gatsby` stand-in (./gatsbyShim.ts).
 */
export const StaticQueryContext = createContext<((query: string) => unknown) | null>(null);
