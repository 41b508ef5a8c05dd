/**
 * @jest-environment node
 *
 * `npm run check:live` (scripts/check-live.ts, src/lib/liveCheck.ts) against a stand-in of a
 * published site on this computer: a local server answering as Netlify would, its Identity
 * settings (/.netlify/identity/settings) among them, with registration open or closed.
 */
import http from "http";
import type { AddressInfo } from "net";
import { checkLiveCommand } from "../../scripts/check-live";
import { liveExpectations } from "../../plugins/site-finish/liveExpectations";
import { liveSiteAddress, saysNoindex } from "../../src/lib/liveCheck";
import path from "path";

interface StandIn {
  identity: { status: number; body: unknown };
  headers: Record<string, string>;
  html: string;
  sitemap: boolean;
  config: string;
}

let server: http.Server;
let site: string;
let answers: StandIn;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (pathname === "/.netlify/identity/settings") response.writeHead(answers.identity.status, { "Content-Type": "application/json" }).end(JSON.stringify(answers.identity.body));
    else if (pathname === "/") response.writeHead(200, { "Content-Type": "text/html", ...answers.headers }).end(answers.html);
    else if (pathname === "/sitemap-index.xml" && answers.sitemap) response.writeHead(200, { "Content-Type": "application/xml" }).end("<sitemapindex/>");
    else if (pathname.startsWith("/admin/config.")) response.writeHead(200, { "Content-Type": "text/yaml" }).end(answers.config);
    else response.writeHead(404).end("Not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A published site as it should be: every header the build sets, invitations only, live. */
async function rightSite(): Promise<StandIn> {
  const expected = await liveExpectations(path.resolve(__dirname, "../.."));
  return {
    identity: { status: 200, body: { external: { bitbucket: false, email: true, facebook: false, github: false, gitlab: false, google: false, saml: false }, disable_signup: true, autoconfirm: false } },
    headers: { ...expected.headers, "Content-Security-Policy": "default-src 'none'" },
    html: "<!DOCTYPE html><html><head><title>Home</title></head><body></body></html>",
    sitemap: true,
    config: "backend:\n  name: git-gateway\n  branch: main\n",
  };
}

async function run(given: string | undefined) {
  let out = "";
  let err = "";
  const code = await checkLiveCommand(given, { out: (text) => (out += text), err: (text) => (err += text) });
  return { code, out, err };
}

describe("npm run check:live", () => {
  it("reports open registration, an external provider no one chose and the editor's local backend, and exits 1", async () => {
    answers = await rightSite();
    answers.identity.body = { external: { email: true, google: true, github: false }, disable_signup: false };
    answers.config = "backend:\n  name: git-gateway\nlocal_backend: true\n";
    const { code, out, err } = await run(site);
    expect(code).toBe(1);
    expect(out).toContain("Blocks the launch: Anyone can sign up to the editor: registration is open. In Netlify, choose Invite only (Identity, Registration, Registration preferences).");
    expect(out).toContain("Blocks the launch: Editors can log in with google, which the organization did not choose.");
    expect(out).toContain(`Blocks the launch: The editor's configuration (${site}/admin/config.en.yml) lets the editor talk to a server`);
    expect(out).not.toContain("with github");
    expect(err).toMatch(/\d+ thing\(s\) to change/);
  });

  it("passes a site with registration by invitation only, every header, live with its sitemap", async () => {
    answers = await rightSite();
    const { code, out } = await run(site);
    expect(out).toContain("The editor's login is by invitation only.");
    expect(out).toContain("The pages come with every security header the site sets.");
    expect(out).toContain("The site is live: open to search engines, with its sitemap.");
    expect(code).toBe(0);
  });

  it("names a missing or different security header", async () => {
    answers = await rightSite();
    delete answers.headers["X-Frame-Options"];
    answers.headers["Referrer-Policy"] = "unsafe-url";
    const { code, out } = await run(site);
    expect(code).toBe(1);
    expect(out).toContain("Blocks the launch: The pages come without their X-Frame-Options header (DENY).");
    expect(out).toContain("Blocks the launch: The pages come with Referrer-Policy: unsafe-url, where the site sets strict-origin-when-cross-origin.");
  });

  it("says the site is not launched yet when its pages ask search engines not to index them, and that Identity is missing when it does not answer", async () => {
    answers = await rightSite();
    answers.identity = { status: 404, body: {} };
    answers.sitemap = false;
    answers.headers["X-Robots-Tag"] = "noindex";
    const { code, out } = await run(site);
    expect(out).toContain("The site is published as not launched yet: every page says so and asks search engines not to list it.");
    expect(out).toContain(`Blocks the launch: The editor's login (Netlify Identity) does not answer at ${site}/.netlify/identity/settings.`);
    expect(code).toBe(1);
  });

  it("takes only an https:// address (or this computer's, for tests), and says how to give one", async () => {
    const { code, err } = await run("http://www.mevsmeyouth.org");
    expect(code).toBe(2);
    expect(err).toContain("npm run check:live -- https://");
    expect(liveSiteAddress("https://www.mevsmeyouth.org/")).toBe("https://www.mevsmeyouth.org");
    expect(liveSiteAddress("ftp://x.org")).toBeNull();
    expect((await run(undefined)).code).toBe(2);
  });

  it("reads noindex in a page's header or its robots <meta>", () => {
    expect(saysNoindex("noindex", "")).toBe(true);
    expect(saysNoindex(null, '<meta name="robots" content="noindex"/>')).toBe(true);
    expect(saysNoindex(null, '<meta name="description" content="noindex"/>')).toBe(false);
  });
});
