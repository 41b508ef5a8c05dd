import { editorBackend, identityProviders, type EditorBackend } from "../editor/backend";
import type { LiveExpectations } from "../../src/lib/liveCheck";
import { pagesOpenerPolicy } from "./headersFile";
import { headersForAddress, netlifyTomlHeaderRules } from "./netlifyRules";

/**
 * What the published site should answer (src/lib/liveCheck.ts), from the build's own settings:
 * every header netlify.toml sets on the home page with its value, the pages' opener policy
 * (./headersFile.ts), each page's own Content-Security-Policy, and the editor's login
 * (../editor/backend.ts): Identity's settings matter under Git Gateway, with the providers chosen.
 */
export async function liveExpectations(projectDir: string, backend: EditorBackend = editorBackend): Promise<LiveExpectations> {
  const fromToml = headersForAddress(await netlifyTomlHeaderRules(projectDir), "/");
  return {
    headers: { ...fromToml, "Cross-Origin-Opener-Policy": pagesOpenerPolicy },
    present: ["Content-Security-Policy"],
    identity: backend.name === "git-gateway",
    providers: identityProviders,
  };
}
