/** @jest-environment node */
import path from "path";
import { readEditorWords } from "../content/editorWordsFile";
import { backendConfig, editorOpenerPolicy, editorPolicy, type EditorBackend } from "./backend";
import { cmsConfig } from "./cmsConfig";
import { contentGroups } from "./contentFiles";
import { headersFile } from "../site-finish/headersFile";

const root = path.resolve(__dirname, "..", "..");
const gitGateway: EditorBackend = { name: "git-gateway", branch: "main" };
const github: EditorBackend = { name: "github", repo: "mevsme/website", branch: "main" };
const directive = (policy: string, name: string): string[] => policy.split("; ").find((part) => part.startsWith(`${name} `))?.split(" ").slice(1) ?? [];
const words = readEditorWords(path.join(root, "data")).en!;
const configFor = (backend: EditorBackend) => cmsConfig(contentGroups(path.join(root, "data"), words), words, "en", backend);

describe("the content editor's backend (plugins/editor/backend.ts)", () => {
  it("git-gateway: Netlify Identity and Git Gateway, on the site's own address, and no pop-up", () => {
    expect(configFor(gitGateway).backend).toEqual({ name: "git-gateway", branch: "main" });
    const policy = editorPolicy(gitGateway);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "blob:", "http://localhost:8081", "https://www.netlifystatus.com"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(editorOpenerPolicy(gitGateway)).toBe("same-origin");
  });

  it("github: the repository in config.yml, GitHub's API and avatars in the policy, and a log-in window that can report back", () => {
    expect(configFor(github).backend).toEqual({ name: "github", repo: "mevsme/website", branch: "main" });
    const policy = editorPolicy(github);
    expect(directive(policy, "connect-src")).toEqual(["'self'", "blob:", "http://localhost:8081", "https://api.github.com", "https://www.githubstatus.com"]);
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"]);
    expect(editorOpenerPolicy(github)).toBe("same-origin-allow-popups");
  });

  it("refuses a github backend without a repository written owner/name", () => {
    expect(() => backendConfig({ name: "github", repo: "website", branch: "main" })).toThrow(/owner\/name/);
  });

  const page = { addresses: ["/about"], policy: "default-src 'none'" };

  it("with git-gateway, gives every address one opener policy, not-found pages included", () => {
    const text = headersFile({ indexable: true, pages: [page], editor: gitGateway });
    expect(text).toContain("/*\n  Cross-Origin-Opener-Policy: same-origin\n");
    expect(text).toContain(`/admin/*\n  Content-Security-Policy: ${editorPolicy(gitGateway)}\n  X-Robots-Tag: noindex\n`);
    expect(text.match(/Cross-Origin-Opener-Policy/g)).toHaveLength(1);
  });

  it("with github, gives the editor its looser opener policy and each page its own, and no rule covers both", () => {
    const text = headersFile({ indexable: true, pages: [page], editor: github });
    expect(text).toContain(`/admin/*\n  Content-Security-Policy: ${editorPolicy(github)}\n  Cross-Origin-Opener-Policy: same-origin-allow-popups\n`);
    expect(text).toContain("/about\n  Content-Security-Policy: default-src 'none'\n  Cross-Origin-Opener-Policy: same-origin\n");
    expect(text).not.toMatch(/^\/\*\n {2}Cross-Origin-Opener-Policy/m);
  });

  it.each([gitGateway, github])("never lets %p's editor run inline script", (backend) => {
    expect(directive(editorPolicy(backend), "script-src")).toEqual(["'self'", "'unsafe-eval'"]);
  });
});
