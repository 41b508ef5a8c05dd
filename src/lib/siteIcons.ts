/**
 * The icons gatsby-plugin-manifest draws from the logo (static/favicon.svg) at build, and the one
 * search engines get as the organisation's logo (home page structured data).
 */
export const logoIconSource = "static/favicon.svg";
export const organisationLogoPath = "/icons/icon-512x512.png";
