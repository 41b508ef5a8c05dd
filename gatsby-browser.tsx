/**
 * Only `gatsby develop` runs this file: the production pages ship no Gatsby runtime (see
 * gatsby-ssr.tsx). It wraps each page in the layout, as the server does, so pages render while
 * developing; the interactive parts are tried on the production build (`npm start`).
 */
export { wrapPageElement } from "./src/components/layout/wrapPageElement";
