import { localBackendOrigin } from "./backend";

/** The ports `npm run edit` uses: the site and editor (gatsby develop), and Decap's local backend (decap-server). */
export interface EditPorts {
  readonly site: number;
  readonly backend: number;
}

const defaultBackendPort = Number(new URL(localBackendOrigin).port);

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 65535) throw new Error(`${name} must be a port number from 1 to 65535 (found "${value}")`);
  return number;
}

/** EDIT_BACKEND_PORT (8081, where Decap looks for its local backend by itself). */
export const localBackendPort = (env: NodeJS.ProcessEnv): number => port(env, "EDIT_BACKEND_PORT", defaultBackendPort);

/** EDIT_PORT (8000) and EDIT_BACKEND_PORT. */
export function editPorts(env: NodeJS.ProcessEnv): EditPorts {
  const ports = { site: port(env, "EDIT_PORT", 8000), backend: localBackendPort(env) };
  if (ports.site === ports.backend) throw new Error(`EDIT_PORT and EDIT_BACKEND_PORT must differ (both are ${ports.site})`);
  return ports;
}

/**
 * The editor's config.yml with Decap's local backend on `backendPort` (`npm run edit`; the browser
 * tests' editor): the published configuration has none (./cmsConfig.ts). Decap looks on 8081
 * unless `local_backend` gives its address.
 */
export function withLocalBackend(configYaml: string, backendPort: number = defaultBackendPort): string {
  if (/^local_backend:/m.test(configYaml)) throw new Error("plugins/editor: the editor's config.yml already has a `local_backend`");
  const line = backendPort === defaultBackendPort ? "local_backend: true" : `local_backend:\n  url: http://localhost:${backendPort}/api/v1`;
  return `${configYaml.replace(/\n*$/, "\n")}# Decap's local backend (decap-server), on this computer only: the published configuration has none.\n${line}\n`;
}
