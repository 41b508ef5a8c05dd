/**
 * The parts of Decap CMS's npm packages the editor's bundle (src/admin/decap/decapApp.ts) imports:
 * they come with decap-cms, which the project installs, and ship no types of their own but
 * decap-cms-core's. Only what is used is declared.
 */
declare module "decap-cms-core" {
  import type { DecapCms } from "../admin/decap/decap";
  export const DecapCmsCore: DecapCms;
}

declare module "decap-cms-backend-git-gateway" {
  export const GitGatewayBackend: new (...args: unknown[]) => unknown;
}
declare module "decap-cms-backend-github" {
  export const GitHubBackend: new (...args: unknown[]) => unknown;
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: new (...args: unknown[]) => unknown;
}

declare module "decap-cms-locales" {
  export const en: Record<string, unknown>;
  export const es: Record<string, unknown>;
}

declare module "decap-cms-widget-*" {
  import type { DecapWidgetModule } from "../admin/decap/decap";
  const widget: DecapWidgetModule;
  export default widget;
}

/** React's create-react-class, which Decap's preview templates have long been made with. */
declare module "create-react-class" {
  const createReactClass: unknown;
  export default createReactClass;
}
