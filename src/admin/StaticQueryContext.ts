import { createContext } from "react";

/**
 * What the site's static queries (useSiteContent and the other hooks in src/hooks/) return in
 * the editor's preview: set by PreviewRoot, read by the `gatsby` stand-in (gatsbyShim.ts).
 */
export const StaticQueryContext = createContext<unknown>(null);
