import type { GatsbyConfig } from "gatsby";
import { contentDir } from "./src/lib/content/paths";
import { yamlTypeName } from "./src/lib/content/typeNames";

const config: GatsbyConfig = {
  siteMetadata: {
    title: "ME vs. ME Youth Outreach",
    // The production address; canonical URLs, Open Graph and the sitemap are built from it.
    siteUrl: "https://mevsme-youth.example.org",
  },
  // Generates src/gatsby-types.d.ts (git-ignored) on develop and build, so queries are typed as Queries.*
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: "never",
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Short, stable class names in production; readable ones while developing.
      options: { displayName: process.env.NODE_ENV !== "production", fileName: false, pure: true },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "avif", "webp"],
          placeholder: "blurred",
          quality: 70,
          // No global `breakpoints`: they would override each slot's outputPixelDensities
          // (src/components/ui/Photo.tsx), making every photo at every width up to 1920 px.
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: contentDir },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: { typeName: yamlTypeName },
    },
  ],
};

export default config;
