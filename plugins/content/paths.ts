import path from "path";

/**
 * Where editors keep every word and photo of the site (see docs/editing.md).
 * Resolved from the project folder that Gatsby, Jest and npm scripts all run in: Gatsby compiles
 * gatsby-config.ts and gatsby-node.ts into .cache/, so __dirname would point there instead.
 */
export const contentDir = path.resolve(process.cwd(), "data");
