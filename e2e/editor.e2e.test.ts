/**
 * The content editor at /admin, from the build, under its own Content-Security-Policy: Decap CMS
 * boots from our own files (no request to any other site), and with `decap-server` (the local
 * backend an editor runs with `npx decap-server`) it lists every content file in data/ and opens
 * one with its preview.
 */
import { spawn, type ChildProcess } from "child_process";
import path from "path";
import type { Browser } from "playwright-core";
import { contentGroups } from "../build/editor/contentFiles";
import { serve, type StaticServer } from "./server";
import { launch, recordCspViolations } from "./browser";

const root = path.resolve(__dirname, "..");
// Decap looks for the local backend here (its default); that is the editor's own machine.
const localBackend = "http://localhost:8081";

let server: StaticServer;
let browser: Browser;
let backend: ChildProcess;

// Decap's 5 MB bundle and the local backend take a while on a busy CI machine.
jest.setTimeout(120_000);

beforeAll(async () => {
  server = await serve();
  browser = await launch();
  backend = spawn(path.join(root, "node_modules", ".bin", "decap-server"), [], { cwd: root, env: { ...process.env, PORT: "8081" }, stdio: "pipe" });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("decap-server did not start")), 60000);
    backend.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
});

afterAll(async () => {
  backend?.kill();
  await browser?.close();
  await server?.close();
});

it("boots from our own files, lists every content file and opens one with a preview", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const outside: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(server.url) && !url.startsWith(localBackend) && !/^(data|blob):/.test(url)) outside.push(url);
  });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const violations = await recordCspViolations(page);

  const response = await page.goto(`${server.url}/admin/`, { waitUntil: "networkidle" });
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval'");
  await page.getByRole("button", { name: /login/i }).click();

  for (const group of contentGroups(path.join(root, "data"))) {
    await page.getByRole("link", { name: group.label, exact: true }).click();
    // waitFor fails the test if the file is not listed within its timeout.
    for (const file of group.files) await page.getByText(file.label, { exact: true }).first().waitFor();
  }

  await page.getByRole("link", { name: "Pages", exact: true }).click();
  await page.getByText("Home page", { exact: true }).first().click();
  // The editor's form and the preview beside it (an iframe Decap fills with our template).
  await page.getByText("Title", { exact: true }).first().waitFor();
  const preview = page.frameLocator("iframe").first();
  await preview.getByText("Youth Mentorship in Vista, CA").first().waitFor();

  expect(outside).toEqual([]);
  expect(await violations()).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
});
