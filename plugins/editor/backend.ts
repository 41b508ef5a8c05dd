/**
 * How the content editor at /admin logs in and saves: the one setting behind both its
 * configuration (config.yml's `backend`, ./cmsConfig.ts) and its page's headers (its
 * Content-Security-Policy and opener policy, plugins/site-finish/headersFile.ts). Switching, and what
 * changes for editors: docs/launch.md, "The content editor's login".
 *
 *  - git-gateway (the default): editors log in with Netlify Identity, invited by e-mail, and
 *    save through Netlify's Git Gateway; no GitHub account. Everything it talks to is on the site's
 *    own address (/.netlify/identity, /.netlify/git).
 *  - github: editors log in with their own GitHub account (push access to the repository
 *    needed), through Netlify's OAuth provider in a pop-up window, and save through GitHub's API.
 */
export type EditorBackend =
  | { readonly name: "git-gateway"; readonly branch: string }
  | { readonly name: "github"; readonly repo: string; readonly branch: string };

/** The site's setting. */
export const editorBackend: EditorBackend = { name: "git-gateway", branch: "main" };

/**
 * The external providers (Netlify Identity's names: google, github, gitlab, bitbucket…) the
 * organisation chose to let editors log in with: none, editors are invited by e-mail. Every
 * provider is one more way in; `npm run check:live` names any other turned on (src/lib/liveCheck.ts).
 */
export const identityProviders: readonly string[] = [];

/** config.yml's `backend`. */
export function backendConfig(backend: EditorBackend): Record<string, string> {
  if (backend.name === "github") {
    if (!/^[\w.-]+\/[\w.-]+$/.test(backend.repo)) throw new Error(`plugins/editor/backend.ts: the github backend needs the repository as "owner/name" (found "${backend.repo}")`);
    return { name: "github", repo: backend.repo, branch: backend.branch };
  }
  return { name: "git-gateway", branch: backend.branch };
}

/** The address `npx decap-server` answers on, for editing on one's own computer (npm run edit). */
export const localBackendOrigin = "http://localhost:8081";

/**
 * The editor page's Content-Security-Policy: its own scripts only, but Decap compiles its
 * configuration's schema with `new Function` (ajv), so it needs 'unsafe-eval', which the public
 * pages never get; its own styles inline. It talks to the backend, to the backend's status page
 * (a failed check only warns), and to `npx decap-server` on the editor's own machine.
 */
export function editorPolicy(backend: EditorBackend): string {
  const connect =
    backend.name === "github"
      ? ["https://api.github.com", "https://www.githubstatus.com"]
      : // Identity and Git Gateway are on the site's own address.
        ["https://www.netlifystatus.com"];
  const images = backend.name === "github" ? ["https://avatars.githubusercontent.com"] : [];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...images].join(" "),
    ["connect-src 'self' blob:", localBackendOrigin, ...connect].join(" "),
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The editor page's Cross-Origin-Opener-Policy: GitHub's log-in window reports back to the page
 * that opened it, which `same-origin` would cut off; Identity opens no window.
 */
export const editorOpenerPolicy = (backend: EditorBackend): string => (backend.name === "github" ? "same-origin-allow-popups" : "same-origin");
