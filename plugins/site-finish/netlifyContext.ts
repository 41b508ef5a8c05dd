/**
 * Whether this build is the production site. Netlify sets CONTEXT on its builds ("production",
 * "deploy-preview", "branch-deploy"…); a build anywhere else is treated as production. Deploy
 * previews and branch deploys keep search engines out (robots.txt, X-Robots-Tag in _headers).
 */
export const isProductionBuild = (context: string | undefined = process.env.CONTEXT): boolean => (context ?? "production") === "production";
